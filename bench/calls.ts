/**
 * AWS calls per route: each request made once against the bench's sandbox (its seeded content),
 * and the DynamoDB, S3, SQS, SES, Cognito and KMS calls its function made, counted on the
 * functions' own SDK clients (test/support/aws-call-counter.ts). Budgets: a public read 2, a
 * contact or newsletter submission 4, an admin list's first page 2. The integration suite holds
 * the same budgets as assertions (test/integration/call-budgets.test.ts).
 */
import type { Sandbox } from '../infra/local/index';
import { routes } from '../infra/manifest';
import { countAwsCalls } from '../test/support/aws-call-counter';
import type { BenchRow } from './bench-row';
import { adminToken } from './render';

interface Probe {
  method: string;
  route: string;
  url: string;
  body?: unknown;
  admin?: boolean;
  budget: number;
}

export async function callsSection(baseUrl: string, sandbox: Sandbox): Promise<BenchRow[]> {
  const list = (await (await fetch(`${baseUrl}/api/articles`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = list.items?.[0]?.slug ?? 'none';
  const read = (route: string, url = route): Probe => ({ method: 'GET', route, url, budget: 2 });
  const probes: Probe[] = [
    read('/api/articles'),
    read('/api/articles', '/api/articles?category=Strategy&page=2'),
    read('/api/articles/{slug}', `/api/articles/${slug}`),
    read('/api/categories'),
    read('/api/insights/rss.xml'),
    read('/api/insights/feed.json'),
    read('/api/sitemap.xml'),
    read('/api/podcast'),
    {
      method: 'POST',
      route: '/api/contact',
      url: '/api/contact',
      budget: 4,
      body: {
        firstName: 'Bench',
        lastName: 'Caller',
        email: 'bench-calls@example.com',
        companyName: 'Bench Ltd',
        interest: 'growth',
        message: 'Counting the calls of one contact submission.',
        preferredDate: '',
      },
    },
    {
      method: 'POST',
      route: '/api/newsletter',
      url: '/api/newsletter',
      budget: 4,
      body: { email: 'bench-calls@example.com' },
    },
    ...['/api/admin/articles', '/api/admin/pages', '/api/admin/contacts', '/api/admin/jobs'].map(
      (path): Probe => ({ method: 'GET', route: path, url: path, admin: true, budget: 2 }),
    ),
  ];
  const token = await adminToken(sandbox);
  await sandbox.queue.idle(60_000);
  const counter = countAwsCalls();
  const rows: BenchRow[] = [];
  for (const probe of probes) {
    const route = routes.find(
      (entry) => entry.method === probe.method && entry.path === probe.route,
    );
    if (!route) throw new Error(`no route ${probe.method} ${probe.route}`);
    let status = 0;
    const calls = await counter.during(route.handler, async () => {
      const headers: Record<string, string> = {};
      if (probe.body !== undefined) headers['content-type'] = 'application/json';
      if (probe.admin) headers.authorization = `Bearer ${token}`;
      const response = await fetch(`${baseUrl}${probe.url}`, {
        method: probe.method,
        headers,
        body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
      });
      await response.arrayBuffer();
      status = response.status;
    });
    rows.push({
      section: 'calls',
      figure: `${probe.method} ${probe.url}`,
      value: calls.length,
      unit: 'calls',
      target: { op: '<=', value: probe.budget },
      command: 'one request, AWS calls counted on the SDK clients of the functions',
      note: `${status}; ${calls.join(', ') || 'no calls'}`,
    });
  }
  return rows;
}
