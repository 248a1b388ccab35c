import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendMessageBatch, type BatchEntry } from '@functions/adapters/sqs-messages';
import type * as SqsMessages from '@functions/adapters/sqs-messages';
import { pageGenerationQueue, sendGenerationMessages } from '@functions/adapters/generation-queue';

// The SQS call itself (signed, no client) is the edge here: sqs-messages.ts is proven against
// the sandbox's queue by the integration suite.
vi.mock('@functions/adapters/sqs-messages', async (original) => ({
  ...(await original<typeof SqsMessages>()),
  sendMessageBatch: vi.fn(),
}));

const send = vi.mocked(sendMessageBatch);
const queueUrl = 'http://127.0.0.1:9324/000000000000/generation';
const pageId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeAll(() => {
  process.env.QUEUE_GENERATION_URL = queueUrl;
});

beforeEach(() => {
  send.mockReset();
});

describe('the generation queue adapter', () => {
  it('sends each message as JSON to the configured queue', async () => {
    send.mockResolvedValue([]);

    const failed = await sendGenerationMessages([{ kind: 'page', pageId: pageId(1) }]);

    expect(send.mock.calls).toEqual([
      [queueUrl, [{ Id: '0', MessageBody: JSON.stringify({ kind: 'page', pageId: pageId(1) }) }]],
    ]);
    expect(failed).toEqual([]);
  });

  it('refuses a message the worker could not read, before sending anything', async () => {
    await expect(
      sendGenerationMessages([
        { kind: 'page', pageId: pageId(1) },
        { kind: 'page', pageId: 'not-an-id' },
      ]),
    ).rejects.toThrow();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends many messages ten per batch and answers those SQS did not take', async () => {
    send.mockImplementation(async (_url, entries: readonly BatchEntry[]) =>
      entries.filter((entry) => entry.Id === '3').map((entry) => entry.Id),
    );
    const messages = Array.from({ length: 23 }, (_, n) => ({
      kind: 'page' as const,
      pageId: pageId(n),
    }));

    const failed = await sendGenerationMessages(messages);

    expect(send.mock.calls.map(([, entries]) => entries.length)).toEqual([10, 10, 3]);
    expect(failed).toEqual([messages[3]]);
  });

  it('counts every message of a batch whose call failed as not queued', async () => {
    send.mockRejectedValueOnce(new Error('network down')).mockResolvedValue([]);
    const messages = Array.from({ length: 12 }, (_, n) => ({
      kind: 'page' as const,
      pageId: pageId(n),
    }));

    const failed = await sendGenerationMessages(messages);

    expect(failed).toEqual(messages.slice(0, 10));
  });

  it('gives the pages domain the ids of pages that were not queued', async () => {
    send.mockRejectedValue(new Error('down'));

    expect(await pageGenerationQueue.requestGeneration([pageId(1), pageId(2)])).toEqual([
      pageId(1),
      pageId(2),
    ]);
  });
});
