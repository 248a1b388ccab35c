/**
 * The SQS worker shapes (per record, and the whole batch at once): partial batch failures, dropped
 * malformed bodies, deps per invocation.
 */
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { sqsBatchHandler, sqsWholeBatchHandler } from '@functions/lib/sqs-batch';

const messageSchema = z.object({ n: z.number() });

function record(messageId: string, body: string): SQSRecord {
  return {
    messageId,
    receiptHandle: `handle-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'sender',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:test',
    awsRegion: 'us-east-1',
  };
}

const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });

/** A worker that records what it handled and fails the messages whose `n` is odd. */
function oddFails() {
  const handled: number[] = [];
  const handler = sqsBatchHandler({
    schema: messageSchema,
    kind: 'test',
    deps: () => ({ handled }),
    async handle(deps, message) {
      deps.handled.push(message.n);
      if (message.n % 2 === 1) throw new Error(`odd ${message.n}`);
    },
  });
  return { handled, handler };
}

describe('sqsBatchHandler', () => {
  it('reports only the records whose handling threw, so SQS redelivers those alone', async () => {
    const { handled, handler } = oddFails();

    const response = await handler(
      event(record('a', '{"n":2}'), record('b', '{"n":3}'), record('c', '{"n":4}')),
    );

    expect(handled).toEqual([2, 3, 4]);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'b' }]);
  });

  it('drops a body that is not JSON or not a message, without handling or redelivering it', async () => {
    const { handled, handler } = oddFails();

    const response = await handler(
      event(record('a', 'not json'), record('b', '{"n":"two"}'), record('c', '{"n":2}')),
    );

    expect(handled).toEqual([2]);
    expect(response.batchItemFailures).toEqual([]);
  });

  it('answers a batch whose every record failed with all of them, rather than throwing', async () => {
    const { handler } = oddFails();

    const response = await handler(event(record('a', '{"n":1}'), record('b', '{"n":3}')));

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }]);
  });

  it('makes the dependencies once per invocation, from its context', async () => {
    const contexts: (Context | undefined)[] = [];
    const seen: object[] = [];
    const handler = sqsBatchHandler({
      schema: messageSchema,
      kind: 'test',
      deps: async (context) => {
        contexts.push(context);
        return {};
      },
      async handle(deps) {
        seen.push(deps);
      },
    });
    const context = { awsRequestId: 'request-1' } as Context;

    await handler(event(record('a', '{"n":1}'), record('b', '{"n":2}')), context);

    expect(contexts).toEqual([context]);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });
});

/** A whole-batch worker that records each batch it got and fails the messages whose `n` is odd. */
function oddFailsTogether(handleBatch?: (messages: { n: number }[]) => Promise<{ n: number }[]>) {
  const batches: number[][] = [];
  const handler = sqsWholeBatchHandler({
    schema: messageSchema,
    kind: 'test',
    deps: () => ({ batches }),
    async handleBatch(deps, messages) {
      deps.batches.push(messages.map((message) => message.n));
      if (handleBatch) return handleBatch(messages);
      return messages.filter((message) => message.n % 2 === 1);
    },
  });
  return { batches, handler };
}

describe('sqsWholeBatchHandler', () => {
  it('hands the valid messages over together and reports only the records of those that failed', async () => {
    const { batches, handler } = oddFailsTogether();

    const response = await handler(
      event(record('a', '{"n":2}'), record('b', '{"n":3}'), record('c', '{"n":4}')),
    );

    expect(batches).toEqual([[2, 3, 4]]);
    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'b' }]);
  });

  it('drops a body that is not JSON or not a message, without handling or redelivering it', async () => {
    const { batches, handler } = oddFailsTogether();

    const response = await handler(
      event(record('a', 'not json'), record('b', '{"n":"two"}'), record('c', '{"n":2}')),
    );

    expect(batches).toEqual([[2]]);
    expect(response.batchItemFailures).toEqual([]);
  });

  it('reports every valid record failed when the batch throws, rather than throwing', async () => {
    const { handler } = oddFailsTogether(() => Promise.reject(new Error('table unavailable')));

    const response = await handler(
      event(record('a', '{"n":2}'), record('b', 'not json'), record('c', '{"n":4}')),
    );

    expect(response.batchItemFailures).toEqual([{ itemIdentifier: 'a' }, { itemIdentifier: 'c' }]);
  });
});
