/**
 * The database goes away under load: 200 concurrent requests (public reads and both public
 * forms) while the sandbox's DynamoDB endpoint refuses connections for 2 seconds.
 *
 * What must hold: no 500 and no crash; every failure is a clean 503 (the house JSON error body,
 * code `unavailable`, nothing internal); the service recovers by itself once the database is
 * back; and nothing a client was told is stored is missing: every contact submission answered
 * 201 during the storm is in the admin list afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestValues } from '@shared/content/interests';
import { adminToken, startSandbox, uncleanErrorBody, type HostileSandbox } from './hostile-support';

const concurrent = 200;
const outageMs = 2000;

let sandbox: HostileSandbox;
let token: string;
let slug: string | undefined;

beforeAll(async () => {
  sandbox = await startSandbox({ env: { CONTACT_RATE_LIMIT: '1000000' } });
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

async function send(request: Call) {
  const response = await fetch(`${sandbox.url}${request.path}`, {
    method: request.method,
    headers: request.body ? { 'content-type': 'application/json' } : {},
    body: request.body ? JSON.stringify(request.body) : undefined,
  });
  return { request, status: response.status, text: await response.text() };
}

describe('a 2 s database outage under 200 concurrent requests', () => {
  it('answers clean 503s, recovers by itself and loses nothing it acknowledged', async () => {
    // Prepare: every handler loaded and warm, so the storm measures the outage, not cold starts.
    for (let i = 0; i < 5; i += 1)
      expect((await send(call(i, 'warm-up'))).status).toBeLessThan(300);
    const marker = `storm-${Date.now()}`;

    // Act: the database goes down, and the requests arrive while it is down.
    const outage = sandbox.faults.databaseOutage(outageMs);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(
      Array.from({ length: concurrent }, (_, i) => send(call(i, marker))),
    );
    await outage;
    const tally: Record<string, number> = {};
    for (const a of answers)
      tally[`${a.request.name} ${a.status}`] = (tally[`${a.request.name} ${a.status}`] ?? 0) + 1;
    console.log('hostile-faults: answers during the outage', tally);

    // Assess: every answer is a success or a clean 503.
    const unexpected = answers.filter((a) => !(a.status < 300 || a.status === 503));
    expect(unexpected.map((a) => `${a.request.name} ${a.status} ${a.text.slice(0, 200)}`)).toEqual(
      [],
    );
    const unavailable = answers.filter((a) => a.status === 503);
    expect(unavailable.length, 'the outage was felt').toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(uncleanErrorBody(answer.text), answer.request.name).toBeUndefined();
      expect(JSON.parse(answer.text).error.code).toBe('unavailable');
    }

    // Assess: it recovers without help.
    const deadline = Date.now() + 15_000;
    let health = 0;
    while (Date.now() < deadline && health !== 200) {
      health = (await fetch(`${sandbox.url}/api/health`)).status;
      if (health !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(health).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await send(call(i, `${marker}-after`))).status).toBeLessThan(300);
    }

    // Assess: every submission acknowledged with 201 is stored.
    const acknowledged = answers
      .filter((a) => a.request.name === 'contact' && a.status === 201)
      .map((a) => (JSON.parse(a.text) as { id: string }).id);
    const list = await fetch(`${sandbox.url}/api/admin/contacts`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.status).toBe(200);
    const stored = new Set(
      ((await list.json()) as { items: { id: string }[] }).items.map((c) => c.id),
    );
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 90_000);
});
