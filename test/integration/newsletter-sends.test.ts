/**
 * Newsletter sends through the sandbox (DESIGN.md section 16): a few subscribers set up through the
 * public API (sign-up, the confirmation mail's link) to prove that path, the bulk written straight
 * to the table as confirmed rows (as the sandbox's operator would load a list: signing 1,000 up
 * through the API and its mail took minutes), the send started through the admin API,
 * carried out by the real email worker on the local queue with the real SES client, caught by the
 * SES emulator; SES's feedback posted in AWS's shape to the emulator, which puts it on the
 * feedback queue in SNS's envelope for the real ses-events worker.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { subscriberEntity } from '@functions/adapters/repositories/subscribers-repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArticleSend, NewsletterSendList } from '@shared/schemas/newsletter-sends';
import type { CaughtMail } from '../../infra/local/ses';
import {
  authorAndCategory,
  confirmFromMail,
  type EngagementSandbox,
  startEngagementSandbox,
} from './engagement-sandbox';

const subscriberCount = 1000;
/** How many of them sign up and confirm through the public API; the rest are loaded directly. */
const throughApi = 20;
const title = 'Pricing power in a downturn';

let env: EngagementSandbox;
let articleId: string;
let nextIp = 1;
const freshIp = () => `198.51.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const admin = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
  env.api<T>(method, path, { body, token: env.adminToken });

async function settled(): Promise<CaughtMail[]> {
  await env.sandbox.queue.idle(600_000);
  return env.sandbox.mail.messages();
}

/** Signs each address up through the footer's API and, unless `pending`, confirms it by its mail. */
async function subscribe(addresses: string[], options: { pending?: boolean } = {}) {
  await inParallel(addresses, 20, async (email) => {
    const answer = await env.api('POST', '/api/newsletter', { body: { email }, ip: freshIp() });
    expect(answer.status).toBe(200);
  });
  if (options.pending) return;
  const wanted = new Set(addresses);
  const confirmations = (await settled()).filter(
    (mail) => mail.subject.startsWith('Confirm') && wanted.has(mail.destination.to[0]!),
  );
  expect(confirmations).toHaveLength(addresses.length);
  await inParallel(confirmations, 20, async (mail) => {
    expect(await confirmFromMail(env, mail)).toBe(200);
  });
}

/** Writes confirmed subscriptions straight to the table, 25 to a BatchWriteItem. */
async function loadConfirmed(addresses: string[]) {
  const base = new DynamoDBClient({
    region: 'us-east-1',
    endpoint: env.sandbox.endpoints.dynamodb,
    credentials: env.sandbox.credentials,
  });
  const client = DynamoDBDocumentClient.from(base);
  const at = new Date().toISOString();
  const batches = [];
  for (let start = 0; start < addresses.length; start += 25) {
    batches.push(addresses.slice(start, start + 25));
  }
  await inParallel(batches, 8, async (batch) => {
    let requests = batch.map((email) => ({
      PutRequest: {
        Item: {
          email,
          status: 'confirmed',
          token_id: randomUUID(),
          entity: subscriberEntity,
          created_at: at,
          confirmed_at: at,
        },
      },
    }));
    // BatchWriteItem may leave some items unprocessed; write those again until none are left.
    while (requests.length > 0) {
      const answer = await client.send(
        new BatchWriteCommand({ RequestItems: { subscribers: requests } }),
      );
      requests = (answer.UnprocessedItems?.subscribers ?? []) as typeof requests;
    }
  });
  base.destroy();
}

async function inParallel<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  for (let start = 0; start < items.length; start += width)
    await Promise.all(items.slice(start, start + width).map(work));
}

/** Posts an SES event in AWS's shape to the emulator's feedback endpoint and waits for it. */
async function sesEvent(event: Record<string, unknown>) {
  const answer = await fetch(env.sandbox.mail.eventsUrl, {
    method: 'POST',
    body: JSON.stringify(event),
  });
  expect(answer.status).toBe(202);
  await env.sandbox.queue.idle(20_000);
}

const newsletters = (mails: CaughtMail[]) => mails.filter((mail) => mail.subject === title);
const header = (mail: CaughtMail, name: string) =>
  mail.headers?.find((h) => h.name.toLowerCase() === name.toLowerCase())?.value;

async function getSend(id: string): Promise<ArticleSend> {
  const answer = await admin<ArticleSend>('GET', `/api/admin/newsletters/sends/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

