/**
 * Consumer of the generation dead-letter queue: a message that used up its deliveries marks its
 * item failed (or its page in error), so a batch always ends and the portal can offer Retry.
 */
import { generationMessageSchema } from '@shared/schemas/generation';
import { processDeadLetter } from '@functions/domain/generation/process-dead-letter';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { generationDeps } from '@functions/wiring/generation';

export const handler = sqsBatchHandler({
  schema: generationMessageSchema,
  kind: 'generation',
  deps: generationDeps,
  async handle(deps, message, record) {
    await processDeadLetter(deps, message, { messageId: record.messageId });
  },
});
