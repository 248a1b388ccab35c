/**
 * POST /api/admin/links/suggestions: up to five internal links for the draft on screen, each with
 * the phrase of the draft to link. Asked on a click, never on its own.
 */
import { useMutation } from '@tanstack/react-query';
import { linkSuggestionsResponseSchema, type LinkSuggestionsInput } from '@shared/schemas/links';
import { adminRequest } from '~/lib/admin-api';

export function useLinkSuggestions() {
  return useMutation({
    mutationFn: (draft: LinkSuggestionsInput) =>
      adminRequest('/api/admin/links/suggestions', {
        method: 'POST',
        body: draft,
        schema: linkSuggestionsResponseSchema,
      }),
  });
}
