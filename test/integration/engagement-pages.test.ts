/**
 * Programmatic pages through HTTP against the sandbox: the create form's rules, drafts hidden from
 * visitors but shown to admins, publish and unpublish, slugs unique and freed on delete, the CSV
 * import, and generation requests reaching the queue. Queue delivery is paused so pages keep the
 * state this suite gives them (no worker writes content behind its back).
 */
import { GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CsvProcessingResult } from '@shared/schemas/csv';
import { publicPageSchema, type PageRecord, type PublicPage } from '@shared/schemas/page';
import { redirectId } from '@shared/schemas/redirect';
import { seedPages } from '../../infra/local/seed-pages';
import { contentIndexRepository } from '@functions/adapters/repositories/content-index-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { startEngagementSandbox, type EngagementSandbox } from './engagement-sandbox';

const notPublished = 'Sorry, the page you are looking for does not exist or is not published yet.';

let env: EngagementSandbox;
let sqs: SQSClient;

const form = {
  keyword: 'Supply Chain Resilience',
  industry: 'Logistics',
  pain_point: 'Disruptions keep hitting delivery times.',
  intent_level: 'commercial',
  cta_type: 'consultation',
};

beforeAll(async () => {
  env = await startEngagementSandbox();
  env.sandbox.queue.setMaxConcurrency('generation', 0);
  sqs = new SQSClient({
    region: 'us-east-1',
    endpoint: env.sandbox.endpoints.sqs,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  sqs?.destroy();
  await env?.end();
});

async function queuedMessages(): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: env.sandbox.queue.urlOf('generation'),
      AttributeNames: ['ApproximateNumberOfMessages'],
    }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages);
}

const admin = () => ({ token: env.adminToken });
const createPage = (body: Record<string, unknown>) =>
  env.api<PageRecord>('POST', '/api/admin/pages', { body, ...admin() });

describe('creating a page', () => {
  it('answers each field with the spec message', async () => {
    const answer = await createPage({
      keyword: 'x',
      industry: '',
      pain_point: ' a ',
      cta_type: 'c',
      slug: 'Bad Slug!',
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error: {
        fields: {
          keyword: 'Keyword must be at least 2 characters.',
          industry: 'Industry must be at least 2 characters.',
          pain_point: 'Pain point must be at least 2 characters.',
          intent_level: 'Intent level must be at least 2 characters.',
          cta_type: 'CTA type must be at least 2 characters.',
          slug: 'Slug must contain only lowercase letters, numbers, and hyphens.',
        },
      },
    });
  });

  it('stores a draft with a slug made from the keyword and queues its generation', async () => {
    const before = await queuedMessages();

    const answer = await createPage(form);

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      slug: 'supply-chain-resilience',
      status: 'draft',
      h1: '',
      version: 1,
    });
    expect(await queuedMessages()).toBe(before + 1);
  });

  it('refuses a slug another page uses with 409 on the slug field', async () => {
    await createPage({ ...form, slug: 'taken-slug' });

    const second = await createPage({ ...form, keyword: 'Another keyword', slug: 'taken-slug' });

    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: { fields: { slug: 'A page with this slug already exists.' } },
    });
  });

  it('refuses a slug a service page answers with 409 naming it, and steps a keyword slug past it', async () => {
    const chosen = await createPage({ ...form, slug: 'business-development' });
    const fromKeyword = await createPage({ ...form, keyword: 'Business Development' });

    expect(chosen.status).toBe(409);
    expect(chosen.body).toMatchObject({
      error: {
        fields: {
          slug: 'Slug business-development is taken by the service page /solutions/business-development',
        },
      },
    });
    expect(fromKeyword.status).toBe(201);
    expect(fromKeyword.body.slug).toMatch(/^business-development-\d{6}-\d{3}$/);
  });

  it('refuses a slug a managed redirect answers', async () => {
    const redirect = await env.api('POST', '/api/admin/redirects', {
      body: { from: '/solutions/retired-offer', to: '/contact', status: 301 },
      ...admin(),
    });

    const answer = await createPage({ ...form, slug: 'retired-offer' });

    expect(redirect.status).toBe(201);
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({
      error: {
        fields: { slug: 'Slug retired-offer is taken by a redirect from /solutions/retired-offer' },
      },
    });
  });

  it('frees the slug when the page is deleted', async () => {
    const page = await createPage({ ...form, slug: 'short-lived' });

    const deleted = await env.api('DELETE', `/api/admin/pages/${page.body.id}`, admin());
    const again = await createPage({ ...form, slug: 'short-lived' });

    expect(deleted.status).toBe(204);
    expect(again.status).toBe(201);
    expect((await env.api('GET', `/api/admin/pages/${page.body.id}`, admin())).status).toBe(404);
  });
});

