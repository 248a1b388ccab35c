/**
 * POST /api/admin/staff (administrator): invites an allow-listed address in a role; 201 with the
 * account (status `invited` until the invitee sets a password), 409 when it has one already.
 */
import { staffInviteInputSchema } from '@shared/schemas/staff';
import { inviteStaff } from '@functions/domain/staff/manage-staff';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { staffDeps } from '@functions/wiring/staff';

export const handler = route(
  { access: 'admin', body: staffInviteInputSchema },
  async ({ body, admin }) => ({
    status: 201,
    body: await inviteStaff(staffDeps, body, actorOf(admin)),
  }),
);
