/**
 * The admin article list and its row actions: GET /api/admin/articles?{search, filters, order,
 * cursor} (one page at a time), PATCH /api/admin/articles/{id}/publish `{is_published}`
 * (optimistic, rolled back on failure) and DELETE /api/admin/articles/{id}.
 */
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { adminArticleListItemSchema, type AdminArticleListItem } from '@shared/schemas/article';
import { adminArticlePageSchema, type CursorPage } from '@shared/schemas/admin-list';
import type { PublishToggleInput } from '@shared/schemas/publish-toggle';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';
import { refreshAfterWorkflowChange } from '~/lib/workflow-refresh';

/** Every page of the list in the cache, whatever its search and filters. */
const articleListKey = adminKeys.articleList;

type ArticlePage = CursorPage<AdminArticleListItem>;

/** One page of the list; the previous page stays on screen while the next one loads. */
export function useAdminArticles(apiQuery: string) {
  return useQuery({
    queryKey: [...articleListKey, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/articles?${apiQuery}`, { schema: adminArticlePageSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Applies `change` to the rows of every cached page; answers what to restore on failure. */
function patchPages(
  queryClient: QueryClient,
  change: (items: AdminArticleListItem[]) => AdminArticleListItem[],
) {
  const previous = queryClient.getQueriesData<ArticlePage>({ queryKey: articleListKey });
  queryClient.setQueriesData<ArticlePage>({ queryKey: articleListKey }, (page) =>
    page ? { ...page, items: change(page.items) } : page,
  );
  return previous;
}

/** The list's publish switch: the row changes at once and goes back if the call fails. */
export function useToggleArticlePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    // The switch's body is the API's own input (with the override reason of a held article).
    mutationFn: ({ id, ...body }: { id: string } & PublishToggleInput) =>
      adminRequest(`/api/admin/articles/${encodeURIComponent(id)}/publish`, {
        method: 'PATCH',
        body,
        schema: adminArticleListItemSchema,
      }),
    onMutate: async ({ id, is_published }) => {
      await queryClient.cancelQueries({ queryKey: articleListKey });
      const previous = patchPages(queryClient, (items) =>
        items.map((item) => (item.id === id ? { ...item, is_published } : item)),
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error('Failed to update article', { description: errorMessage(error) });
    },
    onSuccess: (_article, { is_published }) => {
      toast.success(is_published ? 'Article published' : 'Article unpublished');
    },
    onSettled: (_data, _error, { id }) => refreshAfterWorkflowChange(queryClient, 'article', id),
  });
}

export function useDeleteArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`/api/admin/articles/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      patchPages(queryClient, (items) => items.filter((item) => item.id !== id));
      queryClient.removeQueries({ queryKey: adminKeys.article(id) });
      toast.success('Article deleted');
    },
    onError: (error) => {
      toast.error('Failed to delete article', { description: errorMessage(error) });
    },
    onSettled: (_data, _error, id) => refreshAfterWorkflowChange(queryClient, 'article', id),
  });
}
