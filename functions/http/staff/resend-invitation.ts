/**
 * POST /api/admin/staff/{id}/invitation (administrator): queues the member's invitation mail
 * again, with a new temporary password; 202, or 409 once they have signed in.
 */
import { resendInvitation } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    await resendInvitation(staffDeps, params.id, actorOf(admin));
    return { status: 202 };
  },
);
