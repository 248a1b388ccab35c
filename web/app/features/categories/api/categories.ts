/**
 * Categories (admin-portal.md sections 2 and 7): GET /api/admin/categories (ordered by name),
 * POST /api/admin/categories {name}, PUT /api/admin/categories/{id} {name}, DELETE
 * /api/admin/categories/{id} (refused with 409 while articles are in the category).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import {
  categoryListResponseSchema,
  categoryRecordSchema,
  type CategoryInput,
  type CategoryListResponse,
} from '@shared/schemas/category';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

function categoryPath(id: string): string {
  return `/api/admin/categories/${encodeURIComponent(id)}`;
}

export const categoryListQuery = queryOptions({
  queryKey: adminKeys.categories,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/categories', { schema: categoryListResponseSchema, signal }),
});

export function useCategories() {
  return useQuery(categoryListQuery);
}

function useRefreshCategories() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.categories, exact: true });
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
  };
}

export function useCreateCategory() {
  const refresh = useRefreshCategories();
  return useMutation({
    mutationFn: (input: CategoryInput) =>
      adminRequest('/api/admin/categories', {
        method: 'POST',
        body: input,
        schema: categoryRecordSchema,
      }),
    onSuccess: () => toast.success('Category created'),
    onError: (error) => {
      toast.error('Failed to create category', { description: errorMessage(error) });
    },
    onSettled: refresh,
  });
}

export function useRenameCategory() {
  const refresh = useRefreshCategories();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: CategoryInput }) =>
      adminRequest(categoryPath(id), { method: 'PUT', body: input, schema: categoryRecordSchema }),
    onSuccess: () => {
      toast.success('Category updated');
      // Renames are copied onto articles.
      void queryClient.invalidateQueries({ queryKey: adminKeys.articles });
    },
    onError: (error) => {
      toast.error('Failed to update category', { description: errorMessage(error) });
    },
    onSettled: refresh,
  });
}

export function useDeleteCategory() {
  const refresh = useRefreshCategories();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminRequest(categoryPath(id), { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<CategoryListResponse>(adminKeys.categories, (list) =>
        list ? { items: list.items.filter((category) => category.id !== id) } : list,
      );
      toast.success('Category deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete category', { description: errorMessage(error) });
    },
    onSettled: refresh,
  });
}
