/**
 * Render on publish as a crawler or a link preview meets it: JavaScript off, raw HTML. An article
 * and a programmatic page published in the admin carry their head tags, JSON-LD and copy in the
 * HTML; a renamed slug answers 301 to the new one; an unpublished page answers 404.
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { AuthorListResponse } from '../../shared/schemas/author';
import type { CategoryListResponse } from '../../shared/schemas/category';
import type { PageRecord } from '../../shared/schemas/page';
import { adminApi, baseUrl, openSignedIn, unique } from './admin-helpers';

/** A browser page with JavaScript disabled, as most crawlers and link previews see the site. */
async function withoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

/** Visits `path` until it answers `status` (the render worker runs right after the change). */
async function visitWhen(page: Page, path: string, status: number) {
  let answer = await page.goto(`${baseUrl()}${path}`);
  await expect
    .poll(
      async () => {
        answer = await page.goto(`${baseUrl()}${path}`);
        return answer?.status();
      },
      { timeout: 20_000 },
    )
    .toBe(status);
  return answer!;
}

function meta(html: string, key: string): string | undefined {
  if (key === 'canonical') return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function jsonLdTypes(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => (JSON.parse(text ?? '{}') as { '@type': unknown })['@type'],
  );
}

async function draftArticle(request: APIRequestContext, title: string): Promise<ArticleRecord> {
  const authors = await adminApi<AuthorListResponse>(request, 'GET', '/api/admin/authors');
  const categories = await adminApi<CategoryListResponse>(request, 'GET', '/api/admin/categories');
  return adminApi<ArticleRecord>(request, 'POST', '/api/admin/articles', {
    title,
    slug: '',
    excerpt: `What ${title} means for the board.`,
    author_id: authors.items[0]!.id,
    category_id: categories.items.find((category) => category.name === 'Strategy')!.id,
    introduction: 'An introduction only the rendered page can show without scripts.',
    key_points: ['One point'],
    sections: [{ title: 'A section', content: 'Its content.' }],
    conclusion: 'The end.',
    image_url: '',
    is_published: false,
  });
}

test('an article published in the admin is real HTML; its old slug redirects; unpublished it is a 404', async ({
  page,
  browser,
  request,
}) => {
  const title = `Rendered Strategy Memo ${unique()}`;
  const article = await draftArticle(request, title);

  await openSignedIn(page, '/admin/articles');
  const row = page.getByRole('row').filter({ hasText: title });
  await row.getByRole('switch', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Article published')).toBeVisible();

  const visitor = await withoutJavaScript(browser);
  const answer = await visitWhen(visitor, `/insights/${article.slug}`, 200);
  const html = await answer.text();
  expect(html).toContain(`<title>${title} | `);
  expect(meta(html, 'description')).toBe(`What ${title} means for the board.`);
  expect(meta(html, 'canonical')).toMatch(new RegExp(`/insights/${article.slug}$`));
  expect(meta(html, 'og:type')).toBe('article');
  expect(meta(html, 'og:title')).toContain(title);
  expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    visitor.getByText('An introduction only the rendered page can show without scripts.'),
  ).toBeVisible();

  const current = await adminApi<ArticleRecord>(
    request,
    'GET',
    `/api/admin/articles/${article.id}`,
  );
  await adminApi(request, 'PUT', `/api/admin/articles/${article.id}`, {
    ...current,
    slug: `${article.slug}-renamed`,
  });
  await visitWhen(visitor, `/insights/${article.slug}-renamed`, 200);
  const moved = await visitor.goto(`${baseUrl()}/insights/${article.slug}`);
  expect(moved!.request().redirectedFrom()?.url()).toBe(`${baseUrl()}/insights/${article.slug}`);
  expect(visitor.url()).toBe(`${baseUrl()}/insights/${article.slug}-renamed`);

  await page.reload();
  await page
    .getByRole('row')
    .filter({ hasText: title })
    .getByRole('switch', { name: `Unpublish ${title}` })
    .click();
  await expect(page.getByText('Article unpublished')).toBeVisible();
  await visitWhen(visitor, `/insights/${article.slug}-renamed`, 404);
  await expect(visitor.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
  await visitor.context().close();
});

test('a programmatic page published in the admin is real HTML with its FAQ; unpublished it is a 404', async ({
  page,
  browser,
  request,
}) => {
  const keyword = `Rendered Pricing Audit ${unique()}`;
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword,
    industry: 'Retail',
    pain_point: 'Margins shrink every quarter.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  });
  await expect
    .poll(
      async () =>
        (await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`)).status,
      { timeout: 30_000 },
    )
    .toBe('draft');

  await openSignedIn(page, '/admin/programmatic-pages');
  const row = page.getByRole('row').filter({ hasText: created.slug });
  await row.getByRole('switch').click();
  await expect(page.getByText('Page published successfully!')).toBeVisible();

  const visitor = await withoutJavaScript(browser);
  const html = await (await visitWhen(visitor, `/solutions/${created.slug}`, 200)).text();
  const stored = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
  expect(meta(html, 'canonical')).toMatch(new RegExp(`/solutions/${created.slug}$`));
  expect(meta(html, 'robots')).toBe('index, follow');
  expect(jsonLdTypes(html)).toContain('FAQPage');
  await expect(visitor.getByRole('heading', { level: 1, name: stored.h1 })).toBeVisible();

  await row.getByRole('switch').click();
  await expect(page.getByText(/unpublished/i)).toBeVisible();
  await visitWhen(visitor, `/solutions/${created.slug}`, 404);
  await visitor.context().close();
});
