/**
 * First-party analytics against the sandbox's real emulators: beacons through the real handler,
 * the analytics queue and worker into the daily counters, and the admin dashboard reading them
 * back; each lead kind carrying its attribution into its record and the lead counters; what is
 * refused (400, 413, 429) and dropped (bots); exact counts under redelivery; and that no address
 * or user agent is stored in any table.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableNames } from '@shared/content/resources';
import { analyticsDashboardSchema, type AnalyticsDashboard } from '@shared/schemas/analytics';
import type { AnalyticsMessage } from '@shared/schemas/analytics-queue';
import type { ContactRecord } from '@shared/schemas/contact';
import { interestValues } from '@shared/content/interests';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

let env: EngagementSandbox;
let db: DynamoDBDocumentClient;
let nextIp = 1;
const usedIps: string[] = [];
const freshIp = () => {
  const ip = `198.51.100.${nextIp++}`;
  usedIps.push(ip);
  return ip;
};

const desktopAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 AnalyticsTestDesktop';
const phoneAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1 AnalyticsTestPhone';
const botAgent = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const today = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  env = await startEngagementSandbox({ ANALYTICS_RATE_LIMIT: '40' });
  db = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.dynamodb,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );
}, 120_000);

afterAll(async () => {
  db?.destroy();
  await env?.end();
});

/** Posts a beacon as `navigator.sendBeacon` does (text/plain) unless told otherwise. */
async function beacon(
  body: unknown,
  options: { agent?: string; ip?: string; type?: string; raw?: string } = {},
) {
  const response = await fetch(`${env.sandbox.url}/api/beacon`, {
    method: 'POST',
    headers: {
      'content-type': options.type ?? 'text/plain;charset=UTF-8',
      'user-agent': options.agent ?? desktopAgent,
      'x-forwarded-for': options.ip ?? freshIp(),
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as {
      accepted?: number;
      error?: { fields?: Record<string, string> };
    },
  };
}

async function dashboard(): Promise<AnalyticsDashboard> {
  await env.sandbox.queue.idle(20_000);
  const answer = await env.api<AnalyticsDashboard>(
    'GET',
    `/api/admin/analytics?from=${today()}&to=${today()}`,
    { token: env.adminToken },
  );
  expect(answer.status).toBe(200);
  return analyticsDashboardSchema.parse(answer.body);
}

const pageOf = (board: AnalyticsDashboard, path: string) =>
  board.topPages.find((page) => page.path === path) ?? { views: 0, sessions: 0, leads: 0 };
const kindOf = (board: AnalyticsDashboard, kind: string) =>
  board.leadsByKind.find((row) => row.kind === kind)!.leads;
const campaignOf = (board: AnalyticsDashboard, campaign: string) =>
  board.campaigns.find((row) => row.campaign === campaign);

async function dropped(): Promise<number> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: 'analytics',
      Key: { pk: `m#${today().slice(0, 7)}`, sk: `${today()}#total#` },
    }),
  );
  return (Item?.dropped as number | undefined) ?? 0;
}

const view = (path: string, sessionId: string, extra: Record<string, unknown> = {}) => ({
  type: 'view',
  path,
  referrer: '',
  utm: {},
  sessionId,
  at: new Date().toISOString(),
  ...extra,
});

const firstTouch = (campaign: string) => ({
  landingPath: '/insights/landing-article?utm_source=x',
  referrer: 'https://www.LinkedIn.com/feed/some/private/path?q=secret',
  utm: { source: ' LinkedIn ', medium: 'Social', campaign },
  at: new Date().toISOString(),
});

