/**
 * Staff access as administrators last set it: a member's role, whether the account is
 * active, disabled or removed, and whether an administrator's invitation admitted it. The admin
 * guard compares each request's token with it, so an administrator's change ends the old access
 * on the member's next request instead of when their ID token expires (an hour in AWS).
 *
 * Why a row per member rather than a revocation time compared with the token's `iat`: both cost
 * one GetItem per admin request (the guard must learn something about the caller either way), but
 * a revocation time has a one-second resolution (`iat` is whole seconds), so a member who signs
 * in again in the second of the change would be refused or an old token of that second admitted;
 * the row says what the token must match, which no clock can blur. Asking Cognito instead
 * (AdminGetUser + AdminListGroupsForUser) would cost two calls against the pool's shared request
 * quota on every request.
 */
import type { StaffRole } from '@shared/rules/staff-roles';

export type StaffAccessStatus = 'active' | 'disabled' | 'removed';

/** One member's access row. */
export interface StaffAccess {
  /** The account's Cognito `sub`, as its ID tokens carry it. */
  sub: string;
  role: StaffRole;
  status: StaffAccessStatus;
  /**
   * An administrator created the account by inviting it: the invitation is the authorisation, so
   * the stage's allow-list (which governs self sign-up) does not apply to it.
   */
  invited: boolean;
  changed_at: string;
  /** The member's own "Review emails" preference; absent means on. */
  review_emails?: boolean;
}

/** The access rows (functions/adapters/repositories/access-repository.ts). */
export interface StaffAccessRecords {
  /** The member's row; undefined for an account no administrator invited or changed. */
  get(sub: string): Promise<StaffAccess | undefined>;
  /** Writes the row of a new invitee (active, invited). */
  invited(sub: string, role: StaffRole, at: string): Promise<void>;
  /** Writes a member's new role and status, keeping whether they were invited. */
  changed(sub: string, access: Pick<StaffAccess, 'role' | 'status'>, at: string): Promise<void>;
  /**
   * Sets the member's review-mail preference. A member without a row (self sign-up, the seeded
   * administrator) gets one that grants what no row grants: active in `role`, not invited.
   */
  setReviewEmails(sub: string, role: StaffRole, on: boolean): Promise<void>;
}

/**
 * What a verified token of `role` is worth against the member's row: `changed` when an
 * administrator has since changed the role, disabled or removed the account (the token predates
 * that: sign in again), `invited` when an invitation admitted it, `unlisted` when no row says so
 * and the allow-list must (self sign-up, the seeded administrator).
 */
export function accessOf(
  row: StaffAccess | undefined,
  role: StaffRole,
): 'changed' | 'invited' | 'unlisted' {
  if (!row) return 'unlisted';
  if (row.status !== 'active' || row.role !== role) return 'changed';
  return row.invited ? 'invited' : 'unlisted';
}
