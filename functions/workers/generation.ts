/**
 * Consumer of the generation queue: one message per article item or page (DESIGN.md section 7).
 * Partial batch responses (ReportBatchItemFailures): a record that throws is reported failed and
 * redelivered by SQS; the others are deleted. A malformed message can never succeed, so it is
 * logged and dropped instead of cycling to the dead-letter queue.
 */
import { generationMessageSchema } from '@shared/schemas/generation';
import { processGenerationMessage } from '@functions/domain/generation/process-item';
import { logger } from '@functions/lib/logger';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { generationDeps } from '@functions/wiring/generation';

export const handler = sqsBatchHandler({
  schema: generationMessageSchema,
  kind: 'generation',
  deps: generationDeps,
  async handle(deps, message, record) {
    const outcome = await processGenerationMessage(deps, message, { messageId: record.messageId });
    logger.info('Generation message handled', {
      messageId: record.messageId,
      receiveCount: record.attributes?.ApproximateReceiveCount,
      ...message,
      outcome,
    });
  },
});
