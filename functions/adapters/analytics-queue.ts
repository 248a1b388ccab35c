/** The analytics queue: one message per accepted beacon or stored lead; the worker counts it. */
import { analyticsMessageSchema } from '@shared/schemas/analytics-queue';
import { sendMessage } from '@functions/adapters/sqs-messages';
import type { AnalyticsQueue } from '@functions/domain/analytics/analytics-ports';
import { config } from '@functions/lib/config';

/** Throws when SQS refuses the message: the caller decides what that means. */
export const analyticsQueue: AnalyticsQueue = {
  async send(message) {
    await sendMessage(
      config().queues.analytics,
      JSON.stringify(analyticsMessageSchema.parse(message)),
    );
  },
};
