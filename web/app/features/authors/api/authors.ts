/**
 * Authors (admin-portal.md sections 2 and 7): GET /api/admin/authors (ordered by name), GET
 * /api/admin/authors/{id}, POST /api/admin/authors, PUT /api/admin/authors/{id}, DELETE
 * /api/admin/authors/{id} (refused with 409 while articles name the author).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import {
  authorListResponseSchema,
  authorRecordSchema,
  type AuthorInput,
  type AuthorListResponse,
} from '@shared/schemas/author';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

function authorPath(id: string): string {
  return `/api/admin/authors/${encodeURIComponent(id)}`;
}

export const authorListQuery = queryOptions({
  queryKey: adminKeys.authors,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/authors', { schema: authorListResponseSchema, signal }),
});

export function useAuthors() {
  return useQuery(authorListQuery);
}

export function useAuthor(id: string | undefined) {
  return useQuery({
    queryKey: adminKeys.author(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(authorPath(id ?? ''), { schema: authorRecordSchema, signal }),
    enabled: id !== undefined,
  });
}

export function useSaveAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: AuthorInput }) =>
      id
        ? adminRequest(authorPath(id), { method: 'PUT', body: input, schema: authorRecordSchema })
        : adminRequest('/api/admin/authors', {
            method: 'POST',
            body: input,
            schema: authorRecordSchema,
          }),
    onSuccess: (author) => {
      queryClient.setQueryData(adminKeys.author(author.id), author);
      void queryClient.invalidateQueries({ queryKey: adminKeys.authors, exact: true });
      // Renames are copied onto articles.
      void queryClient.invalidateQueries({ queryKey: adminKeys.articles });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

export function useDeleteAuthor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(authorPath(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AuthorListResponse>(adminKeys.authors, (list) =>
        list ? { items: list.items.filter((author) => author.id !== id) } : list,
      );
      toast.success('Author deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete author', { description: errorMessage(error) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.authors, exact: true });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
