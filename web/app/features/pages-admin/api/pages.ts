/**
 * Programmatic pages (admin-portal.md sections 2, 4 and 7): GET /api/admin/pages?{search, status,
 * order, cursor} (one page at a time, polled while a page on it is being generated), POST /api/admin/pages (manual create; generation is
 * queued by the API), POST /api/admin/pages/import {rows}, POST /api/admin/pages/{id}/regenerate
 * and PATCH /api/admin/pages/{id}/publish {is_published} (optimistic, rolled back on failure).
 * The workflow calls (review, schedule, history, SEO, preview links) are the content-workflow
 * feature's.
 */
import {
  keepPreviousData,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import {
  pageImportResponseSchema,
  type NumberedCsvRow,
  type PageImportInput,
} from '@shared/schemas/csv';
import { adminPagePageSchema, type CursorPage } from '@shared/schemas/admin-list';
import type { PublishToggleInput } from '@shared/schemas/publish-toggle';
import { pageRecordSchema, type PageCreateInput, type PageRecord } from '@shared/schemas/page';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';
import { refreshAfterListChange, refreshAfterWorkflowChange } from '~/lib/workflow-refresh';
import { isGenerating } from '../page-status';

/** How often the list is re-read while something is being generated. */
export const pagePollMs = 3000;

function pagePath(id: string): string {
  return `/api/admin/pages/${encodeURIComponent(id)}`;
}

/** Every page of the list in the cache, whatever its search and filters. */
const pageListKey = adminKeys.pageList;

type PagesPage = CursorPage<PageRecord>;

/** One page of the list; re-read every few seconds while a page on it is generating or `watching` is set. */
export function usePages(apiQuery: string, watching = false) {
  return useQuery({
    queryKey: [...pageListKey, apiQuery],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/pages?${apiQuery}`, { schema: adminPagePageSchema, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      watching || query.state.data?.items.some(isGenerating) ? pagePollMs : false,
  });
}

/**
 * The pages an import created, each re-read every few seconds until its first generation is
 * done, so the results can say which the quality gate held.
 */
export function useImportedPages(ids: readonly string[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: [...adminKeys.pages, 'imported', id],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        adminRequest(pagePath(id), { schema: pageRecordSchema, signal }),
      refetchInterval: (query: { state: { data?: PageRecord } }) =>
        query.state.data?.generation?.state === 'done' ? false : pagePollMs,
    })),
  });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageCreateInput) =>
      adminRequest('/api/admin/pages', { method: 'POST', body: input, schema: pageRecordSchema }),
    onSuccess: (page) => refreshAfterWorkflowChange(queryClient, 'page', page.id, page),
  });
}

export function useImportPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { rows: NumberedCsvRow[]; lands_in: PageImportInput['lands_in'] }) =>
      adminRequest('/api/admin/pages/import', {
        method: 'POST',
        body: input,
        schema: pageImportResponseSchema,
      }),
    onSettled: () => refreshAfterListChange(queryClient, 'page'),
  });
}

export function useRegeneratePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`${pagePath(id)}/regenerate`, { method: 'POST', schema: pageRecordSchema }),
    onSuccess: () => {
      toast.success('Regeneration started', {
        description: 'The page content is being written again.',
      });
    },
    onError: (error) => {
      toast.error('Failed to regenerate content', { description: errorMessage(error) });
    },
    onSettled: (_data, _error, id) => refreshAfterWorkflowChange(queryClient, 'page', id),
  });
}

export function useTogglePagePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    // The switch's body is the API's own input (with the override reason of a held page).
    mutationFn: ({ id, ...body }: { id: string } & PublishToggleInput) =>
      adminRequest(`${pagePath(id)}/publish`, { method: 'PATCH', body, schema: pageRecordSchema }),
    onMutate: async ({ id, is_published }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.pages });
      const previous = queryClient.getQueriesData<PagesPage>({ queryKey: pageListKey });
      queryClient.setQueriesData<PagesPage>({ queryKey: pageListKey }, (list) =>
        list
          ? {
              ...list,
              items: list.items.map((page) =>
                page.id === id ? { ...page, status: is_published ? 'published' : 'draft' } : page,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
      toast.error('Error', { description: errorMessage(error) });
    },
    onSuccess: (page, { is_published }) => {
      queryClient.setQueriesData<PagesPage>({ queryKey: pageListKey }, (list) =>
        list
          ? { ...list, items: list.items.map((item) => (item.id === page.id ? page : item)) }
          : list,
      );
      toast.success('Success', {
        description: is_published
          ? 'Page published successfully!'
          : 'Page unpublished successfully!',
      });
    },
    onSettled: (_data, _error, { id }) => refreshAfterWorkflowChange(queryClient, 'page', id),
  });
}
