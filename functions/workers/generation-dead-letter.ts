/**
 * Consumer of the generation dead-letter queue: a message that used up its deliveries marks its
 * item failed (or its page in error), so a batch always ends and the portal can offer Retry.
 */
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { processDeadLetter } from '@functions/domain/generation/process-dead-letter';
import { generationDeps } from '@functions/wiring/generation';
import { parseGenerationRecord } from './generation';

export async function handler(event: SQSEvent, context?: Context): Promise<SQSBatchResponse> {
  const processor = new BatchProcessor(EventType.SQS);
  const deps = generationDeps(context);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const message = parseGenerationRecord(record);
      if (message) await processDeadLetter(deps, message, { messageId: record.messageId });
    },
    processor,
    { context, throwOnFullBatchFailure: false },
  );
}
