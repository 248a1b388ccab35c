/**
 * The /admin/analytics screen as staff use it: reached from the admin menu, its day range chosen
 * with the keyboard and kept in the URL, and usable at a phone's 390 px without a serious axe
 * violation, in the light and the dark theme, whatever state the read is in.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from './axe';
import { openSignedIn, signIn } from './admin-helpers';

test('the analytics screen is in the menu, and its range is chosen with the keyboard', async ({
  page,
}) => {
  await signIn(page);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'Last 90 days' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/analytics\?days=90$/);

  await page.getByRole('button', { name: 'Custom' }).focus();
  await page.keyboard.press('Enter');
  await page.getByLabel('From', { exact: true }).fill('2026-01-01');
  await page.getByLabel('To', { exact: true }).fill('2026-01-31');
  await page.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/from=2026-01-01&to=2026-01-31/);
  await expect(page.getByText('2026-01-01 to 2026-01-31 (UTC days)')).toBeVisible();

  await page.getByLabel('From', { exact: true }).fill('2026-02-10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'The start date must be on or before the end date.' }),
  ).toBeVisible();
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the analytics screen fits and passes axe, light and dark', async ({ page }) => {
    await openSignedIn(page, '/admin/analytics?days=7');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    // Whatever the read came to: the report, the empty range or the failure.
    await expect(
      page
        .getByText('No visits recorded in this range.')
        .or(page.getByRole('region', { name: 'Top pages' }))
        .or(page.getByText('The analytics could not be loaded.'))
        // The report's card and its table's scroll box are both regions named Top pages.
        .first(),
    ).toBeVisible();

    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
