/**
 * The staff invitation e-mail (DESIGN.md section 12, deviation 12: administrators invite staff).
 * Staff management creates the Cognito user (Cognito itself sends nothing), then calls this: the
 * mail goes through the email queue like every other (retries, dead-letter queue). The message
 * holds no password: the email worker sets the temporary one when it sends (deliver-email.ts).
 */
import { randomUUID } from 'node:crypto';
import type { EmailJobs } from '@functions/domain/email/email-ports';
import type { StaffInvitation } from '@functions/domain/staff/staff-ports';

/**
 * Queues the invitation mail. Each call is its own mail (a new key: sending an invitation again
 * mails again, with a new temporary password); a redelivery of one message sends it once.
 */
export async function sendStaffInvitation(
  jobs: EmailJobs,
  invitation: StaffInvitation,
): Promise<void> {
  await jobs.enqueue({
    kind: 'staff-invitation',
    key: `staff-invitation#${invitation.email.toLowerCase()}#${randomUUID()}`,
    to: invitation.email,
    role: invitation.role,
    ...(invitation.invitedBy ? { invitedBy: invitation.invitedBy } : {}),
  });
}
