/**
 * Writing many rows outside a transaction: BatchWriteItem takes 25 requests a call and may hand
 * some back unprocessed (throttling); those are sent again with backoff. The one such loop, so a
 * repository states only its rows.
 */
import {
  dynamoClient,
  BatchWriteCommand,
  type BatchWriteCommandInput,
} from '@functions/adapters/dynamo/document-client';
import { isUnfinishedAttempt, retryWithBackoff, UnfinishedAttempt } from '@functions/lib/retry';

/** One put or delete of a BatchWriteItem call. */
export type WriteRequest = NonNullable<BatchWriteCommandInput['RequestItems']>[string][number];

/** Most requests one BatchWriteItem call takes. */
export const batchWriteLimit = 25;

/** Sends every request to `table`, 25 a call, until none is left unprocessed. */
export async function batchWriteAll(
  table: string,
  requests: readonly WriteRequest[],
): Promise<void> {
  for (let start = 0; start < requests.length; start += batchWriteLimit) {
    let pending = requests.slice(start, start + batchWriteLimit);
    await retryWithBackoff(
      async () => {
        const answer = await dynamoClient().send(
          new BatchWriteCommand({ RequestItems: { [table]: pending } }),
        );
        pending = answer.UnprocessedItems?.[table] ?? [];
        if (pending.length > 0) {
          throw new UnfinishedAttempt(`Writes to ${table} kept being throttled.`);
        }
      },
      { attempts: 9, firstDelayMs: 100, retryable: isUnfinishedAttempt },
    );
  }
}
