/**
 * Contact submissions (admin-portal.md sections 2 and 7): GET /api/admin/contacts (newest
 * first), PATCH /api/admin/contacts/{id}/status {status} (optimistic, rolled back on failure) and
 * DELETE /api/admin/contacts/{id}.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import {
  contactListResponseSchema,
  contactRecordSchema,
  type ContactListResponse,
  type ContactStatus,
} from '@shared/schemas/contact';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

function contactPath(id: string): string {
  return `/api/admin/contacts/${encodeURIComponent(id)}`;
}

export const contactListQuery = queryOptions({
  queryKey: adminKeys.contacts,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/contacts', { schema: contactListResponseSchema, signal }),
});

export function useContactSubmissions() {
  return useQuery(contactListQuery);
}

function patchList(
  list: ContactListResponse | undefined,
  id: string,
  status: ContactStatus,
): ContactListResponse | undefined {
  return list
    ? { items: list.items.map((item) => (item.id === id ? { ...item, status } : item)) }
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
      const previous = queryClient.getQueryData<ContactListResponse>(adminKeys.contacts);
      queryClient.setQueryData<ContactListResponse>(adminKeys.contacts, (list) =>
        patchList(list, id, status),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.contacts, context.previous);
      toast.error('Failed to update status', { description: errorMessage(error) });
    },
    onSuccess: (record) => {
      queryClient.setQueryData<ContactListResponse>(adminKeys.contacts, (list) =>
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
      queryClient.setQueryData<ContactListResponse>(adminKeys.contacts, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
      toast.success('Submission deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete submission', { description: errorMessage(error) });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.contacts }),
  });
}
