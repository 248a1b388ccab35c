/**
 * Every public route answers 200 with its H1 and hydrates without errors; every redirect lands
 * where the spec says; an unknown path shows the 404 screen with status 404.
 */
import { expect, test } from '@playwright/test';
import { findRedirect, redirects } from '../../infra/manifest';
import { isRelevantConsoleError, notFound, publicPages, withStoredConsent } from './public-pages';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

for (const { path, h1 } of publicPages) {
  test(`${path} answers 200, shows its H1 and hydrates cleanly`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && isRelevantConsoleError(message.text())) {
        errors.push(message.text());
      }
    });

    const response = await page.goto(path);
    await page.waitForFunction(() => '__reactRouterDataRouter' in window);

    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
    expect(errors).toEqual([]);
  });
}

/** A concrete request path for each redirect rule (`/x/*` rules get a made-up child). */
function samplePath(from: string, articleSlug: string): string {
  // Article links written as /articles/{slug} land on the article, so name a published one.
  if (from === '/articles/*') return `/articles/${articleSlug}`;
  return from.endsWith('/*') ? `${from.slice(0, -2)}/some-old-page` : from;
}

for (const rule of redirects) {
  test(`${rule.from} redirects (${rule.status}) to ${rule.to}`, async ({ page, request }) => {
    const list = (await (await request.get('/api/articles?page=1')).json()) as {
      items: { slug: string }[];
    };
    const path = samplePath(rule.from, list.items[0]!.slug);
    // A `/*` target carries the rest of the path over; exact targets are the spec's paths.
    const target = rule.to.endsWith('/*') ? findRedirect(path)?.location : rule.to;

    const direct = await request.get(path, { maxRedirects: 0 });
    expect(direct.status()).toBe(rule.status);
    expect(new URL(direct.headers().location ?? '', process.env.BASE_URL).pathname).toBe(target);

    const response = await page.goto(path);
    expect(new URL(page.url()).pathname).toBe(target);
    expect(response?.status()).toBe(200);
  });
}

test('an unknown path shows Page Not Found with status 404 and leads home', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  const response = await page.goto('/this-page-does-not-exist');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
  await expect(page.getByText(notFound.text)).toBeVisible();
  expect(errors).toEqual([]);
  await page.getByRole('link', { name: notFound.button.label }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('From Insight to');
});

test('a deeper unknown path under a known section also shows the 404 screen', async ({ page }) => {
  const response = await page.goto('/about/team/nobody');

  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: notFound.heading })).toBeVisible();
});