describe('view beacons', () => {
  it('fill the daily counters: views, sessions, paths, referrer domains, campaigns, devices', async () => {
    const before = await dashboard();
    const one = randomUUID();
    const two = randomUUID();

    const first = await beacon({
      events: [
        view('/insights/fresh-article', one, {
          referrer: 'https://www.google.com/search?q=advisory+firm',
          utm: { source: 'Google', medium: 'CPC', campaign: 'Spring Launch!' },
        }),
        view('/about', one, { referrer: 'https://www.google.com/search?q=advisory+firm' }),
        view('/insights/fresh-article', one),
      ],
    });
    const second = await beacon(
      { events: [view('/insights/fresh-article/', two)] },
      { agent: phoneAgent, type: 'application/json' },
    );
    const board = await dashboard();

    expect(first).toEqual({ status: 202, body: { accepted: 3 } });
    expect(second).toEqual({ status: 202, body: { accepted: 1 } });
    expect(board.totals.views - before.totals.views).toBe(4);
    expect(board.totals.sessions - before.totals.sessions).toBe(2);
    expect(pageOf(board, '/insights/fresh-article')).toMatchObject({ views: 3, sessions: 2 });
    expect(pageOf(board, '/about')).toMatchObject({ views: 1, sessions: 1 });
    expect(board.referrers.find((row) => row.domain === 'google.com')).toMatchObject({
      views: 2,
      sessions: 1,
    });
    expect(campaignOf(board, 'spring launch')).toMatchObject({
      source: 'google',
      medium: 'cpc',
      views: 1,
      sessions: 1,
    });
    const devices = Object.fromEntries(board.devices.map((row) => [row.device, row.views]));
    const devicesBefore = Object.fromEntries(before.devices.map((row) => [row.device, row.views]));
    expect(devices.desktop! - devicesBefore.desktop!).toBe(3);
    expect(devices.mobile! - devicesBefore.mobile!).toBe(1);
    expect(board.series).toHaveLength(1);
    expect(board.series[0]).toMatchObject({ date: today(), views: board.totals.views });
  });

  it('counts a path outside the public routes as "other"', async () => {
    const before = pageOf(await dashboard(), 'other').views;

    await beacon({
      events: [
        view('/admin/contact-submissions', randomUUID()),
        view('/wp-login.php', randomUUID()),
        view('/insights/Not_A_Slug', randomUUID()),
      ],
    });
    const board = await dashboard();

    expect(pageOf(board, 'other').views - before).toBe(3);
    expect(board.topPages.map((page) => page.path)).not.toContain('/wp-login.php');
  });

  it('answers a bot 202 and counts nothing', async () => {
    const before = await dashboard();

    const answer = await beacon({ events: [view('/faq', randomUUID())] }, { agent: botAgent });
    const board = await dashboard();

    expect(answer.status).toBe(202);
    expect(board.totals.views).toBe(before.totals.views);
    expect(pageOf(board, '/faq').views).toBe(pageOf(before, '/faq').views);
  });

  it('counts a batch SQS delivers twice once', async () => {
    const before = await dashboard();
    const message: AnalyticsMessage = {
      id: `beacon#${randomUUID()}`,
      device: 'tablet',
      events: [
        {
          type: 'view',
          path: '/podcast',
          referrer: 'direct',
          utm: {},
          sessionId: randomUUID(),
          at: new Date().toISOString(),
        },
      ],
    };
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.sqs,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });

    for (let i = 0; i < 2; i += 1) {
      await sqs.send(
        new SendMessageCommand({
          QueueUrl: env.sandbox.queue.urlOf('analytics'),
          MessageBody: JSON.stringify(message),
        }),
      );
      await env.sandbox.queue.idle(20_000);
    }
    sqs.destroy();
    const board = await dashboard();

    expect(board.totals.views - before.totals.views).toBe(1);
    expect(board.totals.sessions - before.totals.sessions).toBe(1);
    expect(pageOf(board, '/podcast').views - pageOf(before, '/podcast').views).toBe(1);
  });
});

