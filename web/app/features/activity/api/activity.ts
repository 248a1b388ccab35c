/**
 * The activity log: GET /api/admin/activity?actor&action&item_type&item_id&cursor,
 * newest first, 25 a page. Pages stay on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activityListResponseSchema } from '@shared/schemas/activity';
import { adminKeys, adminRequest } from '~/lib/admin-api';

/** The URL params the Activity tab filters by (the API's names). */
export const activityFilters = ['actor', 'action', 'item_type', 'item_id'] as const;

/** One page of the log; `apiQuery` is the list frame's (use-list-params.ts). */
export function useActivityPage(apiQuery: string) {
  return useQuery({
    queryKey: [...adminKeys.activity, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/activity?${apiQuery}`, {
        schema: activityListResponseSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
