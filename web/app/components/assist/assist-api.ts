/**
 * The editors' AI assist calls: POST /api/admin/{articles|pages}/{id}/assist/{seo|alt-text|rewrite}.
 * Each answers a suggestion only, shown as a diff to accept or reject. It lives among the shared
 * components because two features ask for a search title and description and for rewrites (the
 * article editor and the page SEO dialog); alt text is the article editor's.
 */
import { useMutation } from '@tanstack/react-query';
import type { ZodType } from 'zod';
import {
  altTextSuggestionSchema,
  assistFailedMessage,
  rewriteSuggestionSchema,
  seoSuggestionSchema,
  type AltTextAssistInput,
  type AltTextSuggestion,
  type RewriteAssistInput,
  type RewriteSuggestion,
  type SeoAssistInput,
  type SeoSuggestion,
} from '@shared/schemas/assist';
import { ApiError, adminRequest } from '~/lib/admin-api';

/** What is asked about: an article or a programmatic page. */
export type AssistKind = 'articles' | 'pages';

/**
 * The mutation of one assist action: `body` posted to its route, the answer read with `schema`.
 * Every action is the same call; only the route's last segment and the answer differ.
 */
function useAssist<Body, Answer>(
  kind: AssistKind,
  id: string,
  action: 'seo' | 'alt-text' | 'rewrite',
  schema: ZodType<Answer>,
) {
  return useMutation({
    mutationFn: (body: Body) =>
      adminRequest(`/api/admin/${kind}/${encodeURIComponent(id)}/assist/${action}`, {
        method: 'POST',
        body,
        schema,
      }),
  });
}

/** A search title and meta description that fit the result page. */
export const useSeoSuggestion = (kind: AssistKind, id: string) =>
  useAssist<SeoAssistInput, SeoSuggestion>(kind, id, 'seo', seoSuggestionSchema);

/** Alt text for an article's image. */
export const useAltTextSuggestion = (articleId: string) =>
  useAssist<AltTextAssistInput, AltTextSuggestion>(
    'articles',
    articleId,
    'alt-text',
    altTextSuggestionSchema,
  );

/** A passage of an article or a page rewritten by the instruction. */
export const useRewriteSuggestion = (kind: AssistKind, id: string) =>
  useAssist<RewriteAssistInput, RewriteSuggestion>(kind, id, 'rewrite', rewriteSuggestionSchema);

/**
 * What the editor reads of a failed request: the server's words for a refusal (400, 403, 404,
 * 429), else the one failure message, whatever the cause.
 */
export function assistErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : assistFailedMessage;
}
