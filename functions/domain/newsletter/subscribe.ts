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
import {
  confirmationLifetimeMs,
  confirmationLink,
  issueToken,
  linkIdHash,
} from '@functions/domain/newsletter/newsletter-tokens';
import type { MacSigner } from '@functions/domain/previews/preview-ports';
import { RateLimitError } from '@functions/domain/errors';
import {
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
  // Both limits in one write (all or none): the client's, then the address's daily mails.
  const rule = newsletterRateLimit(deps.limit);
  const window = fixedWindow(now, rule.windowSeconds);
  const today = fixedWindow(now, day);
  const clientCount = {
    bucket: rateLimitBucket(rule, client),
    windowStart: window.start,
    limit: rule.limit,
    expiresAt: window.end,
  };
  const full = await deps.rateLimits.incrementAll([
    clientCount,
    {
      bucket: rateLimitBucket(addressRule, input.email),
      windowStart: today.start,
      limit: confirmationMailsPerDay,
      expiresAt: today.end,
    },
  ]);
  if (full === 0) throw new RateLimitError(rule.message);
  if (full === 1) {
    // Over the address's daily mails, nothing is written or sent, and the answer is the usual
    // one: a 429 here would tell anyone that this address signed up today. The pending row (and
    // the link already mailed) stay as they are, so the person can still confirm. The attempt
    // still counts against the client (nothing was counted in the refused write).
    if (
      !(await deps.rateLimits.increment(clientCount.bucket, window.start, rule.limit, window.end))
    )
      throw new RateLimitError(rule.message);
    return { message: subscribedMessage };
  }
  const tokenId = randomUUID();
  // Stored first: a mail that cannot be queued never loses the sign-up.
  if (!(await deps.subscribers.putPending(input.email, tokenId, now, input.attribution)))
    return { message: subscribedMessage };
  const expiresAt = new Date(now.getTime() + confirmationLifetimeMs);
  // One MAC per sign-up for both of the mail's links; only the confirm link carries the id
  // that confirms (newsletter-tokens.ts).
  const token = await issueToken(deps.signer, {
    p: 'subscribe',
    e: input.email,
    h: linkIdHash(tokenId),
    x: Math.floor(expiresAt.getTime() / 1000),
  });
  try {
    await deps.mail.enqueue({
      kind: 'newsletter-confirmation',
      // One link, one mail, however often the message is delivered.
      key: `newsletter-confirmation#${tokenId}`,
      to: input.email,
      confirmToken: confirmationLink(token, tokenId),
      unsubscribeToken: token,
      expiresAt: expiresAt.toISOString(),
    });
  } catch (error) {
    // The pending row is stored; signing up again queues a fresh link. Answering with an error
    // here would invite a retry that the rate limit may refuse, for no gain.
    deps.onEnqueueFailure(error);
  }
  return { message: subscribedMessage };
}