describe('counting a batch at once', () => {
  const viewMessage = (path: string, sessionId: string): AnalyticsMessage => ({
    id: `beacon#${randomUUID()}`,
    device: 'tablet',
    events: [
      { type: 'view', path, referrer: 'direct', utm: {}, sessionId, at: new Date().toISOString() },
    ],
  });

  /** Queues messages ten to a SendMessageBatch, all at once, as SQS takes them. */
  async function queueAll(messages: AnalyticsMessage[]) {
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.sqs,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const chunks = Array.from({ length: Math.ceil(messages.length / 10) }, (_, i) =>
      messages.slice(i * 10, i * 10 + 10),
    );
    await Promise.all(
      chunks.map((chunk) =>
        sqs.send(
          new SendMessageBatchCommand({
            QueueUrl: env.sandbox.queue.urlOf('analytics'),
            Entries: chunk.map((message, i) => ({
              Id: String(i),
              MessageBody: JSON.stringify(message),
            })),
          }),
        ),
      ),
    );
    sqs.destroy();
  }

  it('counts a batch holding a message counted before: the others once, that one not again', async () => {
    const counted = viewMessage('/podcast', randomUUID());
    await queueAll([counted]);
    const before = await dashboard();
    const fresh = [viewMessage('/podcast', randomUUID()), viewMessage('/about', randomUUID())];

    await queueAll([fresh[0]!, counted, fresh[1]!]);
    const board = await dashboard();

    expect(board.totals.views - before.totals.views).toBe(2);
    expect(board.totals.sessions - before.totals.sessions).toBe(2);
    expect(pageOf(board, '/podcast').views - pageOf(before, '/podcast').views).toBe(1);
    expect(env.sandbox.queue.deadLetters('analytics')).toEqual([]);
  });

  it('claims a session viewing 120 paths in one batch: once a day, once on each path', async () => {
    // A day of its own, three days back, so its 120 paths crowd no other test's top pages.
    const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const day = at.slice(0, 10);
    const counter = async (dimension: string, key: string) =>
      (
        await db.send(
          new GetCommand({
            TableName: 'analytics',
            Key: { pk: `m#${day.slice(0, 7)}`, sk: `${day}#${dimension}#${key}` },
          }),
        )
      ).Item ?? { views: 0, sessions: 0 };
    const before = await counter('total', '');
    const session = randomUUID();
    const paths = Array.from({ length: 120 }, (_, i) => `/insights/many-paths-${i}`);
    const messages = Array.from({ length: 6 }, (_, m) => ({
      ...viewMessage('/', session),
      events: paths.slice(m * 20, m * 20 + 20).map((path) => ({
        type: 'view' as const,
        path,
        referrer: 'direct',
        utm: {},
        sessionId: session,
        at,
      })),
    }));

    await queueAll(messages);
    await env.sandbox.queue.idle(20_000);
    const after = await counter('total', '');

    expect(after.views - before.views).toBe(120);
    expect(after.sessions - before.sessions).toBe(1);
    for (const path of [paths[0]!, paths[60]!, paths[119]!])
      expect(await counter('path', path)).toMatchObject({ views: 1, sessions: 1 });
  });

  it('adds concurrent batches exactly, a session once across them', async () => {
    const before = await dashboard();
    // 20 sessions, each viewing three paths in three messages, spread over several batches
    // that the worker runs side by side.
    const sessions = Array.from({ length: 20 }, () => randomUUID());
    const paths = ['/podcast', '/about', '/insights/batch-article'];
    const messages = paths.flatMap((path) => sessions.map((session) => viewMessage(path, session)));

    await queueAll(messages);
    const board = await dashboard();

    expect(board.totals.views - before.totals.views).toBe(60);
    expect(board.totals.sessions - before.totals.sessions).toBe(20);
    for (const path of paths) {
      expect(pageOf(board, path).views - pageOf(before, path).views).toBe(20);
      expect(pageOf(board, path).sessions - pageOf(before, path).sessions).toBe(20);
    }
  });
});

