/** DELETE /api/admin/pages/{id}/schedule (admin): unschedules a programmatic page; answers it. */
import { unschedulePage } from '@functions/domain/schedules/manage-schedules';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => ({
    body: await unschedulePage(pageDeps, params.id, actorOf(admin)),
  }),
);
