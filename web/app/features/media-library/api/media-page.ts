/**
 * One page of the /admin/media screen: GET /api/admin/media?q=&cursor= for the list frame's query
 * (use-list-params.ts). The pickers of the editor and the author form keep their own "Load more"
 * read (components/media/media-library-api.ts); this screen pages in the URL like every list.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mediaListResponseSchema } from '@shared/schemas/media-library';
import { mediaKeys } from '~/components/media/media-library-api';
import { adminRequest } from '~/lib/admin-api';

export function useMediaPage(apiQuery: string) {
  return useQuery({
    // Under the library's key, so a delete (which invalidates it) reloads this page too.
    queryKey: [...mediaKeys.all, 'page', apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/media?${apiQuery}`, { schema: mediaListResponseSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
