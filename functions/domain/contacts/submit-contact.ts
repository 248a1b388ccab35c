/**
 * A visitor sends the contact form (public-site.md sections 5 and 7). The message is stored before
 * success is reported (DESIGN.md section 12, deviation 1); a filled honeypot is accepted without
 * storing anything, and each client may send a few messages per ten minutes (deviation 9).
 * Once stored, the staff inbox is notified through the email queue (deviation 13); the
 * notification is keyed by the submission, so one submission is one mail however often the
 * message is delivered. A queue that refuses loses nothing: the submission is stored and listed
 * in the admin, so the failure is logged (and alarms) and the visitor still hears of success.
 */
import { toContactRecord, type ContactForm } from '@shared/schemas/contact';
import type { LeadReporter } from '@functions/domain/analytics/analytics-ports';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import type { EmailJobs } from '@functions/domain/email/email-ports';
import {
  enforceRateLimit,
  formWindowSeconds,
  type RateLimitCounter,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';

/** Message of the 429 answer when a client sends too many messages. */
export const contactRateLimitedMessage =
  'Too many messages from your connection. Please wait a few minutes and try again, or e-mail us directly.';

/** The contact form's rate limit: `limit` messages per client per ten minutes. */
export function contactRateLimit(limit: number): RateLimitRule {
  return {
    name: 'contact',
    limit,
    windowSeconds: formWindowSeconds,
    message: contactRateLimitedMessage,
  };
}

export interface SubmitContactDeps {
  contacts: ContactStore;
  rateLimits: RateLimitCounter;
  /** Messages allowed per client per window. */
  limit: number;
  newId: () => string;
  now: () => Date;
  mail: EmailJobs;
  /** Called when the notification could not be queued (the submission is stored regardless). */
  onEnqueueFailure: (error: unknown) => void;
  /** Counts the lead (the analytics counters), once stored. */
  leads: LeadReporter;
}

/** What became of a submission: stored under `id`, or dropped as automated (honeypot). */
export type ContactSubmission = { stored: true; id: string } | { stored: false };

/**
 * Stores a contact form submission with status 'new'. `client` identifies the sender for the
 * rate limit (its address). Throws RateLimitError when the client is over the limit.
 */
export async function submitContact(
  deps: SubmitContactDeps,
  form: ContactForm,
  client: string,
): Promise<ContactSubmission> {
  // A person never sees the honeypot; answering a bot like a person teaches it nothing.
  if (form.website?.trim()) return { stored: false };
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, contactRateLimit(deps.limit), client, now);
  const record = toContactRecord(form, { id: deps.newId(), createdAt: now.toISOString() });
  await deps.contacts.add(record);
  // The inbox's notice and the lead's count are independent messages: sent side by side, so
  // the public request waits for one queue round trip, not two. Neither failure undoes the
  // stored submission (the reporter logs its own).
  const notify = deps.mail
    .enqueue({
      kind: 'contact-notification',
      key: `contact-notification#${record.id}`,
      contact: record,
    })
    .catch((error: unknown) => deps.onEnqueueFailure(error));
  await Promise.all([
    notify,
    deps.leads.report('contact', record.id, form.attribution, '/contact', now),
  ]);
  return { stored: true, id: record.id };
}
