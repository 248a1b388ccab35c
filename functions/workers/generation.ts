/**
 * Consumer of the generation queue: one message per article item or page (DESIGN.md section 7).
 * Partial batch responses (ReportBatchItemFailures): a record that throws is reported failed and
 * redelivered by SQS; the others are deleted. A malformed message can never succeed, so it is
 * logged and dropped instead of cycling to the dead-letter queue.
 */
import type { Context, SQSRecord } from 'aws-lambda';
import { generationMessageSchema, type GenerationMessage } from '@shared/schemas/generation';
import {
  processGenerationMessage,
  type ProcessDeps,
} from '@functions/domain/generation/process-item';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { generationDeps } from '@functions/wiring/generation';

/**
 * The worker over the dependencies `deps` makes for each invocation: the wiring's in AWS and the
 * sandbox; a test's own (its content model, say) when it runs the worker in-process.
 */
export function generationWorker(deps: (context: Context | undefined) => ProcessDeps) {
  return sqsBatchHandler({
    schema: generationMessageSchema,
    kind: 'generation',
    deps,
    handle,
  });
}

async function handle(deps: ProcessDeps, message: GenerationMessage, record: SQSRecord) {
  const outcome = await processGenerationMessage(deps, message, { messageId: record.messageId });
  logger.info('Generation message handled', {
    messageId: record.messageId,
    receiveCount: record.attributes?.ApproximateReceiveCount,
    ...message,
    outcome,
  });
}

export const handler = generationWorker(generationDeps);
