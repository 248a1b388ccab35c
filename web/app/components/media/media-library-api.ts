/**
 * The media library's data: GET /api/admin/media?q=&cursor= as an infinite
 * query (each page's `nextCursor` asks for the next; "Load more" appends it), and how sizes read.
 * It lives among the shared components because two features use it (the article editor's and the
 * author form's picker) beside the /admin/media screen.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { mediaListResponseSchema } from '@shared/schemas/media-library';
import { adminKeys, adminRequest } from '~/lib/admin-api';

/** Query keys of the library, under the admin prefix (a sign-out clears them with the rest). */
export const mediaKeys = {
  all: [...adminKeys.all, 'media'] as const,
  list: (search: string) => [...adminKeys.all, 'media', 'list', search] as const,
};

/** Pages of the library whose names contain `search` (everything when empty). */
export function useMediaLibrary(search: string, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: mediaKeys.list(search),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (search) query.set('q', search);
      if (pageParam) query.set('cursor', pageParam);
      const suffix = query.size > 0 ? `?${query}` : '';
      return adminRequest(`/api/admin/media${suffix}`, { schema: mediaListResponseSchema, signal });
    },
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: options.enabled ?? true,
  });
  // A search reads a bounded number of images per request, so a rare name can come back as an
  // empty page with a cursor: read on by itself until something matches or the list ends.
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const lastPage = data?.pages[data.pages.length - 1];
  const readOn = lastPage !== undefined && lastPage.items.length === 0 && hasNextPage;
  useEffect(() => {
    if (readOn && !isFetchingNextPage) void fetchNextPage();
  }, [readOn, isFetchingNextPage, fetchNextPage]);
  return query;
}

/** A file size as people read it: `812 B`, `48 KB`, `1.4 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
