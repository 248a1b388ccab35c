/**
 * The site works under its strict policy: Chromium enforces the header CSP (no 'unsafe-inline'
 * for scripts, only the build's hashes) and each page's meta CSP together, and reports every
 * refused script, eval or resource as a `securitypolicyviolation` event and a console error.
 * None may happen on the public pages (prerendered and rendered on publish), the SPA fallback
 * and the admin portal, and each of them still hydrates.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './admin-helpers';
import { onePagePerType, withStoredConsent } from './public-pages';
import { baseUrl, hydrated } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

/** Collects what Chromium refuses under the page's policies, from the first script on. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(`console: ${message.text()}`);
    }
  });
  await page.exposeFunction('__reportCspViolation', (line: string) => violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(line: string): void })
        .__reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${location.pathname}`,
      );
    });
  });
  return violations;
}

test('the public pages run under the strict policy without a single violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  // Pages rendered on publish, as the sitemap lists them (the sandbox seeds some).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc!).pathname,
  );
  const article = listed.find((path) => /^\/insights\/[^/]+$/.test(path));
  const programmatic = listed.find(
    (path) => /^\/solutions\/[^/]+$/.test(path) && !onePagePerType.some((p) => p.path === path),
  );
  expect(article, 'a published article').toBeTruthy();
  const paths = [
    ...onePagePerType.map(({ path }) => path),
    article!,
    ...(programmatic ? [programmatic] : []),
    '/insights?category=Strategy',
    '/no-such-page',
  ];

  for (const path of paths) {
    const answer = await page.goto(`${baseUrl()}${path}`);
    const csp = answer!.headers()['content-security-policy']!;
    expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await hydrated(page);
  }
  // A client-side navigation loads route modules and data too.
  await page.goto(`${baseUrl()}/`);
  await hydrated(page);
  await page.locator('a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);

  expect(violations).toEqual([]);
});

test('the admin portal (the SPA fallback) signs in and works without a violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);

  await openSignedIn(page, '/admin/articles');
  await expect(page.getByRole('heading', { name: /Articles/ }).first()).toBeVisible();
  await page.goto(`${baseUrl()}/admin/media`);
  await expect(page.getByRole('heading', { name: /Media/ }).first()).toBeVisible();

  expect(violations).toEqual([]);
});
