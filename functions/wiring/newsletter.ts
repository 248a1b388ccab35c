/**
 * The newsletter domain's wiring: the subscribers table, the rate limit counters, the newsletter's
 * signing key, the email queue and the clock.
 */
import { emailJobs } from '@functions/adapters/email-queue';
import { newsletterSigner } from '@functions/adapters/newsletter-signer';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import { subscriberRepository } from '@functions/adapters/repositories/subscribers-repository';
import { leadReporter } from '@functions/wiring/analytics';
import type { NewsletterLinkDeps } from '@functions/domain/newsletter/newsletter-links';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';
import type { SubscribeDeps } from '@functions/domain/newsletter/subscribe';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

/** What subscribing needs; the limit is read from the configuration on each call. */
export function subscribeDeps(): SubscribeDeps {
  return {
    subscribers: subscriberRepository,
    rateLimits: rateLimitRepository,
    signer: newsletterSigner(),
    mail: emailJobs,
    onEnqueueFailure: (error) =>
      logger.error('Failed to queue a newsletter confirmation', { error: error as Error }),
    // The newsletter shares the contact form's per-client limit.
    limit: config().limits.contactPerWindow,
    now: () => new Date(),
  };
}

/** What the e-mailed links (confirm, unsubscribe) need. */
export function newsletterLinkDeps(): NewsletterLinkDeps {
  return {
    subscribers: subscriberRepository,
    signer: newsletterSigner(),
    now: () => new Date(),
    leads: leadReporter,
  };
}

/** Where the admin's subscriber calls read and write. */
export const subscriberStore: SubscriberStore = subscriberRepository;
