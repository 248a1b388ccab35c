/** GET /api/admin/activity (admin): the activity log, newest first, filtered and paged. */
import { activityQuerySchema } from '@shared/schemas/activity';
import { InvalidCursorError, listActivity } from '@functions/domain/activity/activity';
import { HttpError } from '@functions/lib/http-error';
import { route } from '@functions/lib/http';
import { activityDeps } from '@functions/wiring/activity';

export const handler = route({ access: 'admin', query: activityQuerySchema }, async ({ query }) => {
  try {
    return { body: await listActivity(activityDeps.log, query) };
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new HttpError(400, 'validation_failed', 'Invalid cursor', {
        'query.cursor': 'Invalid cursor',
      });
    }
    throw error;
  }
});
