/** POST /api/admin/pages/{id}/assist/seo: a search title and description for a page (a suggestion). */
import { useMutation } from '@tanstack/react-query';
import { seoSuggestionSchema, type SeoAssistInput } from '@shared/schemas/assist';
import { adminRequest } from '~/lib/admin-api';

export function usePageSeoSuggestion(pageId: string) {
  return useMutation({
    mutationFn: (body: SeoAssistInput) =>
      adminRequest(`/api/admin/pages/${encodeURIComponent(pageId)}/assist/seo`, {
        method: 'POST',
        body,
        schema: seoSuggestionSchema,
      }),
  });
}
