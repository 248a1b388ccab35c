/**
 * Fixed-window counters of the public forms in DynamoDB (table `ratelimits`). One item per
 * counter and window, keyed `<bucket>#<window start>`: a new window is a new item, so a counter
 * from an expired window is never read again (the table's TTL on `expires_at` only tidies up,
 * and may lag by days in AWS, or never run in the sandbox). The only code that knows this
 * table's keys.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import type { RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';
import { config } from '@functions/lib/config';

/** {@link RateLimitCounter} on the ratelimits table: one atomic conditional ADD per request. */
export class DynamoRateLimitRepository implements RateLimitCounter {
  async increment(
    bucket: string,
    windowStart: number,
    limit: number,
    expiresAt: number,
  ): Promise<boolean> {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: config().tables.ratelimits,
          Key: { key: `${bucket}#${windowStart}` },
          UpdateExpression: 'SET expires_at = if_not_exists(expires_at, :expires) ADD #count :one',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': expiresAt },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}

/** The process's rate limit repository, built once at module scope (its SDK client is lazy). */
export const rateLimitRepository = new DynamoRateLimitRepository();
