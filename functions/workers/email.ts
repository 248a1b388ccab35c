/**
 * Consumer of the email queue: renders and sends each queued mail once (contact
 * notifications, newsletter confirmations, staff invitations), and carries out newsletter sends
 * (a fan-out page, a batch of recipients, a test: functions/domain/newsletter/delivery.ts). A record
 * that throws (SES refused or was unreachable) is reported failed (ReportBatchItemFailures) and
 * redelivered, then moves to the dead-letter queue, whose alarm tells the staff; what the mail
 * was about is stored already.
 */
import * as z from 'zod';
import { emailJobSchema } from '@shared/schemas/email';
import { newsletterQueueMessageSchema } from '@shared/schemas/newsletter-sends';
import { deliverEmail } from '@functions/domain/email/deliver-email';
import { deliverBatch, deliverTest, fanOut } from '@functions/domain/newsletter/delivery';
import { sendIfAsked } from '@functions/domain/newsletter/sends';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { deliverEmailDeps } from '@functions/wiring/email';
import { deliveryDeps } from '@functions/wiring/newsletter';

export const handler = sqsBatchHandler({
  schema: z.union([emailJobSchema, newsletterQueueMessageSchema]),
  kind: 'email',
  deps: () => ({ mail: deliverEmailDeps(), newsletter: deliveryDeps() }),
  async handle(deps, job, record) {
    // The kind and outcome only: addresses stay out of the logs.
    switch (job.kind) {
      case 'newsletter-fanout':
        await fanOut(deps.newsletter, job);
        logger.info('Newsletter page fanned out', { messageId: record.messageId });
        return;
      case 'newsletter-batch': {
        const outcome = await deliverBatch(deps.newsletter, job);
        logger.info('Newsletter batch handled', { messageId: record.messageId, ...outcome });
        return;
      }
      case 'newsletter-on-publish': {
        const send = await sendIfAsked(deps.newsletter, job.article_id);
        logger.info('Newsletter on publish handled', { messageId: record.messageId, sent: !!send });
        return;
      }
      case 'newsletter-test':
        await deliverTest(deps.newsletter, job);
        logger.info('Newsletter test handled', { messageId: record.messageId });
        return;
      default: {
        const outcome = await deliverEmail(deps.mail, job);
        logger.info('Email job handled', { messageId: record.messageId, kind: job.kind, outcome });
      }
    }
  },
});
