/**
 * Newsletter subscriptions in DynamoDB (table `subscribers`), keyed by the lower-cased address.
 * The only code that knows this table's keys.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SubscriberRecord } from '@shared/schemas/newsletter';
import { dynamoClient } from '@functions/adapters/aws-clients';
import type { SubscriberStore } from '@functions/domain/newsletter/subscribe';
import { config } from '@functions/lib/config';

/** {@link SubscriberStore} on the subscribers table. */
export class DynamoSubscriberRepository implements SubscriberStore {
  async addIfAbsent(record: SubscriberRecord): Promise<boolean> {
    try {
      await dynamoClient().send(
        new PutCommand({
          TableName: config().tables.subscribers,
          Item: record,
          // The first subscription stays as it was (its created_at is the sign-up date).
          ConditionExpression: 'attribute_not_exists(email)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}

/** The process's subscriber repository, built once at module scope (its SDK client is lazy). */
export const subscriberRepository = new DynamoSubscriberRepository();