describe('refused beacons', () => {
  it('answers malformed 400 naming the field and oversized 413, both counted as dropped', async () => {
    const droppedBefore = await dropped();

    const badSession = await beacon({ events: [view('/', 'not-a-uuid')] });
    const noEvents = await beacon({ events: [] });
    const tooMany = await beacon({
      events: Array.from({ length: 21 }, () => view('/', randomUUID())),
    });
    const oversized = await beacon({ events: [view(`/${'x'.repeat(5000)}`, randomUUID())] });
    const notJson = await beacon(undefined, { raw: 'events=1' });

    expect(badSession.status).toBe(400);
    expect(badSession.body.error?.fields).toHaveProperty('events.0.sessionId');
    expect(noEvents.status).toBe(400);
    expect(noEvents.body.error?.fields).toHaveProperty('events');
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.fields).toHaveProperty('events');
    expect(oversized.status).toBe(413);
    expect(notJson.status).toBe(400);
    expect((await dropped()) - droppedBefore).toBe(5);
  });

  it('answers a flood from one client 429 past its limit', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    // The limit counts in fixed one-minute windows: start well inside one, so all 42 land in it.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000)
      await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));

    for (let i = 0; i < 42; i += 1)
      statuses.push((await beacon({ events: [view('/', randomUUID())] }, { ip })).status);

    expect(statuses.slice(0, 40).every((status) => status === 202)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429]);
  });
});

