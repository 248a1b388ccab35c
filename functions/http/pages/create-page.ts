/**
 * POST /api/admin/pages (admin): the manual Create Page form. 201 with the new draft page, whose
 * content is then generated through the queue; 400 per field; 409 when the chosen slug is taken.
 */
import { pageCreateInputSchema } from '@shared/schemas/page';
import { createPage } from '@functions/domain/pages/create-page';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', body: pageCreateInputSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await createPage(pageDeps, body, actorOf(admin)),
  }),
);
