/**
 * PUT /api/admin/articles/{id}/schedule (admin): schedules or reschedules a draft article,
 * body `{publish_at, expected_version}`; answers the saved article. 400 for a time not in the
 * future, 409 for a published article or a stale version.
 */
import { scheduleInputSchema } from '@shared/schemas/schedule';
import { scheduleArticle } from '@functions/domain/schedules/manage-schedules';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { articleDeps } from '@functions/wiring/articles';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: scheduleInputSchema },
  async ({ params, body, admin }) => ({
    body: await scheduleArticle(articleDeps, params.id, body, actorOf(admin)),
  }),
);
