/**
 * Redirects: GET /api/admin/redirects (every redirect, ordered by `from`),
 * POST /api/admin/redirects {from, to, status, confirmLivePage?}, PUT /api/admin/redirects/{id}
 * (the same body; `from` stays) and DELETE /api/admin/redirects/{id}, where `id` is
 * `redirectId(from)`.
 *
 * A save can move other redirects too (the API re-points manual redirects that pointed at the
 * new one's path, so no visitor goes through two hops), so every change refetches the list
 * instead of trusting the one record it got back.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  redirectListResponseSchema,
  redirectSchema,
  type Redirect,
  type RedirectInput,
  type RedirectListResponse,
} from '@shared/schemas/redirect';
import { toast } from '~/lib/toast';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

/** Query keys of the redirects, under the admin prefix (a sign-out clears them with the rest). */
export const redirectKeys = {
  list: [...adminKeys.all, 'redirects'] as const,
};

function redirectPath(id: string): string {
  return `/api/admin/redirects/${encodeURIComponent(id)}`;
}

export const redirectListQuery = queryOptions({
  queryKey: redirectKeys.list,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/redirects', { schema: redirectListResponseSchema, signal }),
});

export function useRedirects() {
  return useQuery(redirectListQuery);
}

/** The list with `saved` in place of the redirect from the same path, still ordered by `from`. */
function withSaved(list: RedirectListResponse | undefined, saved: Redirect) {
  if (!list) return list;
  const items = list.items.filter((item) => item.from !== saved.from);
  items.push(saved);
  items.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  return { items };
}

/**
 * Adds a redirect (no `id`) or replaces the one named by `id`. Toasts are the caller's: a refusal
 * that asks to confirm a live page is a question, not a failure.
 */
export function useSaveRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RedirectInput }) =>
      id === undefined
        ? adminRequest('/api/admin/redirects', {
            method: 'POST',
            body: input,
            schema: redirectSchema,
          })
        : adminRequest(redirectPath(id), { method: 'PUT', body: input, schema: redirectSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData<RedirectListResponse>(redirectKeys.list, (list) =>
        withSaved(list, saved),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectKeys.list }),
  });
}

export function useDeleteRedirect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (redirect: Redirect) =>
      adminRequest(redirectPath(redirect.id), { method: 'DELETE' }),
    onSuccess: (_data, redirect) => {
      queryClient.setQueryData<RedirectListResponse>(redirectKeys.list, (list) =>
        list ? { items: list.items.filter((item) => item.id !== redirect.id) } : list,
      );
      toast.success('Redirect deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete redirect', { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: redirectKeys.list }),
  });
}
