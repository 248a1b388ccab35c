/**
 * The SEO panel: an editor sets an article's search title and description,
 * canonical and noindex, and watches the Google result and the social card follow as they type
 * (the title cut by pixel width with an ellipsis, exactly as the shared rule computes); once
 * saved, the rendered page's head carries them, as a crawler reads it without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import { serpLine } from '../../shared/rules/serp-preview';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { PageRecord } from '../../shared/schemas/page';
import { expectNoSeriousA11yViolations } from './axe';
import {
  adminApi,
  baseUrl,
  createArticleThroughApi,
  openPageRowAction,
  openSignedIn,
  unique,
} from './admin-helpers';

function meta(html: string, key: string): string | undefined {
  if (key === 'canonical') return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

/** The rendered page's HTML once it carries `marker` (the render worker runs after the save). */
async function renderedHtml(visitor: Page, path: string, marker: string): Promise<string> {
  let html = '';
  await expect
    .poll(
      async () => {
        const answer = await visitor.goto(`${baseUrl()}${path}`);
        html = answer?.status() === 200 ? await answer.text() : '';
        return html.includes(marker);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return html;
}

test('the SEO panel previews the Google result and social card live; the rendered head carries the saved fields', async ({
  page,
  browser,
  request,
}) => {
  const title = `SEO Panel Memo ${unique()}`;
  const created = await createArticleThroughApi(request, title);
  await adminApi(request, 'PATCH', `/api/admin/articles/${created.id}/publish`, {
    is_published: true,
  });

  await openSignedIn(page, `/admin/articles/edit/${created.id}`);
  await page.getByRole('button', { name: 'SEO', exact: true }).click();
  const serpTitle = page.getByTestId('serp-title');
  const serpDescription = page.getByTestId('serp-description');
  const socialTitle = page.getByTestId('social-title');

  // Empty fields: the previews show the defaults (title in the site's style, the excerpt).
  await expect(serpTitle).toHaveText(new RegExp(`^${title} \\| `));
  await expect(serpDescription).toHaveText(`An excerpt written by the test: ${title}.`);
  await expect(page.getByLabel('Meta title', { exact: true })).toHaveAttribute(
    'placeholder',
    new RegExp(`^${title} \\| `),
  );

  // A long title is cut by pixel width at a word boundary, with an ellipsis.
  const longTitle =
    'Strategic Planning for Growth-Stage SaaS Companies: A Complete Guide to Market Expansion in 2025';
  await page.getByLabel('Meta title', { exact: true }).fill(longTitle);
  await expect(serpTitle).toHaveText(serpLine('title', longTitle).text);
  await expect(serpTitle).toHaveText(/…$/);
  await expect(socialTitle).toHaveText(longTitle);
  await expect(page.getByTestId('title-guidance')).toContainText('Too long');
  await expectNoSeriousA11yViolations(page);

  // The final fields: every preview follows as they are typed.
  const metaTitle = `Board-ready strategy memo ${unique()}`;
  const metaDescription = 'What a growth-stage board should ask before the next planning cycle.';
  await page.getByLabel('Meta title', { exact: true }).fill(metaTitle);
  await page.getByLabel('Meta description', { exact: true }).fill(metaDescription);
  await page.getByLabel('Canonical URL', { exact: true }).fill('/insights/the-original-memo');
  await page.getByRole('switch', { name: 'Hide from search engines (noindex)' }).click();
  await expect(serpTitle).toHaveText(metaTitle);
  await expect(serpDescription).toHaveText(metaDescription);
  await expect(socialTitle).toHaveText(metaTitle);
  await expect(page.getByTestId('social-description')).toHaveText(metaDescription);
  await expect(page.getByTestId('serp-url')).toHaveText(/› insights › the-original-memo$/);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  const saved = await adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${created.id}`);
  expect(saved.seo).toEqual({
    meta_title: metaTitle,
    meta_description: metaDescription,
    social_image: '',
    canonical: '/insights/the-original-memo',
    noindex: true,
  });

  // The published page as a crawler reads it: raw HTML, no JavaScript.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const html = await renderedHtml(visitor, `/insights/${created.slug}`, metaTitle);
  expect(html).toContain(`<title>${metaTitle}</title>`);
  expect(meta(html, 'description')).toBe(metaDescription);
  expect(meta(html, 'canonical')).toMatch(/\/insights\/the-original-memo$/);
  expect(meta(html, 'robots')).toBe('noindex, follow');
  expect(meta(html, 'og:title')).toBe(metaTitle);
  expect(meta(html, 'og:description')).toBe(metaDescription);
  expect(meta(html, 'twitter:title')).toBe(metaTitle);
  expect(meta(html, 'og:url')).toMatch(/\/insights\/the-original-memo$/);

  // A noindex article is left out of the sitemap.
  const sitemap = await (await request.get(`${baseUrl()}/sitemap.xml`)).text();
  expect(sitemap).not.toContain(`/insights/${created.slug}<`);
  await context.close();
});

test("a programmatic page's SEO dialog previews its generated meta and the rendered head carries the saved title", async ({
  page,
  browser,
  request,
}) => {
  const id = unique();
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword: `seo dialog ${id}`,
    industry: 'Healthcare',
    pain_point: 'Long sales cycles',
    intent_level: 'commercial',
    cta_type: 'consultation',
    slug: `seo-dialog-${id}`,
  });
  let generated: PageRecord | undefined;
  await expect
    .poll(
      async () => {
        generated = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
        return generated.title !== '';
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  await adminApi(request, 'PATCH', `/api/admin/pages/${created.id}/publish`, {
    is_published: true,
  });

  await openSignedIn(page, '/admin/programmatic-pages');
  const row = page.getByRole('row').filter({ hasText: created.slug });
  await openPageRowAction(page, row, 'SEO');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('serp-title')).toHaveText(
    serpLine('title', generated!.title).text,
  );
  const metaTitle = `Healthcare sales cycles, shortened ${id}`;
  await dialog.getByLabel('Meta title', { exact: true }).fill(metaTitle);
  await expect(dialog.getByTestId('serp-title')).toHaveText(metaTitle);
  await expect(dialog.getByTestId('social-title')).toHaveText(metaTitle);
  await dialog.getByRole('button', { name: 'Save SEO' }).click();
  await expect(page.getByText('SEO saved')).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await context.newPage();
  const html = await renderedHtml(visitor, `/solutions/${created.slug}`, metaTitle);
  expect(html).toContain(`<title>${metaTitle}</title>`);
  expect(meta(html, 'robots')).toBe('index, follow');
  expect(meta(html, 'canonical')).toMatch(new RegExp(`/solutions/${created.slug}$`));
  await context.close();
});
