/**
 * The invitation sender until the e-mail pipeline's `staff-invitation` message exists: it records
 * the invitation in the log. The invitee is not left uninformed meanwhile: the user pool itself
 * sends them the temporary password (Cognito's invitation message in AWS, printed by the sandbox's
 * Cognito locally, as it prints sign-up codes). Swap this for the pipeline's sender in
 * functions/wiring/staff.ts when it lands.
 */
import type { InvitationSender } from '@functions/domain/staff/staff-ports';
import { logger } from '@functions/lib/logger';

export const loggedInvitations: InvitationSender = {
  async send(invitation) {
    // The address is staff's own and already in the pool; the password is never logged here.
    logger.info('Staff invitation', { email: invitation.email, role: invitation.role });
  },
};
