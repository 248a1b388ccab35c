/**
 * axe on one page of each template, in light and in dark: no serious or critical violation.
 * Landmarks and a visible focus ring are checked on the way.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { onePagePerType, withStoredConsent } from './public-pages';

test.use({ baseURL: process.env.BASE_URL });
test.beforeEach(({ context }) => withStoredConsent(context));

const pages = [...onePagePerType, { path: '/no-such-page', type: '404', h1: 'Page Not Found' }];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, type } of pages) {
      test(`${type} (${path}) has no serious or critical axe violation`, async ({ page }) => {
        await page.goto(path);
        await page.waitForFunction(() => '__reactRouterDataRouter' in window);
        await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /^(?!.*dark)/);
        // A toast the page shows on load (the sitemap check's) is checked once its enter
        // animation is over: a half-faded toast has no real contrast.
        await page.waitForLoadState('networkidle');
        for (const toast of await page.locator('[data-sonner-toast]').all()) {
          await expect(toast).toHaveCSS('opacity', '1');
        }

        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

        expect(serious).toEqual([]);
        await expect(page.getByRole('banner')).toHaveCount(1);
        await expect(page.getByRole('main')).toHaveCount(1);
        await expect(page.getByRole('contentinfo')).toHaveCount(1);
      });
    }
  });
}

test('keyboard focus is visible on links and buttons', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});
