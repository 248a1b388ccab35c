/**
 * Consumer of the analytics queue: adds each beacon or lead to the daily counters, exactly once
 * (functions/domain/analytics/aggregate.ts). A record that throws is redelivered, then moves to
 * the dead-letter queue, whose alarm tells the staff.
 */
import { analyticsMessageSchema } from '@shared/schemas/analytics-queue';
import { aggregateMessage } from '@functions/domain/analytics/aggregate';
import { sqsBatchHandler } from '@functions/lib/sqs-batch';
import { counterStore } from '@functions/wiring/analytics';

export const handler = sqsBatchHandler({
  schema: analyticsMessageSchema,
  kind: 'analytics',
  deps: () => counterStore,
  async handle(store, message) {
    await aggregateMessage(store, message);
  },
});