describe('lead attribution', () => {
  async function contact(attribution: unknown): Promise<ContactRecord> {
    const email = `lead-${randomUUID()}@example.com`;
    const sent = await env.api('POST', '/api/contact', {
      ip: freshIp(),
      body: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email,
        companyName: 'Engines Ltd',
        interest: interestValues[0],
        message: 'We would like to talk about our growth plans.',
        attribution,
      },
    });
    expect(sent.status).toBe(201);
    const list = await env.api<{ items: ContactRecord[] }>(
      'GET',
      `/api/admin/contacts?q=${encodeURIComponent(email)}`,
      { token: env.adminToken },
    );
    const record = list.body.items.find((item) => item.email === email);
    expect(record).toBeDefined();
    return record!;
  }

  it('a consent-less contact stores only its source path, counts the lead and no view', async () => {
    const before = await dashboard();

    const record = await contact({ sourcePath: '/contact' });
    const board = await dashboard();

    expect(record.attribution).toEqual({ sourcePath: '/contact' });
    expect(board.totals.views).toBe(before.totals.views);
    expect(board.totals.leads - before.totals.leads).toBe(1);
    expect(kindOf(board, 'contact') - kindOf(before, 'contact')).toBe(1);
    expect(pageOf(board, '/contact').leads - pageOf(before, '/contact').leads).toBe(1);
  });

  it('a contact carries first touch, last content and UTM into its record and the lead counters', async () => {
    const before = await dashboard();

    const record = await contact({
      sourcePath: '/contact',
      firstTouch: firstTouch('Contact-Q4'),
      lastContentPath: '/insights/read-before-contact',
      pages: ['/', '/insights/read-before-contact', '/contact'],
    });
    const board = await dashboard();

    expect(record.attribution).toEqual({
      sourcePath: '/contact',
      firstTouch: {
        landingPath: '/insights/landing-article',
        referrer: 'linkedin.com',
        utm: { source: 'linkedin', medium: 'social', campaign: 'contact-q4' },
        at: expect.any(String),
      },
      lastContentPath: '/insights/read-before-contact',
      pages: ['/', '/insights/read-before-contact', '/contact'],
    });
    expect(pageOf(board, '/insights/read-before-contact').leads).toBe(1);
    expect(campaignOf(board, 'contact-q4')).toMatchObject({ source: 'linkedin', leads: 1 });
    expect(
      board.referrers.find((row) => row.domain === 'linkedin.com')!.leads -
        (before.referrers.find((row) => row.domain === 'linkedin.com')?.leads ?? 0),
    ).toBe(1);
  });

  it('a newsletter confirmation credits the sign-up attribution to the subscriber and the counters', async () => {
    const before = await dashboard();
    const email = `reader-${randomUUID()}@example.com`;
    const signUp = await env.api('POST', '/api/newsletter', {
      ip: freshIp(),
      body: {
        email,
        attribution: {
          sourcePath: '/insights/newsletter-source',
          firstTouch: firstTouch('News-Q4'),
          lastContentPath: '/insights/newsletter-source',
        },
      },
    });
    expect(signUp.status).toBe(200);
    await env.sandbox.queue.idle(20_000);
    const mail = (await env.sandbox.mail.messages()).find((m) => m.destination.to.includes(email));
    const token = /\/newsletter\/confirm#([A-Za-z0-9_.-]+)/.exec(mail?.body.text ?? '')?.[1];
    const unconfirmed = await dashboard();

    const confirmed = await env.api('POST', '/api/newsletter/confirm', { body: { token } });
    const again = await env.api('POST', '/api/newsletter/confirm', { body: { token } });
    const board = await dashboard();
    const { Item } = await db.send(new GetCommand({ TableName: 'subscribers', Key: { email } }));

    expect(kindOf(unconfirmed, 'newsletter')).toBe(kindOf(before, 'newsletter'));
    expect(confirmed.status).toBe(200);
    expect(again.status).toBe(200);
    expect(Item?.attribution).toMatchObject({
      sourcePath: '/insights/newsletter-source',
      firstTouch: { referrer: 'linkedin.com', utm: { campaign: 'news-q4' } },
    });
    expect(kindOf(board, 'newsletter') - kindOf(before, 'newsletter')).toBe(1);
    expect(pageOf(board, '/insights/newsletter-source').leads).toBe(1);
    expect(campaignOf(board, 'news-q4')).toMatchObject({ medium: 'social', leads: 1 });
  });

  it('a completed diagnostic stores its attribution and counts a diagnostic lead', async () => {
    const before = await dashboard();

    const answer = await env.api<{ id: string }>('POST', '/api/diagnostic', {
      ip: freshIp(),
      body: {
        answers: {
          timeframe: 'not_started',
          investment: 'moderate_increase',
          aiUseAreas: ['forecasting'],
          blockers: ['roi'],
          outcomes: ['faster_ramp'],
          numTools: '3_to_5',
          initiative: 'dashboard',
        },
        attribution: {
          sourcePath: '/free-tools',
          firstTouch: firstTouch('Diag-Q4'),
          lastContentPath: '/insights/diagnostic-source',
        },
      },
    });
    const board = await dashboard();
    const { Item } = await db.send(
      new GetCommand({ TableName: 'diagnostics', Key: { id: answer.body.id } }),
    );

    expect(answer.status).toBe(201);
    expect(Item?.attribution).toMatchObject({
      sourcePath: '/free-tools',
      firstTouch: { referrer: 'linkedin.com', utm: { source: 'linkedin', campaign: 'diag-q4' } },
      lastContentPath: '/insights/diagnostic-source',
    });
    expect(kindOf(board, 'diagnostic') - kindOf(before, 'diagnostic')).toBe(1);
    expect(pageOf(board, '/insights/diagnostic-source').leads).toBe(1);
    expect(campaignOf(board, 'diag-q4')).toMatchObject({ leads: 1 });
  });

  it('refuses a diagnostic with a missing answer, naming the field', async () => {
    const answer = await env.api<{ error: { fields: Record<string, string> } }>(
      'POST',
      '/api/diagnostic',
      { ip: freshIp(), body: { answers: { timeframe: 'not_started' } } },
    );

    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toHaveProperty('answers.investment');
  });

  it('a schedule_call lead event carries its attribution into the lead counters', async () => {
    const before = await dashboard();

    const answer = await beacon({
      events: [
        {
          type: 'lead',
          kind: 'schedule_call',
          path: '/solutions/growth-enablement',
          sessionId: randomUUID(),
          attribution: {
            sourcePath: '/solutions/growth-enablement',
            firstTouch: firstTouch('Call-Q4'),
            lastContentPath: '/insights/call-source',
          },
        },
      ],
    });
    const board = await dashboard();

    expect(answer.status).toBe(202);
    expect(board.totals.views).toBe(before.totals.views);
    expect(kindOf(board, 'schedule_call') - kindOf(before, 'schedule_call')).toBe(1);
    expect(pageOf(board, '/insights/call-source').leads).toBe(1);
    expect(campaignOf(board, 'call-q4')).toMatchObject({ leads: 1 });
  });
});

