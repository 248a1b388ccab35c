/**
 * The newsletter's messages on the email queue (fan-out pages, recipient batches, tests), sent
 * ten to a SendMessageBatch call. Throws when SQS refuses any of them: the caller's message is then
 * retried, and what it queued twice is harmless (deliveries are claimed one by one).
 */
import { newsletterQueueMessageSchema } from '@shared/schemas/newsletter-sends';
import { maxBatchEntries, sendMessageBatch } from '@functions/adapters/sqs-messages';
import type { NewsletterQueue } from '@functions/domain/newsletter/sends-ports';
import { config } from '@functions/lib/config';

export const newsletterQueue: NewsletterQueue = {
  async enqueue(messages) {
    for (let start = 0; start < messages.length; start += maxBatchEntries) {
      const entries = messages.slice(start, start + maxBatchEntries).map((message, index) => ({
        Id: String(index),
        MessageBody: JSON.stringify(newsletterQueueMessageSchema.parse(message)),
      }));
      const failed = await sendMessageBatch(config().queues.email, entries);
      if (failed.length > 0)
        throw new Error(`The email queue refused ${failed.length} newsletter messages`);
    }
  },
};
