/**
 * The editor's AI assist calls: POST /api/admin/articles/{id}/assist/{seo|alt-text|rewrite}. Each
 * answers a suggestion only; the editor shows it as a diff to accept or reject.
 */
import { useMutation } from '@tanstack/react-query';
import {
  altTextSuggestionSchema,
  rewriteSuggestionSchema,
  seoSuggestionSchema,
  type AltTextAssistInput,
  type RewriteAssistInput,
  type SeoAssistInput,
} from '@shared/schemas/assist';
import { adminRequest } from '~/lib/admin-api';

const assistPath = (id: string, action: string) =>
  `/api/admin/articles/${encodeURIComponent(id)}/assist/${action}`;

export function useSeoSuggestion(articleId: string) {
  return useMutation({
    mutationFn: (body: SeoAssistInput) =>
      adminRequest(assistPath(articleId, 'seo'), {
        method: 'POST',
        body,
        schema: seoSuggestionSchema,
      }),
  });
}

export function useAltTextSuggestion(articleId: string) {
  return useMutation({
    mutationFn: (body: AltTextAssistInput) =>
      adminRequest(assistPath(articleId, 'alt-text'), {
        method: 'POST',
        body,
        schema: altTextSuggestionSchema,
      }),
  });
}

export function useRewriteSuggestion(articleId: string) {
  return useMutation({
    mutationFn: (
      body: Omit<RewriteAssistInput, 'heading' | 'custom_instruction'> &
        Partial<Pick<RewriteAssistInput, 'heading' | 'custom_instruction'>>,
    ) =>
      adminRequest(assistPath(articleId, 'rewrite'), {
        method: 'POST',
        body,
        schema: rewriteSuggestionSchema,
      }),
  });
}
