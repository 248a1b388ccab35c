/** The analytics queue: one message per accepted beacon or stored lead; the worker counts it. */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { analyticsMessageSchema } from '@shared/schemas/analytics-queue';
import { sqsClient } from '@functions/adapters/aws-clients';
import type { AnalyticsQueue } from '@functions/domain/analytics/analytics-ports';
import { config } from '@functions/lib/config';

/** Throws when SQS refuses the message: the caller decides what that means. */
export const analyticsQueue: AnalyticsQueue = {
  async send(message) {
    await sqsClient().send(
      new SendMessageCommand({
        QueueUrl: config().queues.analytics,
        MessageBody: JSON.stringify(analyticsMessageSchema.parse(message)),
      }),
    );
  },
};
