/**
 * Consumer of the generation queue: one message per article item or page (DESIGN.md section 7).
 * Partial batch responses (ReportBatchItemFailures): a record that throws is reported failed and
 * redelivered by SQS; the others are deleted. A malformed message can never succeed, so it is
 * logged and dropped instead of cycling to the dead-letter queue.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { generationMessageSchema } from '@shared/schemas/generation';
import {
  processGenerationMessage,
  type ProcessDeps,
} from '@functions/domain/generation/process-item';
import { logger } from '@functions/lib/logger';
import { parseQueueMessage } from '@functions/lib/queue-message';
import { generationDeps } from '@functions/wiring/generation';

/** Parses a record's body; undefined (and logged) when it is not a generation message. */
export function parseGenerationRecord(record: SQSRecord) {
  return parseQueueMessage(record, generationMessageSchema, 'generation');
}

async function handleRecord(deps: ProcessDeps, record: SQSRecord): Promise<void> {
  const message = parseGenerationRecord(record);
  if (!message) return;
  const outcome = await processGenerationMessage(deps, message, { messageId: record.messageId });
  logger.info('Generation message handled', {
    messageId: record.messageId,
    receiveCount: record.attributes?.ApproximateReceiveCount,
    ...message,
    outcome,
  });
}

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  // One processor per invocation: the sandbox runs several invocations at once in one process.
  const processor = new BatchProcessor(EventType.SQS);
  const deps = generationDeps(context);
  return processPartialResponse(
    event,
    (record: SQSRecord) => handleRecord(deps, record),
    processor,
    {
      context,
      throwOnFullBatchFailure: false,
    },
  );
}
