/**
 * The email worker's one step: render a queued job and send it, once. The job's key is claimed
 * with a conditional write before sending, so a redelivered (or twice-queued) message finds the
 * claim and sends nothing; a failed send gives the claim back and throws, so the queue retries and
 * finally parks the message in its dead-letter queue. Suppressed addresses (hard bounces,
 * complaints) are dropped before sending.
 */
import { temporaryPasswordValidityDays } from '@shared/rules/password-policy';
import type { EmailJob } from '@shared/schemas/email';
import type {
  MailSender,
  OutgoingMail,
  SendRate,
  SentMarkers,
  Suppressions,
  TemporaryPasswords,
} from '@functions/domain/email/email-ports';
import {
  recipientsOf,
  renderEmail,
  renderStaffInvitation,
  type MailSite,
} from '@functions/domain/email/templates';

export interface DeliverEmailDeps {
  sender: MailSender;
  markers: SentMarkers;
  suppressions: Suppressions;
  /** Where a staff invitation's temporary password is set. */
  passwords: TemporaryPasswords;
  /**
   * The stage's SES rate, which a newsletter send may be filling: a mail takes its share like
   * every batch, so a confirmation or an invitation waits a moment instead of being throttled by
   * SES and coming back only after the queue's visibility timeout.
   */
  rate: SendRate;
  ratePerSecond: number;
  site: MailSite;
  now: () => Date;
}

/** What became of a job. `not-invited`: an invitation whose account is gone or signed in already. */
export type DeliveryOutcome = 'sent' | 'duplicate' | 'suppressed' | 'no-recipient' | 'not-invited';

const dayMs = 24 * 60 * 60 * 1000;

export async function deliverEmail(
  deps: DeliverEmailDeps,
  job: EmailJob,
): Promise<DeliveryOutcome> {
  const to = recipientsOf(deps.site, job);
  if (to.length === 0) return 'no-recipient';
  const suppressed = await deps.suppressions.suppressedOf(to);
  const allowed = to.filter((address) => !suppressed.has(address));
  if (allowed.length === 0) return 'suppressed';
  if (!(await deps.markers.claim(job.key, deps.now()))) return 'duplicate';
  try {
    const mail = await compose(deps, job);
    // The claim stays: a redelivery would find the same account, with nothing to invite.
    if (!mail) return 'not-invited';
    await deps.rate.take(allowed.length, deps.ratePerSecond);
    await deps.sender.send({ ...mail, to: allowed });
  } catch (error) {
    await deps.markers.release(job.key);
    throw error;
  }
  return 'sent';
}

/**
 * The message a claimed job stands for. A staff invitation's temporary password is set here,
 * after the claim, rather than when the invitation is queued: no password ever rests in a queue
 * message (or in the dead-letter queue, for days), and it is set once per claim, so a redelivered
 * message never replaces the password of a mail already sent. A failed send gives the claim back;
 * its retry sets another password and mails that one (the earlier one reached no one).
 */
async function compose(deps: DeliverEmailDeps, job: EmailJob): Promise<OutgoingMail | undefined> {
  if (job.kind !== 'staff-invitation') return renderEmail(deps.site, job);
  const temporaryPassword = await deps.passwords.issue(job.to);
  if (!temporaryPassword) return undefined;
  const expiresAt = new Date(deps.now().getTime() + temporaryPasswordValidityDays * dayMs);
  return renderStaffInvitation(deps.site, job, { temporaryPassword, expiresAt });
}
