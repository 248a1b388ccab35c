/**
 * What the staff domain needs from the outside: the user pool holding the accounts and their role
 * groups (Cognito: functions/adapters/staff-directory.ts) and a way to tell an invitee (the
 * e-mail pipeline).
 */
import type { StaffRole } from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';

/** A member as the directory holds them: with the `sub` their ID tokens carry. */
export type StaffAccount = StaffMember & { sub: string };

/** The staff accounts and their roles. */
export interface StaffDirectory {
  /** Every account holding a role, oldest first. */
  list(): Promise<StaffMember[]>;
  /** Every account holding a role, with its `sub` (the key of its access row), oldest first. */
  accounts(): Promise<StaffAccount[]>;
  /** One account with its role; undefined when unknown or holding no role. */
  get(id: string): Promise<StaffAccount | undefined>;
  /**
   * Creates an account that must choose its own password on first sign-in, in the role's group,
   * telling no one (the invitation mail does); `exists` when the address has an account already.
   */
  create(email: string, role: StaffRole): Promise<StaffAccount | 'exists'>;
  /** Moves an account to the role's group, out of every other role group. */
  setRole(id: string, role: StaffRole): Promise<void>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  remove(id: string): Promise<void>;
  /** Revokes every refresh token of the account: no new ID token without signing in again. */
  signOut(id: string): Promise<void>;
  /** Whether the account signs in with a second factor (TOTP). */
  mfaEnabled(id: string): Promise<boolean>;
  /** Turns the account's TOTP off: it signs in with its password alone until it enrols again. */
  disableMfa(id: string): Promise<void>;
}

/** An invitation to tell the invitee about. */
export interface StaffInvitation {
  email: string;
  role: StaffRole;
  /** The inviting administrator's address. */
  invitedBy?: string;
}

/**
 * Tells an invitee they have an account and how to sign in: the e-mail pipeline's
 * `staff-invitation` mail (functions/domain/email/invite-staff.ts). The user pool sends nothing
 * itself; the temporary password is set when the mail is sent, so this port never holds one.
 */
export interface InvitationSender {
  send(invitation: StaffInvitation): Promise<void>;
}
