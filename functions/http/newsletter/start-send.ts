/**
 * POST /api/admin/newsletters/sends (editor): sends a published article to every confirmed
 * subscriber. 202 with the queued job; 409 without a test of this article version (unless
 * `confirm`) or when the article is not published.
 */
import { newsletterSendInputSchema } from '@shared/schemas/newsletter-sends';
import { actorOf } from '@functions/domain/activity/activity';
import { startSend } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { sendDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', body: newsletterSendInputSchema },
  async ({ body, admin }) => ({
    status: 202,
    body: await startSend(sendDeps(), body, actorOf(admin).email),
  }),
);
