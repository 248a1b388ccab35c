/** POST /api/admin/redirects (admin): adds a redirect; 201, 400 naming the field, or 409. */
import { redirectInputSchema } from '@shared/schemas/redirect';
import { saveRedirect } from '@functions/domain/redirects/manage-redirects';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { redirectDeps } from '@functions/wiring/redirects';

export const handler = route(
  { access: 'admin', body: redirectInputSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await saveRedirect(redirectDeps, body, actorOf(admin)),
  }),
);
