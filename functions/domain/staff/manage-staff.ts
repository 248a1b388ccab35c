/**
 * Staff management (/admin/settings Staff tab, administrators only): invite (and send
 * an invitation again), change role, disable, remove, reset two-step sign-in. The rules of its
 * own: the portal keeps at least one active administrator, so the last one cannot be demoted,
 * disabled or removed; an administrator's invitation is itself the authorisation (the stage's
 * allow-list governs self sign-up only), recorded in the invitee's access row; and a change of role
 * or state ends the member's old access at once: their access row says what their tokens must
 * match (the admin guard reads it on every request) and their refresh tokens are revoked.
 */
import {
  staffMessages,
  type StaffInviteInput,
  type StaffPreferences,
  type StaffMember,
  type StaffUpdateInput,
} from '@shared/schemas/staff';
import { ConflictError, NotFoundError } from '../errors';
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import type { StaffRole } from '@shared/rules/staff-roles';
import type { StaffAccessRecords, StaffAccessStatus } from './staff-access';
import type { InvitationSender, StaffAccount, StaffDirectory } from './staff-ports';

export interface StaffDeps {
  directory: StaffDirectory;
  invitations: InvitationSender;
  /** The members' access rows, which the admin guard checks every token against. */
  access: StaffAccessRecords;
  /** The activity log (the accounts are Cognito's: each entry is recorded after its change). */
  activity?: ActivityRecorder;
  /** The time of a change. */
  now?: () => Date;
}

const nowOf = (deps: Pick<StaffDeps, 'now'>) => (deps.now?.() ?? new Date()).toISOString();

/** The member as the API answers it: the directory's `sub` is the guard's business only. */
function shown({ sub: _sub, ...member }: StaffAccount): StaffMember {
  return member;
}

const isActiveAdministrator = (member: StaffMember) =>
  member.role === 'administrator' && member.enabled;

/** Every staff account with its role. */
export async function listStaff(deps: Pick<StaffDeps, 'directory'>) {
  return { items: await deps.directory.list() };
}

/**
 * Creates the invitee's account in their role and tells them; 409 when the address has one. Any
 * address may be invited: the invitation admits it (its access row), whatever the allow-list says.
 */
export async function inviteStaff(
  deps: StaffDeps,
  input: StaffInviteInput,
  actor?: Actor,
): Promise<StaffMember> {
  const account = await deps.directory.create(input.email, input.role);
  if (account === 'exists')
    throw new ConflictError(staffMessages.exists, { email: staffMessages.exists });
  try {
    await deps.access.invited(account.sub, account.role, nowOf(deps));
  } catch (error) {
    // Without its row the invitee could not use the portal: take the account back, so a retry
    // of the invitation starts clean instead of meeting "already exists".
    await deps.directory.remove(account.id);
    throw error;
  }
  const member = shown(account);
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

async function existing(deps: Pick<StaffDeps, 'directory'>, id: string): Promise<StaffAccount> {
  const member = await deps.directory.get(id);
  if (!member) throw new NotFoundError(staffMessages.notFound);
  return member;
}

/**
 * The member's access row, written before the account changes: from then on the guard refuses
 * tokens that do not match it. Written first so that a failure half-way refuses too much (the
 * administrator tries again) and never leaves old tokens working.
 */
async function recordAccess(
  deps: Pick<StaffDeps, 'access' | 'now'>,
  account: StaffAccount,
  status: StaffAccessStatus,
  role = account.role,
): Promise<void> {
  await deps.access.changed(account.sub, { role, status }, nowOf(deps));
}

/**
 * Changes a member's role, enabled state or both; answers the member as now stored. The member's
 * tokens from before the change stop working on their next request.
 */
export async function updateStaff(
  deps: Pick<StaffDeps, 'directory' | 'access' | 'activity' | 'now'>,
  id: string,
  input: StaffUpdateInput,
  actor?: Actor,
): Promise<StaffMember> {
  const account = await existing(deps, id);
  const demoted = input.role !== undefined && input.role !== 'administrator';
  if (demoted || input.enabled === false) await keepAnAdministrator(deps, account);
  const roleChanged = input.role !== undefined && input.role !== account.role;
  const enabledChanged = input.enabled !== undefined && input.enabled !== account.enabled;
  const now = { ...shown(account), ...input };
  if (!roleChanged && !enabledChanged) return now;
  await recordAccess(deps, account, now.enabled ? 'active' : 'disabled', now.role);
  if (roleChanged) await deps.directory.setRole(id, now.role);
  if (enabledChanged) await deps.directory.setEnabled(id, now.enabled);
  // No refresh token of the old access may fetch a new ID token.
  await deps.directory.signOut(id);
  await record(deps, actor, 'updated', shown(account));
  return now;
}

/**
 * Deletes a member's account; the last active administrator stays. Their tokens stop working on
 * their next request (their access row says removed); the account's refresh tokens are revoked
 * first, while it still exists.
 */
export async function removeStaff(
  deps: Pick<StaffDeps, 'directory' | 'access' | 'activity' | 'now'>,
  id: string,
  actor?: Actor,
): Promise<void> {
  const account = await existing(deps, id);
  await keepAnAdministrator(deps, account);
  await recordAccess(deps, account, 'removed');
  await deps.directory.signOut(id);
  await deps.directory.remove(id);
  await record(deps, actor, 'deleted', shown(account));
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

/** The signed-in member's own preferences (their access row; review emails on unless turned off). */
export async function getPreferences(
  deps: Pick<StaffDeps, 'access'>,
  sub: string,
): Promise<StaffPreferences> {
  const row = await deps.access.get(sub);
  return { review_emails: row?.review_emails ?? true };
}

/** Sets the signed-in member's own preferences. */
export async function setPreferences(
  deps: Pick<StaffDeps, 'access'>,
  member: { sub: string; role: StaffRole },
  input: StaffPreferences,
): Promise<StaffPreferences> {
  await deps.access.setReviewEmails(member.sub, member.role, input.review_emails);
  return getPreferences(deps, member.sub);
}
