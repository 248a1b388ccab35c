/**
 * The local queue: an SQS endpoint (JSON protocol: SendMessage, SendMessageBatch,
 * GetQueueAttributes, GetQueueUrl) so the functions' signed SQS calls enqueue unchanged,
 * and a poller that delivers real SQS-shaped events to the manifest's worker handlers with the
 * semantics of the Lambda event source: batch size, maximum concurrency, ReportBatchItemFailures,
 * redelivery of failed messages, and the dead-letter queue after maxReceiveCount receives.
 *
 * Differences from AWS, on purpose: a failed message becomes visible again after `retryDelayMs`
 * (not the full visibility timeout) so local work does not stall for minutes, and messages are
 * kept in `<dir>/messages.json` so a restart resumes them.
 */
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type { QueueDef } from '../manifest';

export type SqsHandler = (event: SQSEvent, context: unknown) => Promise<SQSBatchResponse | void>;

interface Message {
  id: string;
  body: string;
  sentAt: number;
  receiveCount: number;
  visibleAt: number;
  /** Set while a worker holds the message. */
  inFlight?: boolean;
}

interface QueueState {
  name: string;
  def: Pick<QueueDef, 'batchSize' | 'maxConcurrency' | 'maxReceiveCount' | 'workerTimeoutSeconds'>;
  handler: () => Promise<SqsHandler>;
  deadLetterHandler?: () => Promise<SqsHandler>;
  messages: Message[];
  dead: Message[];
  running: number;
}

export interface QueueSandbox {
  endpoint: string;
  urlOf(name: string): string;
  /** Resolves when no message is waiting or being worked on (messages in the DLQ don't count). */
  idle(timeoutMs?: number): Promise<void>;
  /** Messages that reached the dead-letter queue. */
  deadLetters(name: string): { id: string; body: string; receiveCount: number }[];
  /** Changes a queue's concurrency cap (the generation bench compares caps). */
  setMaxConcurrency(name: string, cap: number): void;
  end(): Promise<void>;
}

