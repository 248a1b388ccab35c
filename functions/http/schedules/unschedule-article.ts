/** DELETE /api/admin/articles/{id}/schedule (admin): unschedules an article; answers it (a draft). */
import { unscheduleArticle } from '@functions/domain/schedules/manage-schedules';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { articleDeps } from '@functions/wiring/articles';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => ({
    body: await unscheduleArticle(articleDeps, params.id, actorOf(admin)),
  }),
);
