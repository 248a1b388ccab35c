/**
 * PUT /api/admin/pages/{id}/seo `{seo, version}`: a programmatic page's SEO panel, saved on its
 * own (an article's SEO fields are saved with the article). A stale version answers 409; a save
 * writes a revision and an activity entry, so it refreshes like every workflow change.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pageRecordSchema, type PageSeoUpdateInput } from '@shared/schemas/page';
import { adminRequest } from '~/lib/admin-api';
import { refreshAfterWorkflowChange } from '~/lib/workflow-refresh';
import { itemPath } from './workflow-paths';

/** Saves a page's SEO fields; the caller reports the outcome. */
export function useSavePageSeo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: PageSeoUpdateInput }) =>
      adminRequest(itemPath('page', id, 'seo'), {
        method: 'PUT',
        body: input,
        schema: pageRecordSchema,
      }),
    onSuccess: (page) => {
      void refreshAfterWorkflowChange(queryClient, 'page', page.id, page);
    },
  });
}
