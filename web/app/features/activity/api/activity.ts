/**
 * The activity log (issue #20 item 4): GET /api/admin/activity?actor&action&item_type&cursor,
 * newest first, 25 a page. Pages stay on screen while the next one loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  activityListResponseSchema,
  type ActivityAction,
  type ActivityItemType,
} from '@shared/schemas/activity';
import { adminKeys, adminRequest } from '~/lib/admin-api';

/** The filters of the Activity tab (absent: any). */
export interface ActivityFilters {
  actor?: string;
  action?: ActivityAction;
  item_type?: ActivityItemType;
  /** One item's entries (the editor's link to its activity). */
  item_id?: string;
}

export const activityKeys = {
  page: (filters: ActivityFilters, cursor: string | undefined) =>
    [...adminKeys.activity, filters, cursor ?? ''] as const,
};

export function useActivityPage(filters: ActivityFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: activityKeys.page(filters, cursor),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries({ ...filters, cursor })) {
        if (value) query.set(name, value);
      }
      const search = query.size > 0 ? `?${query}` : '';
      return adminRequest(`/api/admin/activity${search}`, {
        schema: activityListResponseSchema,
        signal,
      });
    },
    placeholderData: keepPreviousData,
  });
}
