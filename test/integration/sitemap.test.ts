/**
 * GET /sitemap.xml against the sandbox (DESIGN.md section 12, deviation 8): the static routes plus
 * published articles and published programmatic pages only, valid sitemaps.org 0.9 XML served as
 * application/xml, and a newly published article listed at once.
 */
import { randomUUID } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePages } from '@shared/content/sample-pages';
import { noindexSitePaths, staticSitePaths } from '@shared/content/site-paths';
import type { ArticleRecord } from '@shared/schemas/article';
import { DeleteCommand, dynamoClient } from '@functions/adapters/dynamo/document-client';
import { backfillSitemapRows } from '@functions/adapters/migrations/sitemap-backfill';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { config } from '@functions/lib/config';
import { redirectId } from '@shared/schemas/redirect';
import { createPublishedPage } from '@functions/domain/pages/create-page';
import { startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;
let published: ArticleRecord;
let draft: ArticleRecord;
let offList: ArticleRecord;

async function sitemap() {
  const response = await fetch(`${box.sandbox.url}/sitemap.xml`);
  const body = await response.text();
  const parsed = new XMLParser().parse(body) as {
    urlset: { url: { loc: string; lastmod?: string } | { loc: string; lastmod?: string }[] };
  };
  return {
    response,
    body,
    urls: ([] as { loc: string; lastmod?: string }[]).concat(parsed.urlset.url),
  };
}

beforeAll(async () => {
  box = await startContentSandbox();
  const author = await box.author('Sitemap Author');
  const strategy = await box.category('Strategy');
  const other = await box.category('Operations');
  published = await box.article({
    author_id: author.id,
    category_id: strategy.id,
    title: 'Listed One',
  });
  draft = await box.article({
    author_id: author.id,
    category_id: strategy.id,
    title: 'Draft One',
    is_published: false,
  });
  offList = await box.article({ author_id: author.id, category_id: other.id, title: 'Off List' });
  // The two samples (published): one has the slug of a fixed service page.
  const deps = { pages: pageRepository, newId: () => randomUUID(), now: () => new Date() };
  for (const { input, content } of samplePages) await createPublishedPage(deps, input, content);
  // A draft page, created through the admin API as staff do.
  const page = await box.admin('POST', '/api/admin/pages', {
    keyword: 'Unpublished Keyword',
    industry: 'Testing',
    pain_point: 'Nobody should see this yet.',
    intent_level: 'informational',
    cta_type: 'contact',
    slug: 'unpublished-keyword',
  });
  expect(page.status).toBe(201);
});

afterAll(async () => {
  await box?.end();
});

describe('GET /sitemap.xml', () => {
  it('is well-formed 0.9 XML served as application/xml', async () => {
    const { response, body } = await sitemap();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(XMLValidator.validate(body)).toBe(true);
  });

  it('lists the static routes, published articles and published pages, each once', async () => {
    const { urls } = await sitemap();
    const paths = urls.map((url) => url.loc.slice(url.loc.indexOf('/', 8)));

    for (const path of staticSitePaths) {
      if (!noindexSitePaths.includes(path)) expect(paths).toContain(path);
    }
    expect(paths).toContain(`/insights/${published.slug}`);
    expect(paths).not.toContain(`/insights/${draft.slug}`);
    expect(paths).not.toContain(`/insights/${offList.slug}`);
    expect(paths).toContain('/solutions/strategic-planning');
    expect(paths).not.toContain('/solutions/unpublished-keyword');
    expect(paths.filter((path) => path === '/solutions/growth-enablement')).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
    for (const url of urls) expect(url.loc.startsWith('http')).toBe(true);
    expect(urls.find((url) => url.loc.endsWith(`/insights/${published.slug}`))?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/,
    );
  });

  it('leaves out the noindex static pages (terms, privacy)', async () => {
    const { urls } = await sitemap();
    const paths = urls.map((url) => url.loc.slice(url.loc.indexOf('/', 8)));

    expect(paths).not.toContain('/terms');
    expect(paths).not.toContain('/privacy');
  });

  it('lists an article as soon as it is published', async () => {
    const publish = await box.admin('PATCH', `/api/admin/articles/${draft.id}/publish`, {
      is_published: true,
    });
    expect(publish.status).toBe(200);

    const { urls } = await sitemap();

    expect(urls.some((url) => url.loc.endsWith(`/insights/${draft.slug}`))).toBe(true);
  });

  it("follows the editors' SEO fields: noindex items left out, a canonical on this site listed", async () => {
    const strategy = published.category_id;
    const seo = { meta_title: '', meta_description: '', social_image: '' };
    const hidden = await box.article({
      author_id: published.author_id,
      category_id: strategy,
      title: 'Hidden From Search',
      seo: { ...seo, canonical: '', noindex: true },
    });
    const copy = await box.article({
      author_id: published.author_id,
      category_id: strategy,
      title: 'Copy Of Another',
      seo: { ...seo, canonical: '/insights/the-original', noindex: false },
    });
    const pages = await box.admin<{ items: { id: string; slug: string; version: number }[] }>(
      'GET',
      '/api/admin/pages',
    );
    const sample = pages.body.items.find((item) => item.slug === 'strategic-planning')!;
    const saved = await box.admin('PUT', `/api/admin/pages/${sample.id}/seo`, {
      seo: { ...seo, canonical: '', noindex: true },
      version: sample.version,
    });
    expect(saved.status).toBe(200);

    const { urls } = await sitemap();
    const paths = urls.map((url) => url.loc.slice(url.loc.indexOf('/', 8)));

    expect(paths).not.toContain(`/insights/${hidden.slug}`);
    expect(paths).not.toContain(`/insights/${copy.slug}`);
    expect(paths).toContain('/insights/the-original');
    expect(paths).not.toContain('/solutions/strategic-planning');
  });
});

describe('the sitemap partition (published pages and manual redirects, one Query)', () => {
  const pagePath = '/solutions/growth-enablement-b2b-teams';
  const paths = async () =>
    (await sitemap()).urls.map((url) => url.loc.slice(url.loc.indexOf('/', 8)));

  it('leaves out a page a manual redirect sends elsewhere, and lists it again once deleted', async () => {
    expect(await paths()).toContain(pagePath);
    const created = await box.admin('POST', '/api/admin/redirects', {
      from: pagePath,
      to: '/contact',
      status: 301,
      confirmLivePage: true,
    });
    expect(created.status).toBe(201);
    expect(await paths()).not.toContain(pagePath);

    const removed = await box.admin('DELETE', `/api/admin/redirects/${redirectId(pagePath)}`);
    expect(removed.status).toBe(204);
    expect(await paths()).toContain(pagePath);
  });

  it('lists the pages and redirects stored before it once the migration has run', async () => {
    const created = await box.admin('POST', '/api/admin/redirects', {
      from: '/faq',
      to: '/contact',
      status: 301,
      confirmLivePage: true,
    });
    expect(created.status).toBe(201);
    // As stored before the partition existed: the rows of the page and of the redirect gone.
    const page = await pageRepository.findBySlug('growth-enablement-b2b-teams');
    const listings = config().tables.listings;
    for (const sk of [`page#${page!.created_at}#${page!.id}`, 'redirect#/faq']) {
      await dynamoClient().send(
        new DeleteCommand({ TableName: listings, Key: { pk: 'sitemap', sk } }),
      );
    }
    expect(await paths()).not.toContain(pagePath);
    expect(await paths()).toContain('/faq');

    expect(await backfillSitemapRows()).toContain('1 redirects listed');
    expect(await paths()).toContain(pagePath);
    expect(await paths()).not.toContain('/faq');
  });
});

describe('GET /robots.txt', () => {
  it('is plain text from the API, closing everything on a stage that is not prod', async () => {
    const response = await fetch(`${box.sandbox.url}/robots.txt`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });
});
