/**
 * Consumer of the images queue (issue 21, item 3): one message per verified upload; the media
 * domain makes its responsive variants and records them. A record that throws is reported failed
 * (ReportBatchItemFailures) and redelivered, then moves to the dead-letter queue; the page keeps
 * the original meanwhile. A malformed message can never succeed, so it is logged and dropped.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { imageJobSchema } from '@shared/schemas/media';
import { processImage } from '@functions/domain/media/process-image';
import { logger } from '@functions/lib/logger';
import { parseQueueMessage } from '@functions/lib/queue-message';
import { processImageDeps } from '@functions/wiring/media';

async function handleRecord(record: SQSRecord): Promise<void> {
  const job = parseQueueMessage(record, imageJobSchema, 'image');
  if (!job) return;
  const outcome = await processImage(processImageDeps, job.key, {
    ...(job.name ? { name: job.name } : {}),
    ...(job.uploadedBy ? { uploadedBy: job.uploadedBy } : {}),
  });
  logger.info('Image job handled', { messageId: record.messageId, key: job.key, ...outcome });
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  // One processor per invocation: the sandbox runs several invocations at once in one process.
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(event, handleRecord, processor, {
    context,
    throwOnFullBatchFailure: false,
  });
}
