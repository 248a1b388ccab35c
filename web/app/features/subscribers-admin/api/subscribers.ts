/**
 * The newsletter's subscribers: GET /api/admin/subscribers (newest first, a
 * page per cursor, with the count of each state; one page at a time in the list frame), DELETE /api/admin/subscribers/{email}, and the
 * CSV export, which walks every page of the current filter and writes it with papaparse.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Papa from 'papaparse';
import { subscriberListSchema, type SubscriberStatus } from '@shared/schemas/newsletter';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';

export type StatusFilter = SubscriberStatus | 'all';

export interface SubscriberFilter {
  status: StatusFilter;
  q: string;
}

const subscribersKey = [...adminKeys.all, 'subscribers'] as const;

function listPath(filter: SubscriberFilter, cursor?: string, limit?: number): string {
  const params = new URLSearchParams({ status: filter.status });
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (cursor) params.set('cursor', cursor);
  if (limit) params.set('limit', String(limit));
  return `/api/admin/subscribers?${params}`;
}

/** The URL params the subscribers list filters by (the API's names). */
export const subscriberFilters = ['status'] as const;

/** One page of the list; `apiQuery` is the list frame's (use-list-params.ts). */
export function useSubscribers(apiQuery: string) {
  return useQuery({
    queryKey: [...subscribersKey, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/subscribers?${apiQuery}`, { schema: subscriberListSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      adminRequest(`/api/admin/subscribers/${encodeURIComponent(email)}`, { method: 'DELETE' }),
    onSuccess: () => toast.success('Subscriber deleted'),
    onError: (error) =>
      toast.error('Failed to delete subscriber', { description: errorMessage(error) }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: subscribersKey }),
  });
}

/** Columns of the export, in order. */
export const csvColumns = ['email', 'status', 'created_at', 'confirmed_at'] as const;

/** Every subscriber of the filter as CSV text (a header row, then one row each). */
export async function subscribersCsv(filter: SubscriberFilter): Promise<string> {
  const rows: Record<(typeof csvColumns)[number], string>[] = [];
  let cursor: string | undefined;
  do {
    const page = await adminRequest(listPath(filter, cursor, 500), {
      schema: subscriberListSchema,
    });
    for (const item of page.items) {
      rows.push({
        email: item.email,
        status: item.status,
        created_at: item.created_at,
        confirmed_at: item.confirmed_at ?? '',
      });
    }
    cursor = page.nextCursor;
  } while (cursor);
  // escapeFormulae: a cell starting with = + - @ cannot run as a formula in a spreadsheet.
  return Papa.unparse({ fields: [...csvColumns], data: rows }, { escapeFormulae: true });
}
