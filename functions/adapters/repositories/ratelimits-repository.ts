/**
 * Fixed-window counters of the public forms in DynamoDB (table `ratelimits`). One item per
 * counter and window, keyed `<bucket>#<window start>`: a new window is a new item, so a counter
 * from an expired window is never read again (the table's TTL on `expires_at` only tidies up,
 * and may lag by days in AWS, or never run in the sandbox). The only code that knows this
 * table's keys.
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import type { RateLimitCount, RateLimitCounter } from '@functions/domain/rate-limit/rate-limit';
import { config } from '@functions/lib/config';

/** {@link RateLimitCounter} on the ratelimits table: one atomic conditional ADD per counter. */
export class DynamoRateLimitRepository implements RateLimitCounter {
  async increment(
    bucket: string,
    windowStart: number,
    limit: number,
    expiresAt: number,
  ): Promise<boolean> {
    try {
      await dynamoClient().send(
        new UpdateCommand(countUpdate({ bucket, windowStart, limit, expiresAt })),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }

  /** The counters' ADDs in one TransactWriteItems; a failed condition names the full counter. */
  async incrementAll(counts: readonly RateLimitCount[]): Promise<number> {
    try {
      await transactWrite(counts.map((count) => ({ Update: countUpdate(count) })));
      return -1;
    } catch (error) {
      // DynamoDB names every counter whose condition failed; the first is the answer.
      const [full] = failedConditions(error);
      if (full !== undefined) return full;
      throw error;
    }
  }
}

/** The conditional ADD of one request to a counter, refused at its limit. */
function countUpdate({ bucket, windowStart, limit, expiresAt }: RateLimitCount) {
  return {
    TableName: config().tables.ratelimits,
    Key: { key: `${bucket}#${windowStart}` },
    UpdateExpression: 'SET expires_at = if_not_exists(expires_at, :expires) ADD #count :one',
    ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
    ExpressionAttributeNames: { '#count': 'count' },
    ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expires': expiresAt },
  };
}

/** The process's rate limit repository, built once at module scope (its SDK client is lazy). */
export const rateLimitRepository = new DynamoRateLimitRepository();
