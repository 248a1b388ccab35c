/** GET /api/admin/account/preferences (every role): the signed-in member's own preferences. */
import { getPreferences } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route({ access: 'admin' }, async ({ admin }) => ({
  body: await getPreferences(staffDeps, actorOf(admin).sub),
}));
