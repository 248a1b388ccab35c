/**
 * PATCH /api/admin/articles/{id}/publish (admin): the publish switch; answers the saved article.
 * An article the quality gate holds is published only with `override_reason` (409 without).
 */
import { publishToggleInputSchema } from '@shared/schemas/publish-toggle';
import { setArticlePublished } from '@functions/domain/articles/manage-articles';
import { articleDeps } from '@functions/wiring/articles';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: publishToggleInputSchema },
  async ({ params, body, admin }) => ({
    body: await setArticlePublished(articleDeps, params.id, body.is_published, {
      actor: actorOf(admin).email,
      override: body.override_reason,
    }),
  }),
);
