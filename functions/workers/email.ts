/**
 * Consumer of the email queue (issue 22): renders and sends each queued mail once (contact
 * notifications, newsletter confirmations, staff invitations). A record that throws (SES refused
 * or was unreachable) is reported failed (ReportBatchItemFailures) and redelivered, then moves to
 * the dead-letter queue, whose alarm tells the staff; what the mail was about is stored already.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { emailJobSchema } from '@shared/schemas/email';
import { deliverEmail } from '@functions/domain/email/deliver-email';
import { logger } from '@functions/lib/logger';
import { parseQueueMessage } from '@functions/lib/queue-message';
import { deliverEmailDeps } from '@functions/wiring/email';

async function handleRecord(record: SQSRecord): Promise<void> {
  const job = parseQueueMessage(record, emailJobSchema, 'email');
  if (!job) return;
  const outcome = await deliverEmail(deliverEmailDeps(), job);
  // The kind and outcome only: addresses stay out of the logs.
  logger.info('Email job handled', { messageId: record.messageId, kind: job.kind, outcome });
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(event, handleRecord, processor, {
    context,
    throwOnFullBatchFailure: false,
  });
}
