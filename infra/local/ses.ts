/**
 * The SES emulator (aws-ses-v2-local): answers the SES v2 API the functions call with the real
 * SDK client (SES_ENDPOINT), keeps every message in memory, and serves a page where the mail sent
 * can be read (its `/`) and the same as JSON (`/store`, which the tests read). Mail lasts as long
 * as the sandbox runs; nothing leaves the machine (it relays to SMTP only when SMTP_TRANSPORT is
 * set, which the sandbox never does).
 *
 * SES's own feedback cannot happen offline, so the emulator makes what it can and takes in the
 * rest, each wrapped in SNS's notification envelope and put on the feedback queue, the path AWS's
 * topic subscription takes, so the real worker reads it as it would in AWS:
 * - with `deliveryEvents`, every send the emulator accepts through a configuration set is
 *   followed by its Delivery event (the emulator delivers everything), tags included, as SES
 *   publishes one per delivered message;
 * - `POST /_events` takes any other SES event in AWS's shape (bounces, complaints).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import sesEmulator from 'aws-ses-v2-local';

/** A message as the emulator keeps it. */
export interface CaughtMail {
  messageId: string;
  from: string;
  replyTo: string[];
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { html?: string; text?: string };
  headers?: { name: string; value: string }[];
  /** Epoch seconds. */
  at: number;
}

export interface SesSandbox {
  /** The API endpoint, and the mailbox page at its root. */
  endpoint: string;
  /** Every message sent since start, oldest first. */
  messages(): Promise<CaughtMail[]>;
  /**
   * Fault injection: the next `count` sends are refused as SES refuses while the account's
   * sending is paused (400 SendingPausedException, which the SDK does not retry), so each one is
   * a failed attempt of the email worker. Answers how many it has refused so far.
   */
  refuseSends(count: number): () => number;
  /** Where `POST /_events` delivers its SNS notifications (the feedback queue). */
  deliverEventsTo(deliver: (body: string) => Promise<void>): void;
  end(): Promise<void>;
}

/** The emulator's feedback endpoint: an SES event in, an SNS notification out. */
export const eventsPath = '/_events';

/** SNS's envelope of a notification, as an SQS subscription (not raw) receives it. */
export function snsNotification(message: unknown, at = new Date()): string {
  return JSON.stringify({
    Type: 'Notification',
    MessageId: randomUUID(),
    TopicArn: 'arn:aws:sns:us-east-1:000000000000:ses-feedback',
    Message: JSON.stringify(message),
    Timestamp: at.toISOString(),
    SignatureVersion: '1',
  });
}

/**
 * Puts notifications on a queue of the local SQS endpoint, as the topic's SQS subscription does
 * (the sandbox's own call, outside every function's grants, as SNS's is in AWS).
 */
export function feedbackSender(
  endpoint: string,
  queueUrl: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
): (body: string) => Promise<void> {
  const client = new SQSClient({ endpoint, region: 'us-east-1', credentials });
  return async (body) => {
    await client.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** SES v2 SendEmail. */
const sendPath = '/v2/email/outbound-emails';

// CommonJS module whose `exports.default` is the server factory.
type Factory = (config?: { host?: string; port?: number }) => Promise<Server>;
const factory = ((sesEmulator as unknown as { default?: Factory }).default ??
  sesEmulator) as unknown as Factory;

/** The Delivery event SES publishes for an accepted send through a configuration set. */
export function deliveryEvent(
  request: {
    Destination?: { ToAddresses?: string[] };
    EmailTags?: { Name: string; Value: string }[];
  },
  messageId: string,
  at = new Date(),
) {
  const recipients = request.Destination?.ToAddresses ?? [];
  const tags: Record<string, string[]> = {};
  for (const { Name, Value } of request.EmailTags ?? [])
    tags[Name] = [...(tags[Name] ?? []), Value];
  return {
    eventType: 'Delivery',
    mail: { timestamp: at.toISOString(), messageId, destination: recipients, tags },
    delivery: { timestamp: at.toISOString(), recipients },
  };
}

export async function start(
  options: {
    port?: number;
    /** Publish a Delivery event for each accepted send through a configuration set (as SES). */
    deliveryEvents?: boolean;
  } = {},
): Promise<SesSandbox> {
  const server = await factory({ host: '127.0.0.1', port: options.port ?? 0 });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The emulator's own request handler, behind a gate that may refuse sends (refuseSends).
  let toRefuse = 0;
  let refused = 0;
  let deliverEvent: ((body: string) => Promise<void>) | undefined;
  const emulator = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'POST' && req.url === eventsPath) {
      void acceptEvent(req, res);
      return;
    }
    if (toRefuse > 0 && req.method === 'POST' && req.url?.startsWith(sendPath)) {
      toRefuse -= 1;
      refused += 1;
      req.resume();
      res.writeHead(400, {
        'content-type': 'application/json',
        'x-amzn-errortype': 'SendingPausedException',
      });
      res.end(JSON.stringify({ message: 'Sending is paused for this account (sandbox fault).' }));
      return;
    }
    if (options.deliveryEvents && req.method === 'POST' && req.url?.startsWith(sendPath))
      followWithDelivery(req, res);
    for (const listener of emulator) listener.call(server, req, res);
  });
  /** Reads the send's body beside the emulator, and its answer, to publish the Delivery event. */
  function followWithDelivery(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    const answered: Buffer[] = [];
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      if (Buffer.isBuffer(args[0]) || typeof args[0] === 'string')
        answered.push(Buffer.from(args[0]));
      return end(...args);
    }) as typeof res.end;
    res.on('finish', () => {
      if (res.statusCode >= 300 || !deliverEvent) return;
      try {
        const request = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Parameters<
          typeof deliveryEvent
        >[0] & { ConfigurationSetName?: string };
        const { MessageId } = JSON.parse(Buffer.concat(answered).toString('utf8')) as {
          MessageId?: string;
        };
        // SES publishes events only for mail sent through a configuration set.
        if (!request.ConfigurationSetName || !MessageId) return;
        void deliverEvent(snsNotification(deliveryEvent(request, MessageId))).catch(() => {
          // The feedback queue is gone (the sandbox is stopping): nothing to count.
        });
      } catch {
        // Not a send the emulator understood: it answered so itself.
      }
    });
  }
  async function acceptEvent(req: IncomingMessage, res: ServerResponse) {
    const answer = (status: number, body: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let event: unknown;
    try {
      event = JSON.parse(await readBody(req));
    } catch {
      return answer(400, { message: 'The body must be an SES event as JSON' });
    }
    if (typeof event !== 'object' || event === null || !('eventType' in event))
      return answer(400, { message: 'eventType: an SES event names its type' });
    if (!deliverEvent) return answer(503, { message: 'No feedback queue yet' });
    await deliverEvent(snsNotification(event));
    answer(202, { queued: true });
  }
  // The emulator keeps mail in its module, which outlives a sandbox ended in the same process
  // (the tests start several in turn): each start begins with an empty mailbox.
  await fetch(`${endpoint}/clear-store`, { method: 'POST' });
  return {
    endpoint,
    async messages() {
      const answer = await fetch(`${endpoint}/store`);
      if (!answer.ok) throw new Error(`The SES emulator answered ${answer.status}`);
      return ((await answer.json()) as { emails: CaughtMail[] }).emails;
    },
    refuseSends(count) {
      toRefuse = count;
      refused = 0;
      return () => refused;
    },
    deliverEventsTo(deliver) {
      deliverEvent = deliver;
    },
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
