/**
 * The newsletter's messages on the email queue (fan-out pages, recipient batches, tests), sent
 * ten to a SendMessageBatch call. Throws when SQS refuses any of them: the caller's message is then
 * retried, and what it queued twice is harmless (deliveries are claimed one by one).
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { newsletterQueueMessageSchema } from '@shared/schemas/newsletter-sends';
import { sqsClient } from '@functions/adapters/aws-clients';
import type { NewsletterQueue } from '@functions/domain/newsletter/sends-ports';
import { config } from '@functions/lib/config';

/** SQS's most entries per SendMessageBatch. */
const perCall = 10;

export const newsletterQueue: NewsletterQueue = {
  async enqueue(messages) {
    for (let start = 0; start < messages.length; start += perCall) {
      const entries = messages.slice(start, start + perCall).map((message, index) => ({
        Id: String(index),
        MessageBody: JSON.stringify(newsletterQueueMessageSchema.parse(message)),
      }));
      const { Failed = [] } = await sqsClient().send(
        new SendMessageBatchCommand({ QueueUrl: config().queues.email, Entries: entries }),
      );
      if (Failed.length > 0)
        throw new Error(`The email queue refused ${Failed.length} newsletter messages`);
    }
  },
};
