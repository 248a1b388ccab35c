/**
 * Consumer of the email queue: renders and sends each queued mail once (contact
 * notifications, newsletter confirmations, staff invitations). A record that throws (SES refused
 * or was unreachable) is reported failed (ReportBatchItemFailures) and redelivered, then moves to
 * the dead-letter queue, whose alarm tells the staff; what the mail was about is stored already.
 */
import { emailJobSchema } from '@shared/schemas/email';
import { deliverEmail } from '@functions/domain/email/deliver-email';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { deliverEmailDeps } from '@functions/wiring/email';

export const handler = sqsBatchHandler({
  schema: emailJobSchema,
  kind: 'email',
  deps: () => deliverEmailDeps(),
  async handle(deps, job, record) {
    const outcome = await deliverEmail(deps, job);
    // The kind and outcome only: addresses stay out of the logs.
    logger.info('Email job handled', { messageId: record.messageId, kind: job.kind, outcome });
  },
});
