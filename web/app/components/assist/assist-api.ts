/**
 * The editors' AI assist calls: POST /api/admin/{articles|pages}/{id}/assist/{seo|alt-text|rewrite}.
 * Each answers a suggestion only, shown as a diff to accept or reject. It lives among the shared
 * components because two features ask for a search title and description and for rewrites (the
 * article editor and the page SEO dialog); alt text is the article editor's.
 */
import { useMutation } from '@tanstack/react-query';
import {
  altTextSuggestionSchema,
  assistFailedMessage,
  rewriteSuggestionSchema,
  seoSuggestionSchema,
  type AltTextAssistInput,
  type RewriteAssistInput,
  type SeoAssistInput,
} from '@shared/schemas/assist';
import { ApiError, adminRequest } from '~/lib/admin-api';

/** What is asked about: an article or a programmatic page. */
export type AssistKind = 'articles' | 'pages';

const assistPath = (kind: AssistKind, id: string, action: string) =>
  `/api/admin/${kind}/${encodeURIComponent(id)}/assist/${action}`;

/** A search title and meta description that fit the result page. */
export function useSeoSuggestion(kind: AssistKind, id: string) {
  return useMutation({
    mutationFn: (body: SeoAssistInput) =>
      adminRequest(assistPath(kind, id, 'seo'), {
        method: 'POST',
        body,
        schema: seoSuggestionSchema,
      }),
  });
}

/** Alt text for an article's image. */
export function useAltTextSuggestion(articleId: string) {
  return useMutation({
    mutationFn: (body: AltTextAssistInput) =>
      adminRequest(assistPath('articles', articleId, 'alt-text'), {
        method: 'POST',
        body,
        schema: altTextSuggestionSchema,
      }),
  });
}

/** A passage of an article or a page rewritten by the instruction. */
export function useRewriteSuggestion(kind: AssistKind, id: string) {
  return useMutation({
    mutationFn: (body: RewriteAssistInput) =>
      adminRequest(assistPath(kind, id, 'rewrite'), {
        method: 'POST',
        body,
        schema: rewriteSuggestionSchema,
      }),
  });
}

/**
 * What the editor reads of a failed request: the server's words for a refusal (400, 403, 404,
 * 429), else the one failure message, whatever the cause.
 */
export function assistErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : assistFailedMessage;
}
