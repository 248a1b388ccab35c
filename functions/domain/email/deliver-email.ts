/**
 * The email worker's one step: render a queued job and send it, once. The job's key is claimed
 * with a conditional write before sending, so a redelivered (or twice-queued) message finds the
 * claim and sends nothing; a failed send gives the claim back and throws, so the queue retries and
 * finally parks the message in its dead-letter queue. Suppressed addresses (hard bounces,
 * complaints) are dropped before sending.
 */
import type { EmailJob } from '@shared/schemas/email';
import type { MailSender, SentMarkers, Suppressions } from '@functions/domain/email/email-ports';
import { renderEmail, type MailSite } from '@functions/domain/email/templates';

export interface DeliverEmailDeps {
  sender: MailSender;
  markers: SentMarkers;
  suppressions: Suppressions;
  site: MailSite;
  now: () => Date;
}

/** What became of a job. */
export type DeliveryOutcome = 'sent' | 'duplicate' | 'suppressed' | 'no-recipient';

export async function deliverEmail(
  deps: DeliverEmailDeps,
  job: EmailJob,
): Promise<DeliveryOutcome> {
  const mail = renderEmail(deps.site, job);
  const allowed: string[] = [];
  for (const address of mail.to) {
    if (!(await deps.suppressions.isSuppressed(address.toLowerCase()))) allowed.push(address);
  }
  if (mail.to.length === 0) return 'no-recipient';
  if (allowed.length === 0) return 'suppressed';
  if (!(await deps.markers.claim(job.key, deps.now()))) return 'duplicate';
  try {
    await deps.sender.send({ ...mail, to: allowed });
  } catch (error) {
    await deps.markers.release(job.key);
    throw error;
  }
  return 'sent';
}
