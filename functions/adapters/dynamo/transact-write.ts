/**
 * Sends one TransactWriteItems. DynamoDB cancels a transaction with `TransactionConflict` when
 * another transaction is touching one of its items at that moment (shared counter items make that
 * ordinary under concurrency), and with `ThrottlingError` when an item's table or index is over
 * its capacity. Neither says anything about the data, and the SDK does not retry a cancellation,
 * so such a cancellation is retried here with jittered backoff; one that lasts is thrown and
 * answered 503 (functions/lib/http.ts). A cancellation for a failed condition is the caller's
 * business and is thrown at once (read it with `failedConditions`).
 */
import {
  dynamoClient,
  TransactWriteCommand,
  type TransactWriteCommandInput,
} from '@functions/adapters/dynamo/document-client';
import { isTransactionCancelled } from '@functions/adapters/dynamo/conditions';
import { retryWithBackoff } from '@functions/lib/retry';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Most items DynamoDB accepts in one transaction. */
export const maxTransactItems = 100;

const attempts = 6;

/** Writes `items` all-or-nothing; retries only when cancelled for a conflict or throttling. */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  await retryWithBackoff(
    () => dynamoClient().send(new TransactWriteCommand({ TransactItems: items })),
    { attempts, firstDelayMs: 50, retryable: isTransientCancellation },
  );
}

/** Cancellation codes that say nothing about the data: trying again later may succeed. */
const transientCodes = new Set(['TransactionConflict', 'ThrottlingError', 'None']);

/**
 * A transaction cancelled only by conflicts or throttling (no condition failed, at least one
 * item conflicting or throttled).
 */
export function isTransientCancellation(error: unknown): boolean {
  if (!isTransactionCancelled(error)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
  return codes.some((code) => code !== 'None') && codes.every((code) => transientCodes.has(code));
}