beforeAll(async () => {
  env = await startEngagementSandbox({
    NEWSLETTER_RATE_PER_SECOND: '10000',
    CONTACT_RATE_LIMIT: '100000',
  });
  const owners = await authorAndCategory(env);
  const article = await admin<{ id: string }>('POST', '/api/admin/articles', {
    title,
    slug: '',
    excerpt: 'Why *pricing* holds when demand falls.',
    introduction: 'See [our services](/services) and ![a chart](/media/chart.png).',
    key_points: ['Value first', 'Segment wisely'],
    sections: [{ title: 'Where to start', content: 'Start with **your best customers**.' }],
    conclusion: 'Hold the line.',
    image_url: '',
    is_published: true,
    ...owners,
  });
  expect(article.status).toBe(201);
  articleId = article.body.id;

  const confirmed = Array.from({ length: subscriberCount }, (_, i) => `reader${i}@example.com`);
  await subscribe([...confirmed.slice(0, throughApi), 'bounced-before@example.com']);
  await loadConfirmed(confirmed.slice(throughApi));
  await subscribe(['pending@example.com'], { pending: true });
  // A confirmed subscriber whose address bounced for good earlier gets nothing.
  await sesEvent({
    eventType: 'Bounce',
    mail: { messageId: 'earlier-message', tags: {} },
    bounce: {
      bounceType: 'Permanent',
      bouncedRecipients: [{ emailAddress: 'bounced-before@example.com' }],
    },
  });
}, 900_000);

afterAll(async () => {
  await env?.end();
});

