/**
 * The footer's newsletter field (DESIGN.md section 12, deviation 7): one subscription per address,
 * so subscribing twice is one record and the same friendly answer. Same anti-automation as the
 * contact form: a honeypot and a per-client limit.
 */
import type { NewsletterSubscribeInput, SubscriberRecord } from '@shared/schemas/newsletter';
import {
  enforceRateLimit,
  formWindowSeconds,
  type RateLimitCounter,
  type RateLimitRule,
} from '@functions/domain/rate-limit/rate-limit';

/** Stored subscriptions. */
export interface SubscriberStore {
  /** Stores a subscription unless the address already has one; resolves to whether it was new. */
  addIfAbsent(record: SubscriberRecord): Promise<boolean>;
}

/**
 * The answer to every accepted subscription, new or repeated: the same words either way, so the
 * field cannot be used to learn who is subscribed.
 */
export const subscribedMessage =
  "Thanks for subscribing! You're on the list for our next newsletter.";

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

export interface SubscribeDeps {
  subscribers: SubscriberStore;
  rateLimits: RateLimitCounter;
  limit: number;
  now: () => Date;
}

/** Subscribes an address (already trimmed and lower-cased by the schema); idempotent. */
export async function subscribe(
  deps: SubscribeDeps,
  input: NewsletterSubscribeInput,
  client: string,
): Promise<{ message: string }> {
  if (input.website?.trim()) return { message: subscribedMessage };
  const now = deps.now();
  await enforceRateLimit(deps.rateLimits, newsletterRateLimit(deps.limit), client, now);
  await deps.subscribers.addIfAbsent({ email: input.email, created_at: now.toISOString() });
  return { message: subscribedMessage };
}
