/**
 * The local queue stops writing when it ends: a worker still finishing its batch must not save
 * the queue into a data dir that was removed after the sandbox ended (it did, and the write
 * failed with ENOENT outside any test). What end() saved is what the next start delivers.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterEach, describe, expect, it } from 'vitest';
import * as queue from '@infra/local/queue';

const def = { batchSize: 1, maxConcurrency: 1, maxReceiveCount: 3, workerTimeoutSeconds: 30 };
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function send(sandbox: queue.QueueSandbox, body: string) {
  const client = new SQSClient({
    region: 'us-east-1',
    endpoint: sandbox.endpoint,
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
  await client.send(new SendMessageCommand({ QueueUrl: sandbox.urlOf('work'), MessageBody: body }));
  client.destroy();
}

describe('the local queue at shutdown', () => {
  it('writes nothing once ended, though a worker finishes after it, and keeps its message for the next start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-queue-'));
    dirs.push(dir);
    let release = () => {};
    let started = () => {};
    const working = new Promise<void>((resolve) => (started = resolve));
    const handled: string[] = [];
    const sandbox = await queue.start({
      dir,
      region: 'us-east-1',
      queues: {
        work: {
          def,
          handler: async () => async (event) => {
            started();
            await new Promise<void>((resolve) => (release = resolve));
            handled.push(...event.Records.map((r) => r.body));
          },
        },
      },
    });
    await send(sandbox, 'slow');
    await working;

    await sandbox.end();
    const saved = readFileSync(join(dir, 'messages.json'), 'utf8');
    rmSync(dir, { recursive: true, force: true });
    release();
    // Longer than the queue's save delay: a write after end() would fail (ENOENT) by then.
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(handled).toEqual(['slow']);
    expect(existsSync(dir)).toBe(false);
    expect(JSON.parse(saved).work.messages).toEqual([
      expect.objectContaining({ body: 'slow', receiveCount: 1 }),
    ]);
  });

  it('delivers at the next start what end() saved', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'local-queue-'));
    dirs.push(dir);
    const never = await queue.start({
      dir,
      region: 'us-east-1',
      queues: { work: { def, handler: async () => () => new Promise(() => {}) } },
    });
    await send(never, 'kept');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await never.end();

    const handled: string[] = [];
    const again = await queue.start({
      dir,
      region: 'us-east-1',
      queues: {
        work: {
          def,
          handler: async () => async (event) => {
            handled.push(...event.Records.map((r) => r.body));
          },
        },
      },
    });
    await again.idle(5_000);
    await again.end();

    expect(handled).toEqual(['kept']);
  });
});
