/**
 * The database misbehaves under load, through the sandbox's fault injection:
 *
 * - it goes away: 200 concurrent requests (public reads and both public forms) while the DynamoDB
 *   endpoint refuses connections for 2 seconds, each form submission retried by its client until
 *   acknowledged. No 500 and no crash; every failure a clean 503 (the house JSON error body, code
 *   `unavailable`, nothing internal); recovery without help; some writes acknowledged, and every
 *   acknowledged contact submission and subscription stored;
 * - it hangs (takes requests, never answers): the API still answers, with clean 503s, instead
 *   of holding its callers until the function times out;
 * - it throttles a transaction (a page and its slug marker): retried, then a clean 503, never a
 *   500, and nothing half-written;
 * - it goes away while the queue worker generates a batch: every item ends complete or failed,
 *   none left pending or processing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestValues } from '@shared/content/interests';
import {
  adminToken,
  scanTable,
  startSandbox,
  uncleanErrorBody,
  type HostileSandbox,
} from './hostile-support';

const concurrent = 200;
const outageMs = 2000;

let sandbox: HostileSandbox;
let token: string;
let slug: string | undefined;

beforeAll(async () => {
  // Offline drafts take a while each, so a batch is still running when the database goes away.
  sandbox = await startSandbox({
    env: { CONTACT_RATE_LIMIT: '1000000', OFFLINE_MODEL_LATENCY_MS: '200' },
  });
  token = await adminToken(sandbox);
  const list = (await (await fetch(`${sandbox.url}/api/articles`)).json()) as {
    items: { slug: string }[];
  };
  slug = list.items[0]?.slug;
});

afterAll(async () => {
  await sandbox?.stop();
});

interface Call {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
}

/** The i-th request of the storm: public reads and the two public forms, interleaved. */
function call(i: number, marker: string): Call {
  const kinds: Call[] = [
    { name: 'list', method: 'GET', path: '/api/articles' },
    {
      name: 'contact',
      method: 'POST',
      path: '/api/contact',
      body: {
        firstName: 'Storm',
        lastName: `Caller ${i}`,
        email: `storm${i}@example.com`,
        companyName: 'Outage Ltd',
        interest: interestValues[0],
        message: `${marker} message number ${i}, sent while the database was down.`,
      },
    },
    {
      name: 'article',
      method: 'GET',
      path: slug ? `/api/articles/${slug}` : '/api/articles?page=2',
    },
    {
      name: 'newsletter',
      method: 'POST',
      path: '/api/newsletter',
      body: { email: `storm${i}@example.com` },
    },
    { name: 'categories', method: 'GET', path: '/api/categories' },
  ];
  return kinds[i % kinds.length]!;
}

