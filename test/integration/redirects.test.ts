/**
 * The redirects manager against the sandbox: redirects written through the
 * admin API reach the edge store through the render worker, the sandbox answers them at once, and
 * the CloudFront Function generated from the same path rule answers exactly as the sandbox does
 * for the same store. Loops are refused, chains collapsed, live pages need a confirmation, and an
 * article's earlier slug shows in the list as a slug redirect. Needs the web build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redirectId, redirectMessages, type Redirect } from '@shared/schemas/redirect';
import { viewerFunctionCode } from '@infra/cdk/edge/site-routing';
import { listPrerenderedPages } from '@infra/cdk/edge/prerendered-pages';
import * as manifest from '@infra/manifest';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;

beforeAll(async () => {
  box = await startContentSandbox({ queueRetryDelayMs: 20 });
});

afterAll(async () => {
  await box?.end();
});

const settled = () => box.sandbox.queue.idle(60_000);

async function create(body: Record<string, unknown>) {
  const answer = await box.admin<
    Redirect & { error?: { message: string; fields?: Record<string, string> } }
  >('POST', '/api/admin/redirects', { status: 301, ...body });
  await settled();
  return answer;
}

async function list(): Promise<Redirect[]> {
  return (await box.admin<{ items: Redirect[] }>('GET', '/api/admin/redirects')).body.items;
}

/** What the sandbox answers a visitor for `path`. */
async function visit(path: string) {
  const response = await fetch(`${box.sandbox.url}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** What the generated CloudFront Function answers for `path`, reading the sandbox's edge store. */
async function edgeAnswer(path: string) {
  const store = JSON.parse(
    readFileSync(join(box.sandbox.dataDir, 'edge', 'store.json'), 'utf8'),
  ) as Record<string, string>;
  const pages = listPrerenderedPages(join(process.cwd(), 'web/build/client'));
  const code = viewerFunctionCode(manifest.pathTable(pages ?? null), { keyValueStoreId: 'kvs' });
  const cf = {
    kvs: () => ({
      get: async (key: string) => {
        if (!(key in store)) throw new Error(`Key ${key} not found`);
        return store[key];
      },
    }),
  };
  const event = {
    context: { eventType: 'viewer-request' },
    request: { uri: path, querystring: {} },
  };
  const answer = (await runInNewContext(
    `${code.replace(/^import cf from 'cloudfront';\n/, '')}\nhandler(event)`,
    { event, cf },
  )) as { statusCode?: number; headers?: Record<string, { value: string }> };
  return { status: answer.statusCode ?? 200, location: answer.headers?.location?.value ?? null };
}

describe('managed redirects', () => {
  it('a new redirect is answered at once, by the sandbox and the edge function alike', async () => {
    const created = await create({ from: '/old-offer/', to: '/contact', status: 302 });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: redirectId('/old-offer'),
      from: '/old-offer',
      to: '/contact',
      status: 302,
      kind: 'manual',
    });
    expect(await visit('/old-offer')).toEqual({ status: 302, location: '/contact' });
    expect(await edgeAnswer('/old-offer')).toEqual(await visit('/old-offer'));
    expect((await list()).find((item) => item.from === '/old-offer')).toMatchObject({
      kind: 'manual',
    });
  });

  it('collapses a chain: a redirect to a redirected path goes straight to the end', async () => {
    await create({ from: '/step-two', to: '/about' });
    const first = await create({ from: '/step-one', to: '/step-two' });

    expect(first.body).toMatchObject({ to: '/about' });
    expect(await visit('/step-one')).toEqual({ status: 301, location: '/about' });

    // A redirect from a path others lead to re-points them at its own target.
    await create({ from: '/lead-in', to: '/middle' });
    const middle = await create({ from: '/middle', to: '/faq' });
    expect(middle.status).toBe(201);
    expect(await visit('/lead-in')).toEqual({ status: 301, location: '/faq' });
    expect((await list()).find((item) => item.from === '/lead-in')).toMatchObject({ to: '/faq' });

    // Editing keeps the path and changes the target.
    const moved = await box.admin('PUT', `/api/admin/redirects/${redirectId('/step-two')}`, {
      from: '/step-two',
      to: '/podcast',
      status: 302,
    });
    await settled();
    expect(moved.status).toBe(200);
    expect(await visit('/step-two')).toEqual({ status: 302, location: '/podcast' });
    expect(await edgeAnswer('/step-two')).toEqual(await visit('/step-two'));
    expect(await edgeAnswer('/lead-in')).toEqual(await visit('/lead-in'));
  });

  it('refuses a loop and stores nothing of it', async () => {
    await create({ from: '/loop-a', to: '/loop-b' });
    const before = await list();
    const loop = await create({ from: '/loop-b', to: '/loop-a' });

    expect(loop.status).toBe(400);
    expect(loop.body.error?.fields).toEqual({ to: redirectMessages.loop('/loop-b') });
    expect(await list()).toEqual(before);
    expect(await visit('/loop-b')).toMatchObject({ status: 404 });
  });

  it('refuses a path taken, a fixed rule, a bad field; asks before hiding a live page', async () => {
    const taken = await create({ from: '/loop-a', to: '/x' });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.fields).toEqual({ from: redirectMessages.exists('/loop-a') });

    const fixed = await create({ from: '/about-us', to: '/x' });
    expect(fixed.status).toBe(400);
    expect(fixed.body.error?.fields).toEqual({ from: redirectMessages.fixed('/about-us') });

    const bad = await create({ from: 'no-slash', to: 'javascript:alert(1)' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.fields).toMatchObject({
      from: redirectMessages.fromShape,
      to: redirectMessages.toShape,
    });

    const live = await create({ from: '/faq', to: '/contact' });
    expect(live.status).toBe(400);
    expect(live.body.error?.fields).toEqual({ confirmLivePage: redirectMessages.livePage('/faq') });
    expect(await visit('/faq')).toMatchObject({ status: 200 });
  });

  it('a confirmed redirect hides a live article, and deleting it brings the article back', async () => {
    const author = await box.author('Redirect Author');
    const category = await box.category('Strategy');
    const article = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Soon Moved',
    });
    await settled();
    const path = `/insights/${article.slug}`;
    expect(await visit(path)).toMatchObject({ status: 200 });

    const confirmed = await create({ from: path, to: '/contact', confirmLivePage: true });
    expect(confirmed.status).toBe(201);
    expect(await visit(path)).toEqual({ status: 301, location: '/contact' });

    const removed = await box.admin('DELETE', `/api/admin/redirects/${redirectId(path)}`);
    await settled();
    expect(removed.status).toBe(204);
    expect(await visit(path)).toMatchObject({ status: 200 });
    expect(await edgeAnswer(path)).toMatchObject({ status: 200 });
    expect((await box.admin('DELETE', `/api/admin/redirects/${redirectId(path)}`)).status).toBe(
      404,
    );
  });

  it("lists an article's earlier slug as a slug redirect, and the fixed rules, not editable", async () => {
    const author = await box.author('Slug Author');
    const category = await box.category('Partnerships');
    const article = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'First Name',
    });
    await settled();
    const renamed = await box.admin('PUT', `/api/admin/articles/${article.id}`, {
      ...article,
      slug: 'second-name',
    });
    expect(renamed.status).toBe(200);
    await settled();

    const items = await list();
    expect(items.find((item) => item.from === `/insights/${article.slug}`)).toMatchObject({
      to: '/insights/second-name',
      kind: 'slug',
      status: 301,
    });
    expect(items.find((item) => item.from === '/about-us')).toMatchObject({
      kind: 'fixed',
      to: '/about',
    });
    const slugEdit = await box.admin(
      'PUT',
      `/api/admin/redirects/${redirectId(`/insights/${article.slug}`)}`,
      {
        from: `/insights/${article.slug}`,
        to: '/x',
        status: 301,
      },
    );
    expect(slugEdit.status).toBe(404);
    const slugTaken = await create({ from: `/insights/${article.slug}`, to: '/x' });
    expect(slugTaken.body.error?.fields).toEqual({
      from: redirectMessages.slug(`/insights/${article.slug}`),
    });
  });
});

describe('redirects and the rest of the site', () => {
  it('a confirmed redirect of a live article takes it out of the sitemap and both feeds', async () => {
    const author = await box.author('Listed Author');
    const category = await box.category('Consulting');
    const article = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Listed Then Moved',
    });
    await settled();
    const path = `/insights/${article.slug}`;
    const listed = async () => {
      const [sitemap, rss, json] = await Promise.all(
        ['/sitemap.xml', '/insights/rss.xml', '/insights/feed.json'].map(async (feed) =>
          (await fetch(`${box.sandbox.url}${feed}`)).text(),
        ),
      );
      return [sitemap, rss, json].map(
        (body) => body!.includes(`${path}<`) || body!.includes(`${path}"`),
      );
    };
    expect(await listed()).toEqual([true, true, true]);

    await create({ from: path, to: '/contact', confirmLivePage: true });

    expect(await listed()).toEqual([false, false, false]);
  });

  it("a slug change re-points the admin's redirects to the old address: still one hop", async () => {
    const author = await box.author('Renamed Author');
    const category = await box.category('Sales Strategy');
    const article = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Promo Target',
    });
    await settled();
    const promo = await create({ from: '/promo', to: `/insights/${article.slug}?utm_source=mail` });
    expect(promo.status).toBe(201);

    const renamed = await box.admin('PUT', `/api/admin/articles/${article.id}`, {
      ...article,
      slug: 'promo-target-renamed',
    });
    expect(renamed.status).toBe(200);
    await settled();

    const hop = { status: 301, location: '/insights/promo-target-renamed?utm_source=mail' };
    expect(await visit('/promo')).toEqual(hop);
    expect(await edgeAnswer('/promo')).toEqual(hop);
    expect((await list()).find((item) => item.from === '/promo')).toMatchObject({
      to: '/insights/promo-target-renamed?utm_source=mail',
      kind: 'manual',
    });
    expect(await visit('/insights/promo-target-renamed')).toMatchObject({ status: 200 });
  });
});
