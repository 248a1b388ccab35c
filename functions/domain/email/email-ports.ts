/**
 * What sending e-mail needs, said without AWS words. Adapters: SES (the local SES emulator in the
 * sandbox), the `mail` table (sent markers, suppressed addresses) and the `email` queue.
 */
import type { EmailJob } from '@shared/schemas/email';

/** One message ready to send. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo?: string[];
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: { name: string; value: string }[];
  /** Message tags SES hands back on the message's events (a newsletter's `send_id`). */
  tags?: { name: string; value: string }[];
}

/** Sends one message; throws when the provider refuses it (the queue retries). */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The stage's SES send rate, shared by every mail of every worker (SES counts recipients per
 * second across the account): newsletter batches and single mails alike take from it.
 */
export interface SendRate {
  /** Resolves once `count` messages may go out now; waits for the next window when it is full. */
  take(count: number, perSecond: number): Promise<void>;
}

/**
 * Marks keyed by the mail they stand for. `claim` is a conditional write: only the first claim
 * of a key succeeds, so a redelivered message sends nothing twice.
 */
export interface SentMarkers {
  /** True when this call made the claim; false when the key was already claimed. */
  claim(key: string, at: Date): Promise<boolean>;
  /** Gives a claim back after the send failed, so the retry may send. */
  release(key: string): Promise<void>;
}

/** Addresses that bounced for good or complained: nothing is sent to them again. */
export interface Suppressions {
  /** Which of these addresses are suppressed (as given, compared without case): one read. */
  suppressedOf(addresses: readonly string[]): Promise<Set<string>>;
  suppress(address: string, reason: SuppressionReason, at: Date): Promise<void>;
}

export type SuppressionReason = 'bounce' | 'complaint';

/** Queues one e-mail for the email worker. */
export interface EmailJobs {
  enqueue(job: EmailJob): Promise<void>;
}

/**
 * The temporary passwords of invited staff (the user pool in AWS, the sandbox's Cognito locally).
 * The invitation mail's password is made here at send time, never carried by the queue.
 */
export interface TemporaryPasswords {
  /**
   * Sets a fresh temporary password on the account of `address` (replacing any earlier one) and
   * answers it; undefined when there is nothing to invite: no such account, or one that has
   * chosen its own password already.
   */
  issue(address: string): Promise<string | undefined>;
}