async function send(request: Call, bearer?: string) {
  const response = await fetch(`${sandbox.url}${request.path}`, {
    method: request.method,
    headers: {
      ...(request.body ? { 'content-type': 'application/json' } : {}),
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
    },
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  return { request, status: response.status, text: await response.text() };
}

type Answer = Awaited<ReturnType<typeof send>>;

/**
 * Sends a form as a client that retries: on a 503 it waits and sends again, until acknowledged
 * or out of attempts. Every answer it got is kept, the last one first.
 */
async function sendUntilAcknowledged(request: Call): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const answer = await send(request);
    answers.unshift(answer);
    if (answer.status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
  }
  return answers;
}

/** Checks answers are successes or clean 503s; returns the 503s. */
function expectSuccessOrClean503(answers: Answer[]): Answer[] {
  const unexpected = answers.filter((a) => !(a.status < 300 || a.status === 503));
  expect(unexpected.map((a) => `${a.request.name} ${a.status} ${a.text.slice(0, 200)}`)).toEqual(
    [],
  );
  const unavailable = answers.filter((a) => a.status === 503);
  for (const answer of unavailable) {
    expect(uncleanErrorBody(answer.text), answer.request.name).toBeUndefined();
    expect(JSON.parse(answer.text).error.code).toBe('unavailable');
  }
  return unavailable;
}

/** Waits until /api/health answers 200 (bounded). */
async function recovered(): Promise<number> {
  const deadline = Date.now() + 15_000;
  let health = 0;
  while (Date.now() < deadline && health !== 200) {
    health = (await fetch(`${sandbox.url}/api/health`)).status;
    if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return health;
}

describe('a 2 s database outage under 200 concurrent requests', () => {
  it('answers clean 503s, recovers by itself and loses nothing it acknowledged', async () => {
    // Prepare: every handler loaded and warm, so the storm measures the outage, not cold starts.
    for (let i = 0; i < 5; i += 1)
      expect((await send(call(i, 'warm-up'))).status).toBeLessThan(300);
    const marker = `storm-${Date.now()}`;

    // Act: the database goes down, and the requests arrive while it is down; the forms' clients
    // retry until their submission is acknowledged.
    const outage = sandbox.faults.databaseOutage(outageMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const isForm = (request: Call) => request.method === 'POST';
    const calls = await Promise.all(
      Array.from({ length: concurrent }, async (_, i) => {
        const request = call(i, marker);
        return isForm(request) ? sendUntilAcknowledged(request) : [await send(request)];
      }),
    );
    await outage;
    const answers = calls.flat();
    const tally: Record<string, number> = {};
    for (const a of answers)
      tally[`${a.request.name} ${a.status}`] = (tally[`${a.request.name} ${a.status}`] ?? 0) + 1;
    console.log('hostile-faults: answers during the outage', tally);

    // Assess: every answer is a success or a clean 503, and the outage was felt.
    expect(expectSuccessOrClean503(answers).length, 'the outage was felt').toBeGreaterThan(0);

    // Assess: it recovers without help.
    expect(await recovered()).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await send(call(i, `${marker}-after`))).status).toBeLessThan(300);
    }

    // Assess: writes were acknowledged, and every acknowledged one is stored.
    const finals = calls.map((tries) => tries[0]!);
    const acknowledged = finals
      .filter((a) => a.request.name === 'contact' && a.status === 201)
      .map((a) => (JSON.parse(a.text) as { id: string }).id);
    const subscribed = finals
      .filter((a) => a.request.name === 'newsletter' && a.status === 200)
      .map((a) => (a.request.body as { email: string }).email);
    expect(acknowledged.length, 'contact submissions acknowledged').toBeGreaterThan(0);
    expect(subscribed.length, 'subscriptions acknowledged').toBeGreaterThan(0);
    // The admin list answers a page at a time: read every page along its cursor.
    const stored = new Set<string>();
    let cursor: string | null = null;
    do {
      const list = await fetch(
        `${sandbox.url}/api/admin/contacts?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(list.status).toBe(200);
      const page = (await list.json()) as { items: { id: string }[]; nextCursor: string | null };
      for (const contact of page.items) stored.add(contact.id);
      cursor = page.nextCursor;
    } while (cursor);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    const subscribers = new Set(
      (await scanTable(sandbox, 'subscribers')).map((row) => String(row.email)),
    );
    expect(subscribed.filter((email) => !subscribers.has(email))).toEqual([]);
  }, 90_000);
});

describe('a database that hangs (takes requests, never answers)', () => {
  it('answers clean 503s instead of holding its callers, and recovers once it answers again', async () => {
    const marker = `hang-${Date.now()}`;
    const requests = [0, 1, 3].map((i) => call(i, marker));

    const release = sandbox.faults.databaseHang();
    let answers: Answer[];
    try {
      answers = await Promise.all(requests.map((request) => send(request)));
    } finally {
      release();
    }

    expect(answers.map((a) => `${a.request.name} ${a.status}`)).toEqual([
      'list 503',
      'contact 503',
      'newsletter 503',
    ]);
    expectSuccessOrClean503(answers);
    expect(await recovered()).toBe(200);
    expect((await send(call(1, `${marker}-after`))).status).toBe(201);
  }, 90_000);
});

describe('throttling inside a transaction', () => {
  const page = (keyword: string): Call => ({
    name: 'page',
    method: 'POST',
    path: '/api/admin/pages',
    body: {
      keyword,
      industry: 'Logistics',
      pain_point: 'Quotes take days to prepare',
      intent_level: 'commercial',
      cta_type: 'consultation',
    },
  });

  it('retries a throttled transaction and stores the page once', async () => {
    sandbox.faults.transactionThrottling(2);

    const answer = await send(page('throttled once pricing'), token);

    expect(answer.status, answer.text).toBe(201);
    const rows = (await scanTable(sandbox, 'pages')).filter(
      (row) => row.keyword === 'throttled once pricing',
    );
    expect(rows).toHaveLength(1);
  });

  it('answers a clean 503 while throttling lasts, and leaves neither page nor slug behind', async () => {
    sandbox.faults.transactionThrottling(1000);
    let answer: Answer;
    try {
      answer = await send(page('throttled always pricing'), token);
    } finally {
      sandbox.faults.transactionThrottling(0);
    }

    expect(answer.status, answer.text).toBe(503);
    expectSuccessOrClean503([answer]);
    expect(
      (await scanTable(sandbox, 'pages')).filter(
        (row) => row.keyword === 'throttled always pricing',
      ),
    ).toEqual([]);
    // The slug is free: the same page can be created now.
    const again = await send(page('throttled always pricing'), token);
    expect(again.status, again.text).toBe(201);
    expect(JSON.parse(again.text).slug).toBe('throttled-always-pricing');
  });
});

describe('the queue worker while the database goes away', () => {
  it('ends every item of a batch complete or failed, none stuck', async () => {
    const authors = (await (
      await fetch(`${sandbox.url}/api/admin/authors`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as { items: { id: string }[] };
    const categories = (await (
      await fetch(`${sandbox.url}/api/admin/categories`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json()) as {
      items: { id: string }[];
    };
    const entries = Array.from({ length: 6 }, (_, i) => ({
      title: `Outage batch article ${i + 1}`,
      keyword: `outage topic ${i + 1}`,
    }));
    const created = await send(
      {
        name: 'job',
        method: 'POST',
        path: '/api/admin/jobs',
        body: {
          author_id: authors.items[0]!.id,
          category_id: categories.items[0]!.id,
          entries,
        },
      },
      token,
    );
    expect(created.status, created.text).toBe(201);
    const { jobId } = JSON.parse(created.text) as { jobId: string };

    await sandbox.faults.databaseOutage(outageMs);
    let job: { job: { status: string; counts: Record<string, number> } } | undefined;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const answer = await send(
        { name: 'job', method: 'GET', path: `/api/admin/jobs/${jobId}` },
        token,
      );
      if (answer.status === 200) {
        job = JSON.parse(answer.text);
        if (job?.job.status === 'complete') break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    expect(job?.job.counts).toMatchObject({ pending: 0, processing: 0 });
    expect((job?.job.counts.complete ?? 0) + (job?.job.counts.failed ?? 0)).toBe(entries.length);
  }, 90_000);
});