describe('newsletter sends', () => {
  let send: ArticleSend;
  let sentMail: CaughtMail[];

  it('refuses a send before a test of the article version, then mails the test to the sender', async () => {
    const refused = await admin('POST', '/api/admin/newsletters/sends', { article_id: articleId });
    const bad = await admin<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/admin/newsletters/sends',
      { article_id: 'not-an-id' },
    );

    const test = await admin('POST', '/api/admin/newsletters/tests', { article_id: articleId });
    const mails = (await settled()).filter((mail) => mail.subject === `[Test] ${title}`);

    expect(refused.status).toBe(409);
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toContain('article_id');
    expect(test.status).toBe(202);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.destination.to).toEqual([env.sandbox.admin.email]);
  });

  it(
    'sends one message to each confirmed subscriber, each with its own unsubscribe link',
    {
      timeout: 900_000,
    },
    async () => {
      const started = await admin<ArticleSend>('POST', '/api/admin/newsletters/sends', {
        article_id: articleId,
      });
      expect(started.status).toBe(202);

      sentMail = newsletters(await settled());
      send = await getSend(started.body.id);

      const recipients = sentMail.flatMap((mail) => mail.destination.to);
      const tokens = sentMail.map(
        (mail) => /[?&]token=([^>&]+)/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1],
      );
      expect(env.sandbox.queue.deadLetters('email')).toEqual([]);
      expect(sentMail).toHaveLength(subscriberCount);
      expect(new Set(recipients).size).toBe(subscriberCount);
      expect(recipients).not.toContain('pending@example.com');
      expect(recipients).not.toContain('bounced-before@example.com');
      expect(new Set(tokens).size).toBe(subscriberCount);
      expect(tokens.every(Boolean)).toBe(true);
      expect(header(sentMail[0]!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(send).toMatchObject({
        status: 'sent',
        total: subscriberCount + 1,
        sent: subscriberCount,
        skipped: 1,
      });
    },
  );

  it('writes mail readable without images, with campaign links to the site', () => {
    const [mail] = sentMail;
    const html = mail!.body.html ?? '';
    const campaign = `utm_source=newsletter&amp;utm_medium=email&amp;utm_campaign=${send.campaign}`;

    expect(html).not.toMatch(/<img/i);
    expect(html).toContain('[a chart]');
    expect(html).toContain('color-scheme');
    expect(html).toContain(`/insights/${send.article_slug}?${campaign}`);
    expect(html).toContain(`/services?${campaign}`);
    expect(html).toContain('<strong>your best customers</strong>');
    expect(mail!.body.text).toContain('your best customers');
    expect(mail!.body.text).toContain(
      `/insights/${send.article_slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${send.campaign}`,
    );
  });

  it('sends nothing more when a batch is delivered again', async () => {
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: env.sandbox.queue.endpoint,
      credentials: env.sandbox.credentials,
    });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: env.sandbox.queue.urlOf('email'),
        MessageBody: JSON.stringify({
          kind: 'newsletter-batch',
          send_id: send.id,
          recipients: ['reader1@example.com', 'reader2@example.com', 'pending@example.com'],
        }),
      }),
    );
    sqs.destroy();

    expect(newsletters(await settled())).toHaveLength(subscriberCount);
    expect((await getSend(send.id)).sent).toBe(subscriberCount);
  });

  it("unsubscribes with the one-click POST of a message's List-Unsubscribe header", async () => {
    const mail = sentMail.find((m) => m.destination.to[0] === 'reader7@example.com')!;
    const url = /<([^>]+)>/.exec(header(mail, 'List-Unsubscribe')!)![1]!;
    const oneClick = new URL(url);

    const answer = await fetch(`${env.sandbox.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const again = await fetch(`${env.sandbox.url}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    const left = await admin<{ items: unknown[] }>(
      'GET',
      '/api/admin/subscribers?status=all&q=reader7@',
    );

    expect(answer.status).toBe(200);
    expect(again.status).toBe(200);
    expect(left.body.items).toHaveLength(0);
    expect((await getSend(send.id)).unsubscribed).toBe(1);
  });

  it(
    'suppresses an address SES reports bounced (SNS -> SQS) and counts the events on the send',
    {
      timeout: 900_000,
    },
    async () => {
      const tags = { send_id: [send.id] };
      await sesEvent({
        eventType: 'Bounce',
        mail: { messageId: 'm-bounce', tags },
        bounce: {
          bounceType: 'Permanent',
          bouncedRecipients: [{ emailAddress: 'reader3@example.com' }],
        },
      });
      await sesEvent({
        eventType: 'Bounce',
        mail: { messageId: 'm-soft', tags },
        bounce: {
          bounceType: 'Transient',
          bouncedRecipients: [{ emailAddress: 'reader4@example.com' }],
        },
      });
      await sesEvent({
        eventType: 'Complaint',
        mail: { messageId: 'm-complaint', tags },
        complaint: { complainedRecipients: [{ emailAddress: 'reader5@example.com' }] },
      });
      // SNS delivers at least once: the same event twice counts once.
      await sesEvent({ eventType: 'Delivery', mail: { messageId: 'm-ok', tags } });
      await sesEvent({ eventType: 'Delivery', mail: { messageId: 'm-ok', tags } });

      const counted = await getSend(send.id);
      const test = await admin('POST', '/api/admin/newsletters/tests', { article_id: articleId });
      const second = await admin<ArticleSend>('POST', '/api/admin/newsletters/sends', {
        article_id: articleId,
      });
      await settled();
      const resent = await getSend(second.body.id);
      const secondRecipients = newsletters(await env.sandbox.mail.messages())
        .slice(subscriberCount)
        .flatMap((mail) => mail.destination.to);

      expect(counted).toMatchObject({ bounced: 2, complained: 1, delivered: 1 });
      expect(test.status).toBe(202);
      expect(resent).toMatchObject({ status: 'sent', sent: subscriberCount - 1 - 2 });
      expect(secondRecipients).not.toContain('reader3@example.com');
      expect(secondRecipients).not.toContain('reader5@example.com');
      expect(secondRecipients).toContain('reader4@example.com');
    },
  );

  it('lists the sends newest first a page at a time, and refuses a forged cursor', async () => {
    const first = await admin<NewsletterSendList>('GET', '/api/admin/newsletters/sends?limit=1');
    const cursor = encodeURIComponent(first.body.nextCursor ?? '');
    const next = await admin<NewsletterSendList>(
      'GET',
      `/api/admin/newsletters/sends?limit=1&cursor=${cursor}`,
    );
    const forged = await admin('GET', '/api/admin/newsletters/sends?cursor=eyJwayI6IngifQ');

    expect(first.body.items).toHaveLength(1);
    expect(first.body.nextCursor).toBeTruthy();
    expect(next.body.items).toHaveLength(1);
    expect(next.body.items[0]!.created_at <= first.body.items[0]!.created_at).toBe(true);
    expect(next.body.items[0]!.id).not.toBe(first.body.items[0]!.id);
    expect(forged.status).toBe(400);
    expect(JSON.stringify(forged.body)).toContain('query.cursor');
  });
});
