/** The contacts domain's wiring: the submissions table, the rate limit counters, ids and clock. */
import { randomUUID } from 'node:crypto';
import { contactRepository } from '@functions/adapters/repositories/contacts-repository';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import type { SubmitContactDeps } from '@functions/domain/contacts/submit-contact';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';
import { leadReporter } from '@functions/wiring/analytics';
import { emailJobs } from '@functions/wiring/email';

/** Where the admin's contact calls read and write. */
export const contactStore: ContactStore = contactRepository;

/** What a public submission needs; the limit is read from the configuration on each call. */
export function submitContactDeps(): SubmitContactDeps {
  return {
    contacts: contactRepository,
    rateLimits: rateLimitRepository,
    limit: config().limits.contactPerWindow,
    newId: () => randomUUID(),
    now: () => new Date(),
    mail: emailJobs,
    onEnqueueFailure: (error) =>
      logger.error('Failed to queue a contact notification', { error: error as Error }),
    leads: leadReporter,
  };
}
