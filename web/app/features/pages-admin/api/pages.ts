/**
 * Programmatic pages (admin-portal.md sections 2, 4 and 7): GET /api/admin/pages (newest first,
 * polled while a page is being generated), POST /api/admin/pages (manual create; generation is
 * queued by the API), POST /api/admin/pages/import {rows}, POST /api/admin/pages/{id}/regenerate
 * and PATCH /api/admin/pages/{id}/publish {is_published} (optimistic, rolled back on failure),
 * PUT /api/admin/pages/{id}/seo {seo, version} (the SEO panel).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '~/lib/toast';
import { pageImportResponseSchema, type NumberedCsvRow } from '@shared/schemas/csv';
import {
  pageListResponseSchema,
  pageRecordSchema,
  type PageCreateInput,
  type PageListResponse,
  type PageSeoUpdateInput,
} from '@shared/schemas/page';
import { adminKeys, adminRequest, errorMessage } from '~/lib/admin-api';
import { isGenerating } from '../page-status';

/** How often the list is re-read while something is being generated. */
export const pagePollMs = 3000;

function pagePath(id: string): string {
  return `/api/admin/pages/${encodeURIComponent(id)}`;
}

export const pageListQuery = queryOptions({
  queryKey: adminKeys.pages,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/pages', { schema: pageListResponseSchema, signal }),
});

/** The page list; re-read every few seconds while a page is generating or `watching` is set. */
export function usePages(watching = false) {
  return useQuery({
    ...pageListQuery,
    refetchInterval: (query) =>
      watching || query.state.data?.items.some(isGenerating) ? pagePollMs : false,
  });
}

export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PageCreateInput) =>
      adminRequest('/api/admin/pages', { method: 'POST', body: input, schema: pageRecordSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.pages }),
  });
}

export function useImportPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: NumberedCsvRow[]) =>
      adminRequest('/api/admin/pages/import', {
        method: 'POST',
        body: { rows },
        schema: pageImportResponseSchema,
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.pages }),
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
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.pages }),
  });
}

export function useTogglePagePublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isPublished }: { id: string; isPublished: boolean }) =>
      adminRequest(`${pagePath(id)}/publish`, {
        method: 'PATCH',
        body: { is_published: isPublished },
        schema: pageRecordSchema,
      }),
    onMutate: async ({ id, isPublished }) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.pages });
      const previous = queryClient.getQueryData<PageListResponse>(adminKeys.pages);
      queryClient.setQueryData<PageListResponse>(adminKeys.pages, (list) =>
        list
          ? {
              items: list.items.map((page) =>
                page.id === id ? { ...page, status: isPublished ? 'published' : 'draft' } : page,
              ),
            }
          : list,
      );
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.pages, context.previous);
      toast.error('Error', { description: errorMessage(error) });
    },
    onSuccess: (page, { isPublished }) => {
      queryClient.setQueryData<PageListResponse>(adminKeys.pages, (list) =>
        list ? { items: list.items.map((item) => (item.id === page.id ? page : item)) } : list,
      );
      toast.success('Success', {
        description: isPublished
          ? 'Page published successfully!'
          : 'Page unpublished successfully!',
      });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.pages }),
  });
}

/** Saves a page's SEO fields; the caller reports the outcome (a stale version answers 409). */
export function useSavePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PageSeoUpdateInput }) =>
      adminRequest(`${pagePath(id)}/seo`, { method: 'PUT', body: input, schema: pageRecordSchema }),
    onSuccess: (page) => {
      queryClient.setQueryData<PageListResponse>(adminKeys.pages, (list) =>
        list ? { items: list.items.map((item) => (item.id === page.id ? page : item)) } : list,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminKeys.pages }),
  });
}
