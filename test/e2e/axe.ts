/**
 * The browser specs' accessibility check: axe on the page as it is now, failing on any serious or
 * critical violation (moderate and minor findings are advice, not failures).
 *
 * axe is the slowest step of a browser test (2-3 s a page on two cores, most of it the contrast
 * rule), so a page is checked in both themes in one load: every rule in the light theme, then,
 * with the emulated OS scheme switched to dark (the site and the portal follow it live while no
 * choice is stored), the rules that read colours. The dark theme changes colours only; the one
 * element it shows instead of another is the theme toggle's aria-hidden icon.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe's rules whose outcome depends on colours: the only ones a theme can change. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * No serious or critical axe violation on the page as it is now, with every rule or only those
 * that read colours. Finite animations end first: axe blends a half-transparent element (a toast
 * fading in, a dialog opening) with what is behind it and reports a contrast it never keeps.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  rules: 'all' | 'colours' = 'all',
): Promise<void> {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  const builder = new AxeBuilder({ page });
  if (rules === 'colours') builder.withRules(colourRules);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/**
 * No serious or critical violation in the light theme (every rule), then in the dark one (the
 * colour rules), on the page as loaded: the theme is switched through the emulated OS scheme, so
 * the page must not have a stored theme choice. Pages with the site's header or the portal's shell
 * follow the OS live; a page outside them (a programmatic landing page) takes the scheme when it
 * loads, so it is reloaded, and `reloaded` waits for it to be ready again.
 */
export async function expectNoSeriousA11yViolationsInBothThemes(
  page: Page,
  reloaded?: () => Promise<void>,
): Promise<void> {
  const html = page.locator('html');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  if (reloaded) {
    await page.reload();
    await reloaded();
  }
  await expect(html).toHaveClass(/\bdark\b/);
  await expectNoSeriousA11yViolations(page, 'colours');
}
