/**
 * Theme (public-site.md section 4): the choice persists across reloads under the product's key and
 * applies before the first paint: the inline head script sets the class before any script of the
 * app bundle can run (here, the bundle is not even allowed to load).
 */
import { expect, test } from '@playwright/test';
import { themeStorageKeyFor } from '../../web/app/lib/theme-key';
import { headerLabels } from '../../web/app/content/navigation';
import { siteConfig } from './public-pages';
import { baseUrl, hydrated } from './site-helpers';

/** The build's key: named after the brand, as the theme script in every page's head uses it. */
const themeStorageKey = themeStorageKeyFor(siteConfig.brandName);

test.use({ baseURL: process.env.BASE_URL });

test('the inline theme script runs in <head>, before any module script', async ({ request }) => {
  const html = await (await request.get(`${baseUrl()}/insights`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const themeScript = head.indexOf(themeStorageKey);
  // Module scripts run after parsing; the classic inline script runs where it stands.
  const firstModule = html.search(/<script[^>]*type="module"/);

  expect(themeScript).toBeGreaterThan(0);
  expect(themeScript).toBeLessThan(firstModule);
});

test('a stored dark choice is dark on the first frame, before the app bundle runs', async ({
  page,
}, testInfo) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript((key) => localStorage.setItem(key, 'dark'), themeStorageKey);
  // The app's JavaScript never arrives: whatever is dark was made dark by the inline script.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());

  await page.goto('/podcast', { waitUntil: 'domcontentloaded' });

  const firstFrame = await page.screenshot();
  await testInfo.attach('first-frame-dark', { body: firstFrame, contentType: 'image/png' });
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
  // The page's background is already the dark token.
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
    'rgb(2, 8, 23)',
  );
});

test('the choice persists across reloads, both ways, and system follows the OS', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/contact');
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: headerLabels.toggleTheme }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe('light');

  await page.reload();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await hydrated(page);
  await page.getByRole('button', { name: headerLabels.toggleTheme }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate((key) => localStorage.getItem(key), themeStorageKey)).toBe('dark');
});