describe('the admin reads', () => {
  it('answers the lists their paths views and leads of the last 30 days', async () => {
    await beacon({
      events: [view('/insights/listed', randomUUID()), view('/insights/listed', randomUUID())],
    });
    await env.sandbox.queue.idle(20_000);

    const answer = await env.api<{ paths: Record<string, { views: number; leads: number }> }>(
      'GET',
      '/api/admin/analytics/paths?path=/insights/listed&path=/insights/read-before-contact&path=/nowhere',
      { token: env.adminToken },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.paths).toEqual({
      '/insights/listed': { views: 2, leads: 0 },
      '/insights/read-before-contact': { views: 0, leads: 1 },
      '/nowhere': { views: 0, leads: 0 },
    });
  });

  it('sums the 30-day columns across months, and each month of a path expires on its own', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    // The last day of the previous month when it is inside the 30 days, so the window spans two.
    const earlier = Math.min(new Date().getUTCDate(), 29);
    const path = '/insights/read-across-months';
    const views = [daysAgo(0), daysAgo(earlier), daysAgo(earlier), daysAgo(30)];
    const message: AnalyticsMessage = {
      id: `beacon#${randomUUID()}`,
      events: views.map((at) => ({
        type: 'view' as const,
        path,
        referrer: 'direct',
        utm: {},
        sessionId: randomUUID(),
        at,
      })),
    };
    const sqs = new SQSClient({
      region: 'us-east-1',
      endpoint: env.sandbox.endpoints.sqs,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    await sqs.send(
      new SendMessageCommand({
        QueueUrl: env.sandbox.queue.urlOf('analytics'),
        MessageBody: JSON.stringify(message),
      }),
    );
    sqs.destroy();
    await env.sandbox.queue.idle(20_000);

    const answer = await env.api<{ paths: Record<string, { views: number; leads: number }> }>(
      'GET',
      `/api/admin/analytics/paths?path=${path}`,
      { token: env.adminToken },
    );
    const { Items = [] } = await db.send(
      new ScanCommand({
        TableName: 'analytics',
        FilterExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `r#${path}` },
      }),
    );

    expect(answer.body.paths[path]).toEqual({ views: 3, leads: 0 });
    for (const row of Items) {
      const monthStart = Date.parse(`${String(row.sk).slice(2)}-01`) / 1000;
      expect(row.expires_at).toBe(monthStart + 400 * 86_400);
    }
    expect(new Set(Items.map((row) => row.sk)).size).toBe(
      new Set(views.map((at) => at.slice(0, 7))).size,
    );
  });

  it('refuses a bad range with 400 naming the field, and anonymous callers', async () => {
    const bad = await env.api<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/admin/analytics?from=2025-13-01&to=2025-01-01',
      { token: env.adminToken },
    );
    const long = await env.api<{ error: { fields: Record<string, string> } }>(
      'GET',
      '/api/admin/analytics?from=2024-01-01&to=2025-06-01',
      { token: env.adminToken },
    );
    const anonymous = await env.api('GET', `/api/admin/analytics?from=${today()}&to=${today()}`);

    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('query.from');
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toHaveProperty('query.to');
    expect(anonymous.status).toBe(401);
  });
});

describe('privacy', () => {
  it('stores no client address and no user agent in any table', async () => {
    await env.sandbox.queue.idle(20_000);
    const stored: string[] = [];

    for (const table of tableNames) {
      let start: Record<string, unknown> | undefined;
      do {
        const page = await db.send(new ScanCommand({ TableName: table, ExclusiveStartKey: start }));
        stored.push(...(page.Items ?? []).map((item) => JSON.stringify(item)));
        start = page.LastEvaluatedKey;
      } while (start);
    }
    const everything = stored.join('\n');

    expect(stored.length).toBeGreaterThan(0);
    expect(everything).toContain('/insights/fresh-article');
    for (const ip of usedIps) expect(everything).not.toContain(ip);
    for (const agent of ['AnalyticsTestDesktop', 'AnalyticsTestPhone', 'Googlebot', 'Mozilla'])
      expect(everything).not.toContain(agent);
  });
});
