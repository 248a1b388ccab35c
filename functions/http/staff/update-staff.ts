/**
 * PATCH /api/admin/staff/{id} (administrator): changes a role or enables/disables an account;
 * 409 when it would leave no active administrator.
 */
import { staffUpdateInputSchema } from '@shared/schemas/staff';
import { updateStaff } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { idParamsSchema } from '@functions/lib/path-params';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', params: idParamsSchema, body: staffUpdateInputSchema },
  async ({ params, body, admin }) => ({
    body: await updateStaff(staffDeps, params.id, body, actorOf(admin)),
  }),
);
