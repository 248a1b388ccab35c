/** PUT /api/admin/redirects/{id} (admin): changes a manual redirect's target or status. */
import { redirectInputSchema } from '@shared/schemas/redirect';
import { saveRedirect } from '@functions/domain/redirects/manage-redirects';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { redirectDeps } from '@functions/wiring/redirects';
import { redirectParamsSchema } from './redirect-params';

export const handler = route(
  { access: 'admin', params: redirectParamsSchema, body: redirectInputSchema },
  async ({ params, body, admin }) => ({
    body: await saveRedirect(redirectDeps, body, actorOf(admin), params.id),
  }),
);
