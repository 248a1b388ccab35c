/**
 * Consumer of the analytics queue: adds each beacon or lead to the daily counters, exactly once
 * (functions/domain/analytics/aggregate.ts), a whole batch at a time: its sessions claimed
 * together and its messages' amounts summed into as few writes as fit. A record whose message was
 * not written is reported failed and redelivered, then moves to the dead-letter queue, whose
 * alarm tells the staff.
 */
import { analyticsMessageSchema } from '@shared/schemas/analytics-queue';
import { aggregateBatch } from '@functions/domain/analytics/aggregate';
import { logger } from '@functions/lib/logger';
import { sqsWholeBatchHandler } from '@functions/lib/sqs-batch';
import { counterStore } from '@functions/wiring/analytics';

export const handler = sqsWholeBatchHandler({
  schema: analyticsMessageSchema,
  kind: 'analytics',
  deps: () => counterStore,
  async handleBatch(store, messages) {
    const outcomes = await aggregateBatch(store, messages);
    return messages.filter((message) => {
      const outcome = outcomes.get(message.id);
      if (outcome === 'added' || outcome === 'before') return false;
      logger.error('Failed to count an analytics message', {
        id: message.id,
        error: outcome?.error as Error,
      });
      return true;
    });
  },
});
