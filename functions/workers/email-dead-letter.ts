/**
 * Consumer of the email dead-letter queue: a newsletter message that used up its deliveries ends
 * its part of the send (its recipients counted failed, or the send failed when a fan-out page
 * could not go on), so a send never stays "Sending" for ever. Other mail (a contact notification,
 * a confirmation) is kept where it is about already; the queue's alarm tells the staff.
 */
import * as z from 'zod';
import { emailJobSchema } from '@shared/schemas/email';
import { newsletterQueueMessageSchema } from '@shared/schemas/newsletter-sends';
import { abandonMessage } from '@functions/domain/newsletter/delivery';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { sendStore } from '@functions/wiring/newsletter';

export const handler = sqsBatchHandler({
  schema: z.union([emailJobSchema, newsletterQueueMessageSchema]),
  kind: 'email',
  deps: () => ({ sends: sendStore, now: () => new Date() }),
  async handle(deps, job, record) {
    // The kind and count only: addresses stay out of the logs.
    const failed = await abandonMessage(deps, job);
    logger.warn('Email message dead-lettered', {
      messageId: record.messageId,
      kind: job.kind,
      failed,
    });
  },
});
