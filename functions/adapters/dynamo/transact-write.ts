/**
 * Sends one TransactWriteItems. DynamoDB cancels a transaction with `TransactionConflict` when
 * another transaction is touching one of its items at that moment; shared counter items make that
 * ordinary under concurrency, and it says nothing about the data, so such a cancellation is retried
 * with jittered backoff. A cancellation for a failed condition is the caller's business and is
 * thrown at once (read it with `failedConditions`).
 */
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from '@functions/adapters/aws-clients';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Most items DynamoDB accepts in one transaction. */
export const maxTransactItems = 100;

const attempts = 6;

/** Writes `items` all-or-nothing; retries only when cancelled for a transaction conflict. */
export async function transactWrite(items: TransactItem[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await dynamoClient().send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (attempt >= attempts || !isConflictOnly(error)) throw error;
      const ceiling = 25 * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}

// Cancelled only because of concurrent transactions: no condition failed, at least one conflict.
function isConflictOnly(error: unknown): boolean {
  if ((error as Error)?.name !== 'TransactionCanceledException') return false;
  const codes = (
    (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []
  ).map((reason) => reason.Code);
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
}
