/**
 * The admin article list and its row actions: GET /api/admin/articles, PATCH
 * /api/admin/articles/{id}/publish `{is_published}` (optimistic, rolled back on failure) and
 * DELETE /api/admin/articles/{id}.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import {
  adminArticleListItemSchema,
  adminArticleListResponseSchema,
  type AdminArticleListResponse,
} from '@shared/schemas/article';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';

export const articleListQuery = queryOptions({
  queryKey: adminKeys.articles,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/articles', { schema: adminArticleListResponseSchema, signal }),
});

export function useAdminArticles() {
  return useQuery(articleListQuery);
}

/** The list's publish switch: the row changes at once and goes back if the call fails. */
export function useToggleArticlePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      adminRequest(`/api/admin/articles/${encodeURIComponent(id)}/publish`, {
        method: 'PATCH',
        body: { is_published: isPublished },
        schema: adminArticleListItemSchema,
      }),
    onMutate: async ({ id, isPublished }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.articles, exact: true });
      const previous = queryClient.getQueryData<AdminArticleListResponse>(adminKeys.articles);
      queryClient.setQueryData<AdminArticleListResponse>(adminKeys.articles, (list) =>
        list
          ? {
              items: list.items.map((item) =>
                item.id === id ? { ...item, is_published: isPublished } : item,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.articles, context.previous);
      toast.error('Failed to update article', { description: errorMessage(error) });
    },
    onSuccess: (_article, { isPublished }) => {
      toast.success(isPublished ? 'Article published' : 'Article unpublished');
    },
    onSettled: (_data, _error, { id }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.articles, exact: true });
      void queryClient.invalidateQueries({ queryKey: adminKeys.article(id) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AdminArticleListResponse>(adminKeys.articles, (list) =>
        list ? { items: list.items.filter((item) => item.id !== id) } : list,
      );
      queryClient.removeQueries({ queryKey: adminKeys.article(id) });
      toast.success('Article deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete article', { description: errorMessage(error) });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.articles, exact: true });
      void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
