/** DELETE /api/admin/redirects/{id} (admin): deletes a manual redirect; 204, or 404. */
import { deleteRedirect } from '@functions/domain/redirects/manage-redirects';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { redirectDeps } from '@functions/wiring/redirects';
import { redirectParamsSchema } from './redirect-params';

export const handler = route(
  { access: 'admin', params: redirectParamsSchema },
  async ({ params, admin }) => {
    await deleteRedirect(redirectDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
