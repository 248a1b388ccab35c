/**
 * The newsletter domain's wiring: the subscribers table, the rate limit counters, the newsletter's
 * signing key, the email queue and the clock.
 */
import { emailJobs } from '@functions/adapters/email-queue';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import { newsletterQueue } from '@functions/adapters/newsletter-queue';
import { suppressions } from '@functions/adapters/repositories/mail-repository';
import {
  digestRepository,
  newsletterRepository,
  sendRate,
} from '@functions/adapters/repositories/newsletters-repository';
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import type { DigestDeps } from '@functions/domain/newsletter/digest';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { sesMailer } from '@functions/adapters/ses-mailer';
import type { DeliveryDeps } from '@functions/domain/newsletter/delivery';
import type { SendDeps } from '@functions/domain/newsletter/sends';
import type { ConfirmedSubscribers, SendStore } from '@functions/domain/newsletter/sends-ports';
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
    sends: newsletterRepository,
    now: () => new Date(),
    leads: leadReporter,
  };
}

/** Where the admin's subscriber calls read and write. */
export const subscriberStore: SubscriberStore = subscriberRepository;

/** Confirmed subscribers a page at a time, from the admin list's index. */
const confirmedSubscribers: ConfirmedSubscribers = {
  async page(cursor, limit) {
    const page = await subscriberRepository.list({ status: 'confirmed', cursor, limit });
    return {
      emails: page.items.map((item) => item.email),
      ...(page.nextCursor ? { next: page.nextCursor } : {}),
    };
  },
  async confirmedOf(emails) {
    const rows = await batchGetByKey(emails, {
      table: config().tables.subscribers,
      keyName: 'email',
      attributes: ['email', 'status'],
      consistent: true,
    });
    return new Set(
      rows.filter((row) => row.status === 'confirmed').map((row) => String(row.email)),
    );
  },
};

/** Where sends are kept. */
export const sendStore: SendStore = newsletterRepository;

/** What starting a send (or a test) needs. */
export function sendDeps(): SendDeps {
  return {
    sends: newsletterRepository,
    articles: articleRepository,
    queue: newsletterQueue,
    now: () => new Date(),
  };
}

/**
 * Reads each id once, however many callers ask (at once or later), for the life of the function
 * answered; a read that fails is not kept, so the next caller reads again.
 */
function readOnce<T>(read: (id: string) => Promise<T>): (id: string) => Promise<T> {
  const reads = new Map<string, Promise<T>>();
  return (id) => {
    let answer = reads.get(id);
    if (!answer) {
      answer = read(id);
      reads.set(id, answer);
      answer.catch(() => reads.delete(id));
    }
    return answer;
  };
}

/**
 * What the email worker needs for the newsletter's messages; the rate is the stage's setting.
 * Made once per invocation: its batches (ten of one send, most often) read the send and its
 * article once between them, rather than each batch twice. What a batch uses of them (the send's
 * article and campaign; the article's content) stays as read for the invocation's few seconds.
 */
export function deliveryDeps(): DeliveryDeps {
  const { site, newsletter } = config();
  return {
    sends: { ...newsletterRepository, get: readOnce((id) => newsletterRepository.get(id)) },
    articles: { get: readOnce((id) => articleRepository.get(id)) },
    subscribers: confirmedSubscribers,
    queue: newsletterQueue,
    suppressions,
    sender: sesMailer,
    signer: newsletterSigner(),
    rate: sendRate,
    ratePerSecond: newsletter.ratePerSecond,
    site: { brandName: site.brandName, origin: site.publicOrigin, staffRecipients: [] },
    now: () => new Date(),
  };
}

/** What the digest's Settings routes need: its settings row and the activity log. */
export function digestSettingsDeps() {
  return { digests: digestRepository, activity: activityRepository, now: () => new Date() };
}

/** What the weekly digest's scheduled run needs: its settings, the week's articles, the queue. */
export function digestDeps(): DigestDeps {
  return {
    digests: digestRepository,
    articles: articleRepository,
    sends: newsletterRepository,
    queue: newsletterQueue,
    brandName: config().site.brandName,
  };
}
