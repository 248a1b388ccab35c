/** PUT /api/admin/account/preferences (every role): sets the signed-in member's own preferences. */
import { staffPreferencesSchema } from '@shared/schemas/staff';
import { setPreferences } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', body: staffPreferencesSchema },
  async ({ admin, body }) => ({ body: await setPreferences(staffDeps, actorOf(admin), body) }),
);
