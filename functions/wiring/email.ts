/**
 * The email domain's wiring: SES, the `mail` table (sent markers, suppressions), the email queue
 * the site's words (brand, origin, staff inbox) from the configuration, and the user pool, where
 * a staff invitation's temporary password is set when it is sent.
 */
import { emailJobs as queue } from '@functions/adapters/email-queue';
import { sentMarkers, suppressions } from '@functions/adapters/repositories/mail-repository';
import { sendRate } from '@functions/adapters/repositories/newsletters-repository';
import { sesMailer } from '@functions/adapters/ses-mailer';
import { invitationPasswords } from '@functions/adapters/staff-directory';
import type { DeliverEmailDeps } from '@functions/domain/email/deliver-email';
import type { EmailJobs } from '@functions/domain/email/email-ports';
import { config } from '@functions/lib/config';

/** What the email worker needs. */
export function deliverEmailDeps(): DeliverEmailDeps {
  const { site, mail, newsletter } = config();
  return {
    sender: sesMailer,
    markers: sentMarkers,
    suppressions,
    passwords: invitationPasswords,
    // One rate for every mail of the stage (the newsletter's setting names it).
    rate: sendRate,
    ratePerSecond: newsletter.ratePerSecond,
    site: {
      brandName: site.brandName,
      origin: site.publicOrigin,
      staffRecipients: mail.staffRecipients,
    },
    now: () => new Date(),
  };
}

/** What the SES feedback handler needs. */
export const feedbackDeps = { suppressions, now: () => new Date() };

/** The email queue, for domains that send mail (contacts, newsletter, staff invitations). */
export const emailJobs: EmailJobs = queue;
