/**
 * The generation queue (DESIGN.md section 7): one SQS message per article item or page to
 * generate, consumed by the generation worker. The same code runs in AWS and in the sandbox, whose
 * local queue answers SendMessage and SendMessageBatch. Every message is checked against the
 * shared message schema before it is sent, so the worker never receives a malformed one.
 */
import { randomUUID } from 'node:crypto';
import { generationMessageSchema, type GenerationMessage } from '@shared/schemas/generation';
import { maxBatchEntries, sendMessageBatch } from '@functions/adapters/sqs-messages';
import type { PageGenerationQueue } from '@functions/domain/pages/page-store';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

/**
 * Sends many messages, ten per SendMessageBatch. Resolves to the messages that were not queued
 * (entries SQS refused, or whole batches whose call failed), in the order given; an empty list
 * means everything was queued.
 */
export async function sendGenerationMessages(
  messages: readonly GenerationMessage[],
): Promise<GenerationMessage[]> {
  const bodies = messages.map((message) => JSON.stringify(generationMessageSchema.parse(message)));
  const failed = new Set<number>();
  for (let start = 0; start < bodies.length; start += maxBatchEntries) {
    const indexes = bodies.slice(start, start + maxBatchEntries).map((_, offset) => start + offset);
    try {
      const refused = await sendMessageBatch(
        config().queues.generation,
        indexes.map((index) => ({ Id: String(index), MessageBody: bodies[index]! })),
      );
      for (const id of refused) failed.add(Number(id));
    } catch (error) {
      logger.error('Failed to queue generation messages', {
        count: indexes.length,
        error: error as Error,
      });
      for (const index of indexes) failed.add(index);
    }
  }
  return messages.filter((_, index) => failed.has(index));
}

/**
 * The pages domain's {@link PageGenerationQueue}: one `{kind: 'page', pageId, requestId}` message
 * per page, with a fresh request id, so the worker generates each request once however often SQS
 * delivers its message.
 */
export const pageGenerationQueue: PageGenerationQueue = {
  async requestGeneration(pageIds) {
    const failed = await sendGenerationMessages(
      pageIds.map((pageId) => ({ kind: 'page', pageId, requestId: randomUUID() })),
    );
    return failed.flatMap((message) => (message.kind === 'page' ? [message.pageId] : []));
  },
};
