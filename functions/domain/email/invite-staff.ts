/**
 * The staff invitation e-mail (DESIGN.md section 12, deviation 12: administrators invite staff).
 * Staff management creates the Cognito user with a temporary password, then calls this: the mail
 * goes through the email queue like every other (retries, dead-letter queue). The temporary
 * password rides in the queue message, which SQS keeps encrypted and deletes once sent; Cognito
 * makes the user choose a new one at first sign-in.
 */
import { randomUUID } from 'node:crypto';
import type { EmailJobs } from '@functions/domain/email/email-ports';

export interface StaffInvitation {
  email: string;
  temporaryPassword: string;
  /** The admin portal's sign-in page (`${origin}/admin`). */
  signInUrl: string;
}

/** Queues the invitation mail; each call is its own mail (a re-invitation sends again). */
export async function sendStaffInvitation(
  jobs: EmailJobs,
  invitation: StaffInvitation,
): Promise<void> {
  await jobs.enqueue({
    kind: 'staff-invitation',
    key: `staff-invitation#${invitation.email.toLowerCase()}#${randomUUID()}`,
    to: invitation.email,
    temporaryPassword: invitation.temporaryPassword,
    signInUrl: invitation.signInUrl,
  });
}
