/**
 * The SES emulator (aws-ses-v2-local): answers the SES v2 API the functions call with the real
 * SDK client (SES_ENDPOINT), keeps every message in memory, and serves a page where the mail sent
 * can be read (its `/`) and the same as JSON (`/store`, which the tests read). Mail lasts as long
 * as the sandbox runs; nothing leaves the machine (it relays to SMTP only when SMTP_TRANSPORT is
 * set, which the sandbox never does).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
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
  end(): Promise<void>;
}

/** SES v2 SendEmail. */
const sendPath = '/v2/email/outbound-emails';

// CommonJS module whose `exports.default` is the server factory.
type Factory = (config?: { host?: string; port?: number }) => Promise<Server>;
const factory = ((sesEmulator as unknown as { default?: Factory }).default ??
  sesEmulator) as unknown as Factory;

export async function start(options: { port?: number } = {}): Promise<SesSandbox> {
  const server = await factory({ host: '127.0.0.1', port: options.port ?? 0 });
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The emulator's own request handler, behind a gate that may refuse sends (refuseSends).
  let toRefuse = 0;
  let refused = 0;
  const emulator = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
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
    for (const listener of emulator) listener.call(server, req, res);
  });
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
    async end() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
