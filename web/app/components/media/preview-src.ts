/**
 * What a portal preview shows for a stored image address. An upload's own address names its
 * private original, and the address alone does not say how wide it is, so which variants exist
 * is unknown: an upload narrower than 400 px has no `w400`. The media library's answers carry
 * each image's preview (chosen from its recorded variants), so an image the library or a picker
 * has listed is shown by that; any other falls back to the 400 px guess of `adminPreviewSrc`.
 */
import { useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { adminPreviewSrc } from '@shared/rules/public-image';
import type { MediaListResponse } from '@shared/schemas/media-library';
import { mediaKeys } from './media-library-api';

type CachedLibrary = MediaListResponse | InfiniteData<MediaListResponse> | undefined;

/** The preview address of `address` as the library's cached answers give it, if any lists it. */
export function cachedPreviewOf(client: QueryClient, address: string): string | undefined {
  for (const [, data] of client.getQueriesData<CachedLibrary>({ queryKey: mediaKeys.all })) {
    const pages = !data ? [] : 'pages' in data ? data.pages : [data];
    for (const page of pages) {
      const item = page.items.find((candidate) => candidate.url === address);
      if (item) return item.thumbnailUrl;
    }
  }
  return undefined;
}

/** The address a portal `<img>` shows for `address` (any non-upload address as it is). */
export function usePreviewSrc(address: string): string {
  const client = useQueryClient();
  return cachedPreviewOf(client, address.trim()) ?? adminPreviewSrc(address);
}
