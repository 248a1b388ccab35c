/** DELETE /api/admin/staff/{id} (administrator): deletes an account; 409 for the last administrator. */
import { removeStaff } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', params: idParamsSchema },
  async ({ params, admin }) => {
    await removeStaff(staffDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
