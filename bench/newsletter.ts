/**
 * Section `newsletter` (BENCH_ONLY=newsletter): one send to 10,000 confirmed subscribers at a
 * rate setting of 200 messages a second, through the sandbox's real email worker, local queue
 * and SES emulator. Figures: the achieved rate (recipients over the time from the send's start
 * to the email queue's last message done; target >= 90% of the setting), duplicates (mails beyond one per recipient)
 * and lost recipients (confirmed subscribers with no mail), both targets 0; the process's CPU time
 * per mail (no target: it says how fast this machine could go at best, the load aside), and the
 * load average beside each figure. Progress goes to stderr every 10 s.
 *
 * Runs in a process of its own (`tsx bench/newsletter.ts`; bench/run.ts spawns it): the
 * functions read their configuration, the rate included, once per process. The subscribers are
 * written straight to the table (the sandbox's own set-up, as the seed writes): signing 10,000
 * up through the footer form would measure the sign-up, not the send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { BatchWriteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { start } from '../infra/local/index';
import { runWhenSpawned, type BenchRow } from './bench-row';
import { adminToken } from './render';

const subscribers = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);
const rate = Number(process.env.BENCH_NEWSLETTER_RATE ?? 200);
const command = `one send to ${subscribers} confirmed subscribers, NEWSLETTER_RATE_PER_SECOND=${rate}`;

async function seedSubscribers(endpoint: string, table: string): Promise<void> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const at = new Date().toISOString();
  for (let start = 0; start < subscribers; start += 25) {
    let items = Array.from({ length: Math.min(25, subscribers - start) }, (_, i) => ({
      PutRequest: {
        Item: {
          email: { S: `bench${start + i}@example.com` },
          status: { S: 'confirmed' },
          entity: { S: 'subscriber' },
          created_at: { S: at },
          confirmed_at: { S: at },
        },
      },
    }));
    while (items.length > 0) {
      const { UnprocessedItems } = await client.send(
        new BatchWriteItemCommand({ RequestItems: { [table]: items } }),
      );
      items = (UnprocessedItems?.[table] ?? []) as typeof items;
    }
  }
  client.destroy();
}

export async function newsletterSection(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-newsletter-'));
  const sandbox = await start({
    port: 0,
    dataDir,
    seed: false,
    env: { NEWSLETTER_RATE_PER_SECOND: String(rate) },
    log: () => {},
  });
  try {
    const token = await adminToken(sandbox);
    const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const answer = await fetch(`${sandbox.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!answer.ok) throw new Error(`${method} ${path} answered ${answer.status}`);
      return (await answer.json()) as T;
    };
    const category = await api<{ id: string }>('POST', '/api/admin/categories', {
      name: 'Strategy',
    });
    const author = await api<{ id: string }>('POST', '/api/admin/authors', {
      name: 'Bench Writer',
      bio: 'Writes for the bench.',
    });
    const article = await api<{ id: string }>('POST', '/api/admin/articles', {
      title: 'The bench newsletter',
      slug: '',
      excerpt: 'Measured.',
      introduction: 'An introduction.',
      key_points: ['One'],
      sections: [{ title: 'A section', content: 'Some **content**.' }],
      conclusion: 'The end.',
      image_url: '',
      is_published: true,
      author_id: author.id,
      category_id: category.id,
    });
    await seedSubscribers(
      sandbox.endpoints.dynamodb,
      process.env.TABLE_SUBSCRIBERS ?? 'subscribers',
    );
    await sandbox.queue.idle(60_000);

    const started = performance.now();
    // The whole sandbox (emulators and workers alike) runs in this process on one thread: its
    // CPU time per mail is the ceiling on the rate (1000 / ms per mail), whatever the machine's
    // load, where the achieved rate also measures what others leave of the cores.
    const cpuBefore = process.cpuUsage();
    const loadBefore = loadavg()[0]!;
    const send = await api<{ id: string }>('POST', '/api/admin/newsletters/sends', {
      article_id: article.id,
      confirm: true,
    });
    let status = '';
    let reported = started;
    while (status !== 'sent' && status !== 'failed') {
      await new Promise((resolve) => setTimeout(resolve, 250));
      // A poll answered 503 while the sandbox is busy sending is read again on the next turn.
      const poll = await fetch(`${sandbox.url}/api/admin/newsletters/sends/${send.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (poll.ok) {
        const job = (await poll.json()) as { status: string; sent: number; total: number };
        status = job.status;
        if (performance.now() - reported > 10_000) {
          reported = performance.now();
          const elapsed = (reported - started) / 1000;
          process.stderr.write(
            `[newsletter] ${job.sent} of ${job.total} sent in ${elapsed.toFixed(0)} s (${(job.sent / elapsed).toFixed(1)}/s, load ${loadavg()[0]!.toFixed(1)})\n`,
          );
        }
      }
      if (performance.now() - started > 30 * 60_000) throw new Error('the send did not finish');
    }
    // Timed to the queue's end rather than to the status: a counter update the SDK retried after
    // a timeout (a loaded machine) counts twice and can end a send early.
    await sandbox.queue.idle(10 * 60_000);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const load = `load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`;
    const final = await api<{ failed: number }>('GET', `/api/admin/newsletters/sends/${send.id}`);
    const mails = (await sandbox.mail.messages()).filter(
      (mail) => mail.subject === 'The bench newsletter',
    );
    const recipients = new Set(mails.flatMap((mail) => mail.destination.to));
    const row = (figure: string, value: number, unit: string, target?: BenchRow['target']) => ({
      section: 'newsletter',
      figure,
      value,
      unit,
      target,
      command,
      note: load,
    });
    return [
      row('achieved send rate', Math.round((recipients.size / seconds) * 10) / 10, 'mails/s', {
        op: '>=',
        value: rate * 0.9,
      }),
      row('duplicate mails', mails.length - recipients.size, 'mails', { op: '==', value: 0 }),
      row('lost recipients', subscribers - recipients.size, 'recipients', { op: '==', value: 0 }),
      // A batch that failed all its deliveries (the sandbox retries a failed message after a
      // second, not after SQS's visibility timeout) is given up on, its recipients counted failed.
      row('recipients counted failed', final.failed, 'recipients', { op: '==', value: 0 }),
      row(
        'sandbox CPU time per mail',
        Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, recipients.size)) * 100) / 100,
        'ms',
      ),
    ];
  } finally {
    await sandbox.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await runWhenSpawned(import.meta.url, newsletterSection);
