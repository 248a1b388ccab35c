/**
 * PUT /api/admin/newsletters/on-publish/{id} (editor): `{enabled}` asks for the draft article to
 * be e-mailed to subscribers when it is published (a publication listener sends it), or cancels
 * it; 409 when the article is published already (send it now instead).
 */
import { sendOnPublishInputSchema } from '@shared/schemas/newsletter-sends';
import { actorOf } from '@functions/domain/activity/activity';
import { requestSendOnPublish } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { sendDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: sendOnPublishInputSchema },
  async ({ params, body, admin }) => ({
    body: await requestSendOnPublish(sendDeps(), params.id, body.enabled, actorOf(admin).email),
  }),
);
