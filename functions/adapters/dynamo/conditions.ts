/**
 * How a refused conditional write shows, in one place: a single write (PutItem, UpdateItem,
 * DeleteItem) whose ConditionExpression did not hold throws `ConditionalCheckFailedException`; a
 * transaction throws `TransactionCanceledException` with one reason per item (read which items
 * failed their condition with `failedConditions`, dynamo/uniques.ts). Both are told by name, not
 * `instanceof`: an error from another copy of the SDK (or the sandbox's transaction layer) is not
 * an instance of this copy's class.
 */

/** A single write refused because its condition did not hold. */
export function isConditionFailed(error: unknown): boolean {
  return (error as Error | undefined)?.name === 'ConditionalCheckFailedException';
}

/** A transaction cancelled, for any reason (conditions, conflicts, throttling). */
export function isTransactionCancelled(
  error: unknown,
): error is Error & { CancellationReasons?: { Code?: string }[] } {
  return (error as Error | undefined)?.name === 'TransactionCanceledException';
}
