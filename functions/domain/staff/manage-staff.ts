/**
 * Staff management (issue #22, /admin/settings Staff tab, administrators only): invite (and send
 * an invitation again), change role, disable, remove, reset two-step sign-in. The one rule of its own: the portal keeps at least one active
 * administrator, so the last one cannot be demoted, disabled or removed.
 */
import { isAllowListed, type AllowList } from '@shared/rules/admin-allow-list';
import {
  staffMessages,
  type StaffInviteInput,
  type StaffMember,
  type StaffUpdateInput,
} from '@shared/schemas/staff';
import { ConflictError, NotFoundError, ValidationError } from '../errors';
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import type { InvitationSender, StaffDirectory } from './staff-ports';

export interface StaffDeps {
  directory: StaffDirectory;
  invitations: InvitationSender;
  /** The activity log (the accounts are Cognito's: each entry is recorded after its change). */
  activity?: ActivityRecorder;
  /** The stage's allow-list: the guard admits no one off it, so no one off it is invited. */
  allowList: () => AllowList;
}

const isActiveAdministrator = (member: StaffMember) =>
  member.role === 'administrator' && member.enabled;

/** Every staff account with its role. */
export async function listStaff(deps: Pick<StaffDeps, 'directory'>) {
  return { items: await deps.directory.list() };
}

/** Creates the invitee's account in their role and tells them; 409 when the address has one. */
export async function inviteStaff(
  deps: StaffDeps,
  input: StaffInviteInput,
  actor?: Actor,
): Promise<StaffMember> {
  if (!isAllowListed(input.email, deps.allowList()))
    throw new ValidationError(staffMessages.notAllowListed, {
      email: staffMessages.notAllowListed,
    });
  const member = await deps.directory.create(input.email, input.role);
  if (member === 'exists')
    throw new ConflictError(staffMessages.exists, { email: staffMessages.exists });
  // Recorded first: the account exists whatever becomes of the mail. Should queueing it fail,
  // the member is listed as invited and an administrator sends the invitation again.
  await record(deps, actor, 'created', member);
  await deps.invitations.send({ email: member.email, role: member.role, invitedBy: actor?.email });
  return member;
}

/**
 * Sends a member's invitation again (a new mail with a new temporary password, the earlier one
 * stops working): for accounts that have not signed in yet, whose password may have expired or
 * whose mail was lost. 409 once they chose their own password.
 */
export async function resendInvitation(
  deps: Pick<StaffDeps, 'directory' | 'invitations' | 'activity'>,
  id: string,
  actor?: Actor,
): Promise<void> {
  const member = await existing(deps, id);
  if (member.status !== 'invited') throw new ConflictError(staffMessages.notInvited);
  await deps.invitations.send({ email: member.email, role: member.role, invitedBy: actor?.email });
  await record(deps, actor, 'invited', member);
}

/** Refuses a change that would leave no active administrator. */
async function keepAnAdministrator(deps: Pick<StaffDeps, 'directory'>, member: StaffMember) {
  if (!isActiveAdministrator(member)) return;
  const others = (await deps.directory.list()).filter(
    (other) => other.id !== member.id && isActiveAdministrator(other),
  );
  if (others.length === 0) throw new ConflictError(staffMessages.lastAdministrator);
}

async function existing(deps: Pick<StaffDeps, 'directory'>, id: string): Promise<StaffMember> {
  const member = await deps.directory.get(id);
  if (!member) throw new NotFoundError(staffMessages.notFound);
  return member;
}

/** Changes a member's role, enabled state or both; answers the member as now stored. */
export async function updateStaff(
  deps: Pick<StaffDeps, 'directory' | 'activity'>,
  id: string,
  input: StaffUpdateInput,
  actor?: Actor,
): Promise<StaffMember> {
  const member = await existing(deps, id);
  const demoted = input.role !== undefined && input.role !== 'administrator';
  if (demoted || input.enabled === false) await keepAnAdministrator(deps, member);
  if (input.role !== undefined && input.role !== member.role)
    await deps.directory.setRole(id, input.role);
  if (input.enabled !== undefined && input.enabled !== member.enabled)
    await deps.directory.setEnabled(id, input.enabled);
  const changed =
    (input.role !== undefined && input.role !== member.role) ||
    (input.enabled !== undefined && input.enabled !== member.enabled);
  if (changed) await record(deps, actor, 'updated', member);
  return { ...member, ...input };
}

/** Deletes a member's account; the last active administrator stays. */
export async function removeStaff(
  deps: Pick<StaffDeps, 'directory' | 'activity'>,
  id: string,
  actor?: Actor,
): Promise<void> {
  const member = await existing(deps, id);
  await keepAnAdministrator(deps, member);
  await deps.directory.remove(id);
  await record(deps, actor, 'deleted', member);
}

/**
 * Turns a member's two-step sign-in off (a lost phone): they sign in with their password alone and
 * enrol again, which an administrator who must have it is sent to do at once. 409 when it is off.
 */
export async function resetStaffMfa(
  deps: Pick<StaffDeps, 'directory' | 'activity'>,
  id: string,
  actor?: Actor,
): Promise<void> {
  const member = await existing(deps, id);
  if (!(await deps.directory.mfaEnabled(member.id))) throw new ConflictError(staffMessages.noMfa);
  await deps.directory.disableMfa(member.id);
  await record(deps, actor, 'mfa-reset', member);
}

/** The activity log's entry of a change made (none without an actor or a log). */
async function record(
  deps: Pick<StaffDeps, 'activity'>,
  actor: Actor | undefined,
  action: 'created' | 'updated' | 'deleted' | 'invited' | 'mfa-reset',
  member: StaffMember,
): Promise<void> {
  if (!actor || !deps.activity) return;
  await deps.activity.record(
    activityEntry(actor, action, { type: 'staff', id: member.id, title: member.email }),
  );
}
