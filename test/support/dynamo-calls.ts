/**
 * Watches the functions' DynamoDB calls (signed calls, dynamo/document-client.ts) while a test
 * acts: each call's operation and its input as sent, attribute values marshalled. A retried call
 * shows once per attempt, as the service sees it.
 */
import { addSignedCallCheck } from '@functions/adapters/signed-aws-call';

export interface DynamoCall {
  /** DynamoDB's operation name, e.g. `Query`, `BatchGetItem`. */
  operation: string;
  input: Record<string, unknown>;
}

/** Starts recording; `stop()` ends it. */
export function watchDynamoCalls(): { calls: DynamoCall[]; stop: () => void } {
  const calls: DynamoCall[] = [];
  const stop = addSignedCallCheck((service, operation) => {
    if (service === 'dynamodb') calls.push({ operation: operation.name, input: operation.input });
  });
  return { calls, stop };
}