describe('reading a page', () => {
  it('hides a draft from visitors with the spec message and shows it to an admin', async () => {
    const page = await createPage({ ...form, slug: 'draft-only' });

    const anonymous = await env.api('GET', '/api/pages/draft-only');
    const asAdmin = await env.api<PublicPage>('GET', '/api/pages/draft-only', admin());

    expect(anonymous.status).toBe(404);
    expect(anonymous.body).toMatchObject({ error: { message: notPublished } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ slug: page.body.slug, status: 'draft' });
  });

  it('treats an invalid token like no token', async () => {
    await createPage({ ...form, slug: 'draft-bad-token' });

    const answer = await env.api('GET', '/api/pages/draft-bad-token', { token: 'not.a.jwt' });

    expect(answer.status).toBe(404);
  });

  it('answers 404 with the spec message for an unknown slug', async () => {
    const answer = await env.api('GET', '/api/pages/no-such-page');

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ error: { message: notPublished } });
  });

  it('flags a listed page whose path a redirect added later answers', async () => {
    const page = await createPage({ ...form, slug: 'soon-redirected' });
    const redirect = await env.api('POST', '/api/admin/redirects', {
      body: { from: '/solutions/soon-redirected', to: '/contact', status: 301 },
      ...admin(),
    });

    const list = await env.api<{ items: (PageRecord & { slug_conflict?: string })[] }>(
      'GET',
      '/api/admin/pages',
      admin(),
    );

    expect(page.status).toBe(201);
    expect(redirect.status).toBe(201);
    const listed = list.body.items.find((item) => item.id === page.body.id);
    expect(listed?.slug_conflict).toBe(
      'Slug soon-redirected is taken by a redirect from /solutions/soon-redirected',
    );
    expect(list.body.items.filter((item) => item.slug_conflict)).toEqual([listed]);

    // Once the redirect is gone, the page's path is its own again.
    const removed = await env.api(
      'DELETE',
      `/api/admin/redirects/${redirectId('/solutions/soon-redirected')}`,
      admin(),
    );
    const after = await env.api<{ items: (PageRecord & { slug_conflict?: string })[] }>(
      'GET',
      '/api/admin/pages',
      admin(),
    );
    expect(removed.status).toBe(204);
    expect(after.body.items.filter((item) => item.slug_conflict)).toEqual([]);
  });

  it('lists pages newest first and reads one by id', async () => {
    const older = await createPage({ ...form, slug: 'list-older' });
    const newer = await createPage({ ...form, slug: 'list-newer' });

    const list = await env.api<{ items: PageRecord[] }>('GET', '/api/admin/pages', admin());
    const one = await env.api<PageRecord>('GET', `/api/admin/pages/${older.body.id}`, admin());

    const ids = list.body.items.map((page) => page.id);
    expect(ids.indexOf(newer.body.id)).toBeLessThan(ids.indexOf(older.body.id));
    expect(one.body.slug).toBe('list-older');
  });
});

