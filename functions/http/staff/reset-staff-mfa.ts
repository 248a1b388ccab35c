/** DELETE /api/admin/staff/{id}/mfa (administrator): turns a member's two-step sign-in off; 409 when off. */
import { resetStaffMfa } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    await resetStaffMfa(staffDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
