import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageGenerationQueue, sendGenerationMessages } from '@functions/adapters/generation-queue';

const queueUrl = 'http://127.0.0.1:9324/000000000000/generation';
const sqs = mockClient(SQSClient);
const pageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(() => {
  process.env.QUEUE_GENERATION_URL = queueUrl;
});

beforeEach(() => {
  sqs.reset();
});

describe('the generation queue adapter', () => {
  it('sends each message as JSON to the configured queue', async () => {
    sqs.on(SendMessageBatchCommand).resolves({ Successful: [], Failed: [] });

    const failed = await sendGenerationMessages([{ kind: 'page', pageId: pageId(1) }]);

    const [call] = sqs.commandCalls(SendMessageBatchCommand);
    expect(call?.args[0].input).toEqual({
      QueueUrl: queueUrl,
      Entries: [{ Id: '0', MessageBody: JSON.stringify({ kind: 'page', pageId: pageId(1) }) }],
    });
    expect(failed).toEqual([]);
  });

  it('refuses a message the worker could not read, before sending anything', async () => {
    await expect(
      sendGenerationMessages([
        { kind: 'page', pageId: pageId(1) },
        { kind: 'page', pageId: 'not-an-id' },
      ]),
    ).rejects.toThrow();
    expect(sqs.calls()).toHaveLength(0);
  });

  it('sends many messages ten per batch and answers those SQS did not take', async () => {
    sqs.on(SendMessageBatchCommand).callsFake((input: { Entries: { Id: string }[] }) => ({
      Successful: input.Entries.filter((entry) => entry.Id !== '3').map((entry) => ({
        Id: entry.Id,
      })),
      Failed: input.Entries.filter((entry) => entry.Id === '3').map((entry) => ({
        Id: entry.Id,
        Code: 'X',
        SenderFault: false,
      })),
    }));
    const messages = Array.from({ length: 23 }, (_, n) => ({
      kind: 'page' as const,
      pageId: pageId(n),
    }));

    const failed = await sendGenerationMessages(messages);

    const batches = sqs
      .commandCalls(SendMessageBatchCommand)
      .map((call) => call.args[0].input.Entries?.length);
    expect(batches).toEqual([10, 10, 3]);
    expect(failed).toEqual([messages[3]]);
  });

  it('counts every message of a batch whose call failed as not queued', async () => {
    sqs
      .on(SendMessageBatchCommand)
      .rejectsOnce(new Error('network down'))
      .resolves({ Successful: [], Failed: [] });
    const messages = Array.from({ length: 12 }, (_, n) => ({
      kind: 'page' as const,
      pageId: pageId(n),
    }));

    const failed = await sendGenerationMessages(messages);

    expect(failed).toEqual(messages.slice(0, 10));
  });

  it('gives the pages domain the ids of pages that were not queued', async () => {
    sqs.on(SendMessageBatchCommand).rejects(new Error('down'));

    expect(await pageGenerationQueue.requestGeneration([pageId(1), pageId(2)])).toEqual([
      pageId(1),
      pageId(2),
    ]);
  });
});
