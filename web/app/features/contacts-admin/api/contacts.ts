/**
 * Contact submissions (admin-portal.md sections 2 and 7): GET /api/admin/contacts?{search,
 * status, interest, order, cursor} (one page at a time), PATCH /api/admin/contacts/{id}/status {status} (optimistic, rolled back on failure) and
 * DELETE /api/admin/contacts/{id}.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { adminContactPageSchema, type CursorPage } from '@shared/schemas/admin-list';
import {
  contactRecordSchema,
  type ContactRecord,
  type ContactStatus,
} from '@shared/schemas/contact';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

function contactPath(id: string): string {
  return `/api/admin/contacts/${encodeURIComponent(id)}`;
}

/** Every page of the list in the cache, whatever its search and filters. */
const contactListKey = [...adminKeys.contacts, 'list'] as const;

type ContactListResponse = CursorPage<ContactRecord>;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useContactSubmissions(apiQuery: string) {
  return useQuery({
    queryKey: [...contactListKey, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/contacts?${apiQuery}`, { schema: adminContactPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

function patchList(
  list: ContactListResponse | undefined,
  id: string,
  status: ContactStatus,
): ContactListResponse | undefined {
  return list
    ? { ...list, items: list.items.map((item) => (item.id === id ? { ...item, status } : item)) }
    : list;
}

export function useUpdateContactStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactStatus }) =>
      adminRequest(`${contactPath(id)}/status`, {
        method: 'PATCH',
        body: { status },
        schema: contactRecordSchema,
      }),
    onMutate: async ({ id, status }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.contacts });
      const previous = queryClient.getQueriesData<ContactListResponse>({
        queryKey: contactListKey,
      });
      queryClient.setQueriesData<ContactListResponse>({ queryKey: contactListKey }, (list) =>
        patchList(list, id, status),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error('Failed to update status', { description: errorMessage(error) });
    },
    onSuccess: (record) => {
      queryClient.setQueriesData<ContactListResponse>({ queryKey: contactListKey }, (list) =>
        patchList(list, record.id, record.status),
      );
      toast.success('Status updated');
    },
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(contactPath(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueriesData<ContactListResponse>({ queryKey: contactListKey }, (list) =>
        list ? { ...list, items: list.items.filter((item) => item.id !== id) } : list,
      );
      toast.success('Submission deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete submission', { description: errorMessage(error) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contacts }),
  });
}
