/**
 * PUT /api/admin/pages/{id}/schedule (admin): schedules or reschedules a draft programmatic page,
 * body `{publish_at, expected_version}`; answers the saved page. 400 for a time not in the future,
 * 409 for a published page or a stale version.
 */
import { scheduleInputSchema } from '@shared/schemas/schedule';
import { schedulePage } from '@functions/domain/schedules/manage-schedules';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: scheduleInputSchema },
  async ({ params, body, admin }) => ({
    body: await schedulePage(pageDeps, params.id, body, actorOf(admin)),
  }),
);
