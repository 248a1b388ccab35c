/**
 * Messages onto a queue: SQS SendMessage and SendMessageBatch, signed and sent without the SQS
 * client (signed-aws-call.ts). Every route that queues work (a mail, a render, an image, a beacon,
 * a generation) makes these two calls alone, and the client was about 7 KB gzip of each of their
 * bundles for them. Retried as the client retried them; like the client's, a retry after a
 * time-out may queue a message twice, which every worker takes as harmless.
 */
import { config } from '@functions/lib/config';
import { retriedJsonCall, type AwsTarget } from './signed-aws-call';

/** The workers' queues are in-region; the sandbox names its emulator. */
function target(): AwsTarget {
  const { region, endpoints } = config();
  return { region, endpoint: endpoints.sqs };
}

/** Longer than a signed call's usual 3 s: a queue under a burst answers late, not never. */
const sendTimeoutMs = 10_000;

/** Sends one message; throws when SQS refuses it. */
export async function sendMessage(queueUrl: string, body: string): Promise<void> {
  await retriedJsonCall(
    'sqs',
    'AmazonSQS.SendMessage',
    target(),
    { QueueUrl: queueUrl, MessageBody: body },
    { timeoutMs: sendTimeoutMs },
  );
}

/** One entry of a batch: its id within the call and its body. */
export interface BatchEntry {
  Id: string;
  MessageBody: string;
}

/** SQS's most entries per SendMessageBatch. */
export const maxBatchEntries = 10;

/**
 * Sends up to {@link maxBatchEntries} messages in one call. Resolves to the ids of the entries
 * SQS refused (none: all queued); throws when the call itself fails.
 */
export async function sendMessageBatch(
  queueUrl: string,
  entries: readonly BatchEntry[],
): Promise<string[]> {
  const answer = await retriedJsonCall(
    'sqs',
    'AmazonSQS.SendMessageBatch',
    target(),
    { QueueUrl: queueUrl, Entries: entries },
    { timeoutMs: sendTimeoutMs },
  );
  const failed = Array.isArray(answer.Failed) ? (answer.Failed as { Id?: unknown }[]) : [];
  return failed.map((entry) => String(entry.Id));
}
