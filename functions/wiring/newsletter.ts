/** The newsletter domain's wiring: the subscribers table, the rate limit counters and the clock. */
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { subscriberRepository } from '@functions/adapters/repositories/subscribers-repository';
import type { SubscribeDeps } from '@functions/domain/newsletter/subscribe';
import { config } from '@functions/lib/config';

/** What subscribing needs; the limit is read from the configuration on each call. */
export function subscribeDeps(): SubscribeDeps {
  return {
    subscribers: subscriberRepository,
    rateLimits: rateLimitRepository,
    // The newsletter shares the contact form's per-client limit.
    limit: config().limits.contactPerWindow,
    now: () => new Date(),
  };
}
