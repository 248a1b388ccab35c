/**
 * The assist routes, one per kind and action: POST /api/admin/{articles|pages}/{id}/assist/seo,
 * .../assist/alt-text (articles), .../assist/rewrite. Each answers a suggestion and writes nothing;
 * 403 for who may not edit the item, 429 over the member's limit, 503 with one message when the
 * model fails.
 */
import {
  altTextAssistInputSchema,
  rewriteAssistInputSchema,
  seoAssistInputSchema,
} from '@shared/schemas/assist';
import {
  suggestAltText,
  suggestRewrite,
  suggestSeo,
  type AssistTarget,
} from '@functions/domain/assist/assist';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { assistDeps } from '@functions/wiring/assist';

type Kind = AssistTarget['kind'];

/** POST .../assist/seo: a search title and meta description that fit the result page. */
export function seoHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: seoAssistInputSchema },
    async ({ params, body, admin }) => ({
      body: await suggestSeo(assistDeps(), { kind, id: params.id }, body, actorOf(admin)),
    }),
  );
}

/** POST .../assist/alt-text: alt text for one of the item's images. */
export function altTextHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: altTextAssistInputSchema },
    async ({ params, body, admin }) => ({
      body: await suggestAltText(assistDeps(), { kind, id: params.id }, body, actorOf(admin)),
    }),
  );
}

/** POST .../assist/rewrite: a passage rewritten by the instruction. */
export function rewriteHandler(kind: Kind) {
  return route(
    { access: 'admin', params: idParamsSchema, body: rewriteAssistInputSchema },
    async ({ params, body, admin }) => ({
      body: await suggestRewrite(assistDeps(), { kind, id: params.id }, body, actorOf(admin)),
    }),
  );
}
