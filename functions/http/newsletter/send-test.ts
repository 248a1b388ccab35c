/**
 * POST /api/admin/newsletters/tests (editor): mails a published article, as its newsletter, to
 * the signed-in staff member's own address. 202; the test of this version lets a real send start.
 */
import { newsletterSendInputSchema } from '@shared/schemas/newsletter-sends';
import { actorOf } from '@functions/domain/activity/activity';
import { sendTest } from '@functions/domain/newsletter/sends';
import { route } from '@functions/lib/http';
import { sendDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', body: newsletterSendInputSchema },
  async ({ body, admin }) => ({
    status: 202,
    body: await sendTest(sendDeps(), body.article_id, actorOf(admin).email),
  }),
);
