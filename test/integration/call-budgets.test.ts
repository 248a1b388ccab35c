/**
 * AWS calls per request, as budgets: a public read makes at most 2 (DynamoDB, SQS, SES, S3, KMS or
 * Cognito calls, counted on the functions' own SDK clients and signed calls by
 * test/support/aws-call-counter.ts),
 * a contact or newsletter submission at most 4, an admin list's first page at most 2. Each call
 * is latency and cost on every request; a route that grows one more round trip fails here, naming
 * the calls it made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type HandlerModule } from '../../infra/manifest';
import { countAwsCalls, type AwsCallCounter } from '../support/aws-call-counter';
import { articleBody } from './content-sandbox';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

/** One request to measure, its route in the manifest, and the calls it may make. */
interface Probe {
  method: string;
  /** The manifest's path of the route (`{slug}` left as is). */
  route: string;
  url: () => string;
  body?: unknown;
  admin?: boolean;
  status: number;
  budget: number;
}

const contact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  interest: 'growth',
  message: 'We need help building a repeatable sales motion.',
  preferredDate: '',
};

let env: EngagementSandbox;
let counter: AwsCallCounter;
let slug = '';
let nextIp = 1;

const probes: Probe[] = [
  {
    method: 'GET',
    route: '/api/articles',
    url: () => '/api/articles',
    status: 200,
    budget: 2,
  },
  {
    method: 'GET',
    route: '/api/articles',
    url: () => '/api/articles?category=Strategy&page=2',
    status: 200,
    budget: 2,
  },
  {
    method: 'GET',
    route: '/api/articles/{slug}',
    url: () => `/api/articles/${slug}`,
    status: 200,
    budget: 2,
  },
  { method: 'GET', route: '/api/categories', url: () => '/api/categories', status: 200, budget: 2 },
  ...['/api/insights/rss.xml', '/api/insights/feed.json'].map((path): Probe => ({
    method: 'GET',
    route: path,
    url: () => path,
    status: 200,
    budget: 2,
  })),
  {
    method: 'GET',
    route: '/api/sitemap.xml',
    url: () => '/api/sitemap.xml',
    status: 200,
    budget: 2,
  },
  {
    method: 'POST',
    route: '/api/contact',
    url: () => '/api/contact',
    body: contact,
    status: 201,
    budget: 4,
  },
  {
    method: 'POST',
    route: '/api/newsletter',
    url: () => '/api/newsletter',
    body: { email: 'reader@example.com' },
    status: 200,
    budget: 4,
  },
  // An admin list's page 1: a Query of its index rows, then one BatchGetItem of the rows shown,
  // the list's kept count and the guard's access row (functions/lib/carried-read.ts); the page
  // list's redirect sources too.
  ...['/api/admin/articles', '/api/admin/pages', '/api/admin/contacts'].map((path): Probe => ({
    method: 'GET',
    route: path,
    url: () => path,
    admin: true,
    status: 200,
    budget: 2,
  })),
  ...['/api/admin/authors', '/api/admin/categories'].map((path): Probe => ({
    method: 'GET',
    route: path,
    url: () => path,
    admin: true,
    status: 200,
    budget: 2,
  })),
];

/** The handler module the manifest routes `method path` to. */
function handlerOf(method: string, path: string): HandlerModule {
  const route = routes.find((entry) => entry.method === method && entry.path === path);
  if (!route) throw new Error(`no route ${method} ${path}`);
  return route.handler;
}

/** Makes the probe's request; its status and the AWS calls its route made. */
async function measure(probe: Probe): Promise<{ status: number; calls: string[] }> {
  let status = 0;
  const calls = await counter.during(handlerOf(probe.method, probe.route), async () => {
    const headers: Record<string, string> = { 'x-forwarded-for': `203.0.113.${nextIp++}` };
    if (probe.body !== undefined) headers['content-type'] = 'application/json';
    if (probe.admin) headers.authorization = `Bearer ${env.adminToken}`;
    const response = await fetch(`${env.sandbox.url}${probe.url()}`, {
      method: probe.method,
      headers,
      body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
    });
    await response.arrayBuffer();
    status = response.status;
  });
  return { status, calls };
}

beforeAll(async () => {
  env = await startEngagementSandbox();
  const create = async (path: string, body: unknown) => {
    const answer = await env.api<{ id: string; slug: string }>('POST', path, {
      body,
      token: env.adminToken,
    });
    expect(answer.status).toBe(201);
    return answer.body;
  };
  const category = await create('/api/admin/categories', { name: 'Strategy' });
  const author = await create('/api/admin/authors', { name: 'Ada Writer' });
  // Eight: the category's second page has rows, so its BatchGetItem is counted too.
  for (let i = 1; i <= 8; i += 1) {
    const article = await create(
      '/api/admin/articles',
      articleBody({ title: `Budget note ${i}`, author_id: author.id, category_id: category.id }),
    );
    slug = article.slug;
  }
  // A programmatic page, generated by the offline model: the admin's page list has a row to read.
  await create('/api/admin/pages', {
    keyword: 'Supply Chain Resilience',
    industry: 'Logistics',
    pain_point: 'Disruptions keep hitting delivery times.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  });
  // Counting starts once the set-up's own work (renders of what it published) is done.
  await env.sandbox.queue.idle(30_000);
  counter = countAwsCalls();
}, 120_000);

afterAll(async () => {
  await env?.end();
});

describe('AWS calls per request', () => {
  it.each(probes.map((probe) => [`${probe.method} ${probe.url()}`, probe] as const))(
    '%s',
    async (_name, probe) => {
      const { status, calls } = await measure(probe);
      expect(status).toBe(probe.status);
      const made = `${calls.length} calls: ${calls.join(', ')}`;
      // Every route here reads or writes something: zero would mean the counter saw nothing.
      expect(calls.length, made).toBeGreaterThan(0);
      expect(calls.length, made).toBeLessThanOrEqual(probe.budget);
    },
  );
});
