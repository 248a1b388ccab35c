/**
 * /sitemap.xml (DESIGN.md section 12, deviations 8 and 10): valid sitemaps.org 0.9 XML served as
 * application/xml, listing the static routes, every published article and published programmatic
 * page, and a newly published article; and the /sitemap-info checker with every message of the
 * spec's catalogue (public-site.md section 8).
 */
import { expect, test, type Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { noindexSitePaths, staticSitePaths } from '../../shared/content/site-paths';
import { sitemapCheckingMessage, validSitemapMessage } from '../../shared/rules/sitemap-check';
import { sitemapInfoCopy } from '../../web/app/content/sitemap-info';
import { siteConfig } from './public-pages';
import { adminApi } from './admin-helpers';
import { baseUrl, hydrated, toasts, unique } from './site-helpers';

/** The sitemap names the site's public origin (the one the pages' canonical links name). */
const origin = siteConfig.publicOrigin;

test.use({ baseURL: process.env.BASE_URL });

interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

async function readSitemap(page: Page) {
  const answer = await page.request.get(`${baseUrl()}/sitemap.xml`);
  const body = await answer.text();
  const parsed = new XMLParser().parse(body) as { urlset: { url: SitemapUrl | SitemapUrl[] } };
  const urls = ([] as SitemapUrl[]).concat(parsed.urlset.url);
  return { answer, body, urls };
}

async function publishArticle(page: Page): Promise<string> {
  const authors = await adminApi<{ items: { id: string }[] }>(
    page.request,
    'GET',
    '/api/admin/authors',
  );
  const categories = await adminApi<{ items: { id: string; name: string }[] }>(
    page.request,
    'GET',
    '/api/admin/categories',
  );
  const id = unique();
  const created = await adminApi<{ slug: string }>(page.request, 'POST', '/api/admin/articles', {
    title: `Sitemap Check ${id}`,
    slug: '',
    // Its own description: the quality gate holds an article sharing another's.
    excerpt: `An article published by the sitemap test (${id}).`,
    author_id: authors.items[0]!.id,
    category_id: categories.items.find((c) => c.name === 'Strategy')!.id,
    image_url: '',
    is_published: true,
    introduction: 'Introduction.',
    key_points: ['A point'],
    sections: [{ title: 'Findings', content: 'Some content.' }],
    conclusion: 'Conclusion.',
  });
  return created.slug;
}

test('the sitemap is valid 0.9 XML served as application/xml with every indexable static route', async ({
  page,
}) => {
  const { answer, body, urls } = await readSitemap(page);

  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/xml/);
  expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(XMLValidator.validate(body)).toBe(true);
  expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = urls.map((url) => url.loc);
  expect(new Set(locs).size).toBe(locs.length);
  for (const path of staticSitePaths) {
    if (noindexSitePaths.includes(path)) expect(locs).not.toContain(`${origin}${path}`);
    else expect(locs).toContain(`${origin}${path}`);
  }
  for (const url of urls) {
    expect(url.loc).toMatch(/^https?:\/\//);
    if (url.lastmod) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  }
  // The published sample page is listed; the fixed service page of the same name only once.
  expect(locs).toContain(`${origin}/solutions/strategic-planning`);
  expect(locs.filter((loc) => loc.endsWith('/solutions/growth-enablement'))).toHaveLength(1);
});

test('a newly published article appears in the sitemap and the checker, uncached, reports it valid', async ({
  page,
}) => {
  // A first check, so a cached copy would exist if the checker allowed caching.
  await page.goto('/sitemap-info');
  await hydrated(page);
  const before = (await readSitemap(page)).urls.length;
  await expect(page.getByTestId('sitemap-url-count')).toHaveText(String(before));

  const slug = await publishArticle(page);

  const { urls } = await readSitemap(page);
  const entry = urls.find((url) => url.loc === `${origin}/insights/${slug}`);
  expect(entry?.lastmod).toBeTruthy();
  expect(urls).toHaveLength(before + 1);

  await page.reload();
  await hydrated(page);
  const status = page.getByTestId('sitemap-status');
  await expect(status).toContainText(validSitemapMessage);
  await expect(status).toContainText('application/xml');
  await expect(page.getByTestId('sitemap-url-count')).toHaveText(String(urls.length));
  await expect(toasts(page)).toContainText(sitemapInfoCopy.toasts.valid);
  await expect(page.getByText(sitemapInfoCopy.info.protocolValue)).toBeVisible();
  await expect(page.getByText(sitemapInfoCopy.info.lastUpdatedValue)).toBeVisible();
  await expect(page.getByText(/Generated at build time/)).toBeVisible();
});

test('the checker says it is checking until the answer arrives', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/sitemap.xml', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sitemap-info');
  await hydrated(page);

  await expect(page.getByTestId('sitemap-status')).toHaveText(sitemapCheckingMessage);
  release();
  await expect(page.getByTestId('sitemap-status')).toContainText(validSitemapMessage);
});

const invalidAnswers = [
  {
    name: 'a failed load',
    answer: { status: 500, contentType: 'application/xml', body: '' },
    message: 'Failed to load sitemap: 500 Internal Server Error',
    toast: sitemapInfoCopy.toasts.error,
  },
  {
    name: 'a wrong content type',
    answer: {
      status: 200,
      contentType: 'text/html',
      body: '<?xml version="1.0"?><urlset></urlset>',
    },
    message: 'Invalid Content-Type: text/html',
  },
  {
    name: 'a missing XML declaration',
    answer: { status: 200, contentType: 'application/xml', body: '<urlset></urlset>' },
    message: 'Invalid XML declaration',
  },
  {
    name: 'missing urlset tags',
    answer: { status: 200, contentType: 'application/xml', body: '<?xml version="1.0"?><x/>' },
    message: 'Invalid XML structure (missing urlset tags)',
  },
];

for (const { name, answer, message, toast } of invalidAnswers) {
  test(`the checker reports ${name}`, async ({ page }) => {
    await page.route('**/sitemap.xml', (route) => route.fulfill(answer));
    await page.goto('/sitemap-info');
    await hydrated(page);

    await expect(page.getByTestId('sitemap-status')).toHaveText(message);
    if (toast) await expect(toasts(page)).toContainText(toast);
  });
}

test('the checker reports a request that fails outright', async ({ page }) => {
  await page.route('**/sitemap.xml', (route) => route.abort());
  await page.goto('/sitemap-info');
  await hydrated(page);

  await expect(page.getByTestId('sitemap-status')).toContainText('Error checking sitemap: ');
});