export interface QueueOptions {
  dir: string;
  region: string;
  accountId?: string;
  queues: Record<string, Omit<QueueState, 'name' | 'messages' | 'dead' | 'running'>>;
  /** Delay before a failed message is offered again. */
  retryDelayMs?: number;
  pollMs?: number;
  log?: (line: string) => void;
}

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export async function start(options: QueueOptions): Promise<QueueSandbox> {
  mkdirSync(options.dir, { recursive: true });
  const file = join(options.dir, 'messages.json');
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const log = options.log ?? (() => {});
  const saved: Record<string, { messages: Message[]; dead: Message[] }> = existsSync(file)
    ? JSON.parse(readFileSync(file, 'utf8'))
    : {};
  const queues = new Map<string, QueueState>();
  for (const [name, def] of Object.entries(options.queues)) {
    const messages = (saved[name]?.messages ?? []).map((m) => ({
      ...m,
      inFlight: false,
      visibleAt: 0,
    }));
    queues.set(name, { name, ...def, messages, dead: saved[name]?.dead ?? [], running: 0 });
  }

  // Set by end(): from then on nothing is delivered and nothing is written. A worker still
  // finishing its batch would otherwise save the queue after the data dir may be gone (a test
  // removes it once the sandbox has ended); its messages stay as end() saved them and are
  // delivered again at the next start, as SQS redelivers what a stopped worker never deleted.
  let stopped = false;
  let saveTimer: NodeJS.Timeout | undefined;
  const snapshot = () =>
    JSON.stringify(
      Object.fromEntries(
        [...queues].map(([name, q]) => [name, { messages: q.messages, dead: q.dead }]),
      ),
    );
  // Written off the event loop, at most one write at a time, to a temporary file renamed over the
  // last (a reader never sees half a file): a synchronous write per change held every request
  // of the sandbox for the disk's time, which a busy disk made milliseconds per beacon.
  let writing: Promise<void> | undefined;
  const persist = () => {
    if (stopped) return;
    saveTimer ??= setTimeout(() => {
      saveTimer = undefined;
      if (writing) return persist();
      writing = writeFile(`${file}.tmp`, snapshot())
        .then(() => rename(`${file}.tmp`, file))
        .catch((error: unknown) => log(`[queue] could not save the queue: ${String(error)}`))
        .finally(() => (writing = undefined));
    }, 100);
  };

  const server: Server = createServer((req, res) => void answer(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const accountId = options.accountId ?? '000000000000';
  const urlOf = (name: string) => `${endpoint}/${accountId}/${name}`;
  const byUrl = (url: unknown) =>
    queues.get(
      String(url ?? '')
        .split('/')
        .pop() ?? '',
    );

  function enqueue(queue: QueueState, body: string): Message {
    const message: Message = {
      id: randomUUID(),
      body,
      sentAt: Date.now(),
      receiveCount: 0,
      visibleAt: 0,
    };
    queue.messages.push(message);
    persist();
    scheduleSoon();
    return message;
  }

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const target = String(req.headers['x-amz-target'] ?? '').replace('AmazonSQS.', '');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(body));
    };
    let input: Record<string, unknown>;
    try {
      input = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return send(400, {
        __type: 'com.amazon.coral.service#SerializationException',
        message: 'Invalid JSON',
      });
    }
    const queue =
      target === 'GetQueueUrl' ? queues.get(String(input.QueueName)) : byUrl(input.QueueUrl);
    if (!queue) {
      return send(400, {
        __type: 'com.amazonaws.sqs#QueueDoesNotExist',
        message: 'The specified queue does not exist.',
      });
    }
    switch (target) {
      case 'SendMessage': {
        const body = String(input.MessageBody ?? '');
        const message = enqueue(queue, body);
        return send(200, { MessageId: message.id, MD5OfMessageBody: md5(body) });
      }
      case 'SendMessageBatch': {
        const entries = (input.Entries as { Id: string; MessageBody: string }[]) ?? [];
        const successful = entries.map((entry) => {
          const message = enqueue(queue, entry.MessageBody);
          return { Id: entry.Id, MessageId: message.id, MD5OfMessageBody: md5(entry.MessageBody) };
        });
        return send(200, { Successful: successful, Failed: [] });
      }
      case 'GetQueueUrl':
        return send(200, { QueueUrl: urlOf(queue.name) });
      case 'GetQueueAttributes':
        return send(200, {
          Attributes: {
            QueueArn: `arn:aws:sqs:${options.region}:${accountId}:${queue.name}`,
            ApproximateNumberOfMessages: String(queue.messages.filter((m) => !m.inFlight).length),
            ApproximateNumberOfMessagesNotVisible: String(
              queue.messages.filter((m) => m.inFlight).length,
            ),
          },
        });
      default:
        return send(400, {
          __type: 'com.amazonaws.sqs#UnsupportedOperation',
          message: `${target} is not emulated`,
        });
    }
  }

  const record = (queue: QueueState, message: Message): SQSRecord => ({
    messageId: message.id,
    receiptHandle: `${message.id}#${message.receiveCount}`,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentAt),
      SenderId: accountId,
      ApproximateFirstReceiveTimestamp: String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: md5(message.body),
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:${options.region}:${accountId}:${queue.name}`,
    awsRegion: options.region,
  });

  async function deliver(queue: QueueState, batch: Message[]) {
    queue.running += 1;
    let failed = new Set(batch.map((m) => m.id));
    try {
      const handler = await queue.handler();
      const timeoutMs = queue.def.workerTimeoutSeconds * 1000;
      const result = await Promise.race([
        handler({ Records: batch.map((m) => record(queue, m)) }, { awsRequestId: randomUUID() }),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('worker timed out')), timeoutMs).unref(),
        ),
      ]);
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      log(`[queue] ${queue.name} worker failed: ${(error as Error).message}`);
      log(`[alarm] function errors: the ${queue.name} worker threw (would notify the alarm topic)`);
    } finally {
      queue.running -= 1;
    }
    for (const message of batch) {
      message.inFlight = false;
      if (!failed.has(message.id)) {
        queue.messages = queue.messages.filter((m) => m !== message);
      } else if (message.receiveCount >= queue.def.maxReceiveCount) {
        queue.messages = queue.messages.filter((m) => m !== message);
        queue.dead.push(message);
        log(`[queue] ${queue.name}: message ${message.id} moved to the dead-letter queue`);
        log(
          `[alarm] dead-letter arrivals: ${queue.name} message ${message.id} (would notify the alarm topic)`,
        );
        void deliverDead(queue, message);
      } else {
        message.visibleAt = Date.now() + retryDelayMs;
      }
    }
    persist();
    schedule();
  }

  /**
   * Hands a dead letter to the queue's dead-letter worker. A failure is retried later, with a
   * growing delay, as the DLQ's event source in AWS receives the message again after its
   * visibility timeout: a dead-letter worker that met a database outage must not leave its item
   * unfinished for good.
   */
  async function deliverDead(queue: QueueState, message: Message, attempt = 1) {
    if (!queue.deadLetterHandler || stopped) return;
    let done = false;
    try {
      const handler = await queue.deadLetterHandler();
      const result = await handler(
        { Records: [record(queue, message)] },
        { awsRequestId: randomUUID() },
      );
      done = !result?.batchItemFailures?.length;
    } catch (error) {
      log(`[queue] ${queue.name} dead-letter worker failed: ${(error as Error).message}`);
    }
    if (done) queue.dead = queue.dead.filter((m) => m !== message);
    else if (!stopped) {
      const delay = Math.min(retryDelayMs * 2 ** (attempt - 1), 30_000);
      setTimeout(() => void deliverDead(queue, message, attempt + 1), delay).unref();
    }
    persist();
  }

  let timer: NodeJS.Timeout | undefined;
  function schedule() {
    if (stopped) return;
    for (const queue of queues.values()) {
      while (queue.running < queue.def.maxConcurrency) {
        const now = Date.now();
        const batch = queue.messages
          .filter((m) => !m.inFlight && m.visibleAt <= now)
          .slice(0, queue.def.batchSize);
        if (batch.length === 0) break;
        for (const message of batch) {
          message.inFlight = true;
          message.receiveCount += 1;
        }
        void deliver(queue, batch);
      }
    }
    // Wake up for messages waiting out their retry delay.
    clearTimeout(timer);
    let next = Infinity;
    for (const queue of queues.values())
      for (const message of queue.messages)
        if (!message.inFlight && message.visibleAt < next) next = message.visibleAt;
    if (next < Infinity) {
      timer = setTimeout(schedule, Math.max(options.pollMs ?? 20, next - Date.now()));
      timer.unref();
    }
  }

  // Many sends in one moment (a burst of beacons) are looked at once: each pass reads every
  // waiting message, so a pass per send cost the square of the backlog.
  let soon = false;
  function scheduleSoon() {
    if (soon) return;
    soon = true;
    setImmediate(() => {
      soon = false;
      schedule();
    });
  }
  schedule();

  return {
    endpoint,
    urlOf,
    async idle(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while ([...queues.values()].some((q) => q.messages.length > 0 || q.running > 0)) {
        if (Date.now() > deadline) throw new Error('queue did not become idle in time');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    deadLetters(name) {
      return (queues.get(name)?.dead ?? []).map(({ id, body, receiveCount }) => ({
        id,
        body,
        receiveCount,
      }));
    },
    setMaxConcurrency(name, cap) {
      const queue = queues.get(name);
      if (queue) queue.def = { ...queue.def, maxConcurrency: cap };
      schedule();
    },
    async end() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(saveTimer);
      saveTimer = undefined;
      await writing;
      writeFileSync(file, snapshot());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
