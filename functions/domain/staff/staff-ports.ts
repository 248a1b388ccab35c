/**
 * What the staff domain needs from the outside: the user pool holding the accounts and their role
 * groups (Cognito: functions/adapters/staff-directory.ts) and a way to tell an invitee.
 */
import type { StaffRole } from '@shared/rules/staff-roles';
import type { StaffMember } from '@shared/schemas/staff';

/** The staff accounts and their roles. */
export interface StaffDirectory {
  /** Every account holding a role, oldest first. */
  list(): Promise<StaffMember[]>;
  /** One account with its role; undefined when unknown or holding no role. */
  get(id: string): Promise<StaffMember | undefined>;
  /**
   * Creates an account with a temporary password the invitee must replace on first sign-in, in
   * the role's group; `exists` when the address has an account already.
   */
  create(email: string, role: StaffRole): Promise<StaffMember | 'exists'>;
  /** Moves an account to the role's group, out of every other role group. */
  setRole(id: string, role: StaffRole): Promise<void>;
  setEnabled(id: string, enabled: boolean): Promise<void>;
  remove(id: string): Promise<void>;
}

/** An invitation to tell the invitee about. */
export interface StaffInvitation {
  email: string;
  role: StaffRole;
}

/**
 * Tells an invitee they have an account. The temporary password itself is delivered by the user
 * pool (Cognito's invitation message in AWS; printed by the sandbox's Cognito, as it prints
 * sign-up codes), so this port never holds it: it is where the e-mail pipeline's
 * `staff-invitation` message plugs in (the role, where to sign in), beside Cognito's message.
 */
export interface InvitationSender {
  send(invitation: StaffInvitation): Promise<void>;
}
