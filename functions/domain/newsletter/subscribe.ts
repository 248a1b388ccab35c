/**
 * The footer's newsletter field (DESIGN.md section 12, deviations 7 and 13): double opt-in. A
 * sign-up stores a pending subscription, then queues the confirmation mail (a signed link that
 * works for 48 hours, and an unsubscribe link); only a confirmed subscription counts. Subscribing
 * again while pending sends a fresh link (the older one stops working); a confirmed address gets
 * no mail. Every accepted sign-up gets the same answer, so the field cannot tell who is subscribed.
 * Same anti-automation as the contact form: a honeypot and a per-client limit; and at most
 * {@link confirmationMailsPerDay} confirmation mails per address per day, so the form cannot be
 * used to flood someone's inbox from many connections.
 */
import { randomUUID } from 'node:crypto';
import type { NewsletterSubscribeInput } from '@shared/schemas/newsletter';
import type { EmailJobs } from '@functions/domain/email/email-ports';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';
import { confirmationLifetimeMs, issueToken } from '@functions/domain/newsletter/newsletter-tokens';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import {
  enforceRateLimit,
  fixedWindow,
  formWindowSeconds,
  rateLimitBucket,
  type RateLimitCounter,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';

export type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';

/** The answer to every accepted subscription, new or repeated. */
export const subscribedMessage =
  'Thanks for subscribing! Please check your inbox and confirm your address to join the list.';

/** Message of the 429 answer when a client tries too many addresses. */
export const newsletterRateLimitedMessage =
  'Too many sign-up attempts from your connection. Please wait a few minutes and try again.';

/** The newsletter's rate limit: `limit` attempts per client per ten minutes. */
export function newsletterRateLimit(limit: number): RateLimitRule {
  return {
    name: 'newsletter',
    limit,
    windowSeconds: formWindowSeconds,
    message: newsletterRateLimitedMessage,
  };
}

/** Confirmation mails an address receives at most per day (UTC). */
export const confirmationMailsPerDay = 3;

/** The per-address counter: by a hash of the address, like the per-client ones. */
const addressRule = { name: 'newsletter-mail' } as const;
const day = 24 * 60 * 60;

export interface SubscribeDeps {
  subscribers: Pick<SubscriberStore, 'putPending'>;
  rateLimits: RateLimitCounter;
  signer: MacSigner;
  mail: EmailJobs;
  /** Called when the confirmation could not be queued (the subscription is stored regardless). */
  onEnqueueFailure: (error: unknown) => void;
  limit: number;
  now: () => Date;
}

/** Subscribes an address (already trimmed and lower-cased by the schema). */
export async function subscribe(
  deps: SubscribeDeps,
  input: NewsletterSubscribeInput,
  client: string,
): Promise<{ message: string }> {
  if (input.website?.trim()) return { message: subscribedMessage };
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, newsletterRateLimit(deps.limit), client, now);
  // Over the address's daily mails, nothing is written or sent, and the answer is the usual one:
  // a 429 here would tell anyone that this address signed up today. The pending row (and the
  // link already mailed) stay as they are, so the person can still confirm.
  const today = fixedWindow(now, day);
  const mayMail = await deps.rateLimits.increment(
    rateLimitBucket(addressRule, input.email),
    today.start,
    confirmationMailsPerDay,
    today.end,
  );
  if (!mayMail) return { message: subscribedMessage };
  const tokenId = randomUUID();
  // Stored first: a mail that cannot be queued never loses the sign-up.
  if (!(await deps.subscribers.putPending(input.email, tokenId, now, input.attribution)))
    return { message: subscribedMessage };
  const expiresAt = new Date(now.getTime() + confirmationLifetimeMs);
  const [confirmToken, unsubscribeToken] = await Promise.all([
    issueToken(deps.signer, {
      p: 'confirm',
      e: input.email,
      i: tokenId,
      x: Math.floor(expiresAt.getTime() / 1000),
    }),
    issueToken(deps.signer, { p: 'unsubscribe', e: input.email }),
  ]);
  try {
    await deps.mail.enqueue({
      kind: 'newsletter-confirmation',
      // One link, one mail, however often the message is delivered.
      key: `newsletter-confirmation#${tokenId}`,
      to: input.email,
      confirmToken,
      unsubscribeToken,
      expiresAt: expiresAt.toISOString(),
    });
  } catch (error) {
    // The pending row is stored; signing up again queues a fresh link. Answering with an error
    // here would invite a retry that the rate limit may refuse, for no gain.
    deps.onEnqueueFailure(error);
  }
  return { message: subscribedMessage };
}