describe('publishing', () => {
  it('seeds the two published sample pages once, readable by everyone', async () => {
    const first = await seedPages();
    const second = await seedPages();

    expect(first).toEqual(['2 programmatic pages']);
    expect(second).toEqual([]);
    for (const slug of ['growth-enablement-b2b-teams', 'strategic-planning']) {
      const answer = await env.api<PublicPage>('GET', `/api/pages/${slug}`);
      expect(answer.status).toBe(200);
      // The browser types this answer by the schema without parsing it again: it must match,
      // and carry nothing else (the generation inputs stay in the portal).
      expect(publicPageSchema.strict().parse(answer.body)).toEqual(answer.body);
      expect(answer.body).toMatchObject({ slug, status: 'published' });
      expect(answer.body.faqs.length).toBeGreaterThanOrEqual(4);
      // Written through the API's store, so the quality gate sees it from its first write.
      const stored = await pageRepository.findBySlug(slug);
      expect(await contentIndexRepository.get(stored!.id)).toMatchObject({ kind: 'page' });
    }
  });

  it('unpublishes a page (hidden from visitors) and publishes it again', async () => {
    await seedPages();
    const list = await env.api<{ items: PageRecord[] }>('GET', '/api/admin/pages', admin());
    const page = list.body.items.find((item) => item.slug === 'strategic-planning')!;
    const path = `/api/admin/pages/${page.id}/publish`;

    const unpublished = await env.api<PageRecord>('PATCH', path, {
      body: { is_published: false },
      ...admin(),
    });
    const hidden = await env.api('GET', '/api/pages/strategic-planning');
    const republished = await env.api<PageRecord>('PATCH', path, {
      body: { is_published: true },
      ...admin(),
    });
    const visible = await env.api('GET', '/api/pages/strategic-planning');

    expect(unpublished.body.status).toBe('draft');
    expect(hidden.status).toBe(404);
    expect(republished.body.status).toBe('published');
    expect(republished.body.updated_at >= unpublished.body.updated_at).toBe(true);
    expect(visible.status).toBe(200);
  });

  it('refuses to publish a page whose content is not generated yet', async () => {
    const page = await createPage({ ...form, slug: 'not-ready' });

    const answer = await env.api('PATCH', `/api/admin/pages/${page.body.id}/publish`, {
      body: { is_published: true },
      ...admin(),
    });

    expect(answer.status).toBe(409);
    expect((await env.api('GET', '/api/pages/not-ready')).status).toBe(404);
  });

  it('queues a regeneration', async () => {
    const page = await createPage({ ...form, slug: 'regenerate-me' });
    const before = await queuedMessages();

    const answer = await env.api('POST', `/api/admin/pages/${page.body.id}/regenerate`, admin());

    expect(answer.status).toBe(202);
    expect(await queuedMessages()).toBe(before + 1);
  });
});

describe('POST /api/admin/pages/import', () => {
  it('answers one result per row: created, invalid and skipped, and queues the created ones', async () => {
    await createPage({ ...form, slug: 'already-here' });
    const before = await queuedMessages();

    const answer = await env.api<{ results: CsvProcessingResult[] }>(
      'POST',
      '/api/admin/pages/import',
      {
        body: {
          rows: [
            { row: 2, ...form, keyword: 'Fintech Market Entry', industry: 'Fintech' },
            { row: 3, ...form, keyword: 'Healthcare Partnerships', slug: 'healthcare-partners' },
            { row: 4, ...form, keyword: '' },
            { row: 5, ...form, slug: 'already-here' },
          ],
        },
        ...admin(),
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.results.map(({ row, status }) => [row, status])).toEqual([
      [2, 'success'],
      [3, 'success'],
      [4, 'error'],
      [5, 'skipped'],
    ]);
    expect(answer.body.results[2]?.message).toBe('Keyword must be at least 2 characters.');
    expect((await env.api('GET', '/api/pages/fintech-market-entry', admin())).status).toBe(200);
    expect(await queuedMessages()).toBe(before + 2);
  });

  it('answers a row whose slug a fixed route answers with an error naming it, and creates nothing for it', async () => {
    const answer = await env.api<{ results: CsvProcessingResult[] }>(
      'POST',
      '/api/admin/pages/import',
      {
        body: {
          rows: [
            { row: 2, ...form, keyword: 'Business Development' },
            { row: 3, ...form, keyword: 'Partner Programmes', slug: 'partner-development' },
          ],
        },
        ...admin(),
      },
    );

    expect(answer.status).toBe(200);
    expect(answer.body.results).toEqual([
      {
        row: 2,
        status: 'error',
        message:
          'Slug business-development is taken by the service page /solutions/business-development',
      },
      {
        row: 3,
        status: 'error',
        message:
          'Slug partner-development is taken by the service page /solutions/partner-development',
      },
    ]);
    const list = await env.api<{ items: PageRecord[] }>('GET', '/api/admin/pages', admin());
    expect(list.body.items.map((page) => page.slug)).not.toContain('partner-development');
  });

  it('refuses more than 200 rows', async () => {
    const rows = Array.from({ length: 201 }, (_, index) => ({ ...form, slug: `bulk-${index}` }));

    const answer = await env.api('POST', '/api/admin/pages/import', { body: { rows }, ...admin() });

    expect(answer.status).toBe(400);
  });
});
