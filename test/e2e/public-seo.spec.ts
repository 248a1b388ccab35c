/**
 * What a crawler or a visitor without JavaScript gets: the raw prerendered HTML of every route
 * carries its title, description, canonical, robots, social tags, JSON-LD and H1, and a per-page
 * CSP that allows exactly its inline scripts. Plus a real browser with JavaScript off.
 */
import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { onePagePerType, publicPages, siteConfig, withStoredConsent } from './public-pages';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function attribute(html: string, tag: RegExp, name: string): string | undefined {
  const element = tag.exec(html)?.[0];
  const value = element && new RegExp(`${name}="([^"]*)"`).exec(element)?.[1];
  return value === undefined ? undefined : decode(value);
}

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(decode(match[1]!))['@type'] as string,
  );
}

for (const { path, h1, noindex, faq } of publicPages) {
  test(`raw HTML of ${path} has its head tags and content`, async ({ request }) => {
    const response = await request.get(`${path}?utm_source=test`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(response.status()).toBe(200);
    expect(decode(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toContain(siteConfig.brandName);
    const description = attribute(head, /<meta name="description"[^>]*>/, 'content') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(attribute(head, /<link rel="canonical"[^>]*>/, 'href')).toBe(
      `${siteConfig.publicOrigin}${path}`,
    );
    expect(attribute(head, /<meta name="robots"[^>]*>/, 'content')).toBe(
      noindex ? 'noindex, nofollow' : 'index, follow',
    );
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:image']) {
      expect(head, property).toContain(`property="${property}"`);
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description']) {
      expect(head, name).toContain(`name="${name}"`);
    }
    expect(attribute(head, /<meta name="theme-color"[^>]*>/, 'content')).toBe('#0F172A');
    expect(attribute(head, /<meta name="viewport"[^>]*>/, 'content')).toContain('maximum-scale=5');

    const types = jsonLdTypes(head);
    expect(types).toContain('Organization');
    if (path !== '/') expect(types).toContain('BreadcrumbList');
    if (faq) expect(types).toContain('FAQPage');
    if (path === '/sitemap-page') expect(types).toContain('ItemList');

    const body = html.slice(html.indexOf('<body'));
    const h1s = [...body.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) =>
      decode(m[1]!.replace(/<[^>]+>/g, '')),
    );
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toContain(h1);
  });
}

test('every inline script of a page is allowed by its meta CSP, and nothing else inline', async ({
  request,
}) => {
  for (const path of ['/', '/faq', '/markets/technology-saas', '/404', '/insights/any-article']) {
    const html = await (await request.get(path)).text();
    const csp = attribute(html, /<meta http-equiv="Content-Security-Policy"[^>]*>/, 'content');

    expect(csp, path).toMatch(/^script-src 'self' /);
    expect(csp, path).not.toContain('unsafe-inline');
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      // JSON-LD and React Router's data chunks are data blocks, which browsers never run.
      .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
      .map((m) => `'sha256-${createHash('sha256').update(m[2]!).digest('base64')}'`);
    expect(inline.length, path).toBeGreaterThan(0);
    for (const hash of inline) expect(csp, path).toContain(hash);
  }
});

test('the 404 page is prerendered, not indexed and has no canonical', async ({ request }) => {
  const response = await request.get('/no-such-page');
  const html = await response.text();

  expect(response.status()).toBe(404);
  expect(html).toContain('Page Not Found');
  expect(html).toContain('name="robots" content="noindex, nofollow"');
  expect(html).not.toContain('rel="canonical"');
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1 } of onePagePerType) {
    test(`${path} is readable`, async ({ page }) => {
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1 })).toContainText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await page.locator('main').innerText()).not.toHaveLength(0);
    });
  }
});
