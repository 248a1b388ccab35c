/**
 * Accessibility of every admin screen (axe: no serious or critical violation), in the light and the
 * dark theme (one load each: axe.ts). The Batch Generator screen belongs to the generation feature
 * and is checked by its own tests.
 */
import { expect, test } from '@playwright/test';
import { openSignedIn } from './admin-helpers';
import { expectNoSeriousA11yViolationsInBothThemes } from './axe';

const screens: { path: string; ready: string }[] = [
  { path: '/admin/dashboard', ready: 'Quick Actions' },
  { path: '/admin/articles', ready: 'Articles' },
  { path: '/admin/articles/new', ready: 'New Article' },
  { path: '/admin/contact-submissions', ready: 'Contact Submissions' },
  { path: '/admin/authors', ready: 'Authors' },
  { path: '/admin/authors/new', ready: 'New Author' },
  { path: '/admin/categories', ready: 'Categories' },
  { path: '/admin/programmatic-pages', ready: 'Programmatic Pages Manager' },
  { path: '/admin/settings', ready: 'Settings' },
];

for (const screen of screens) {
  test(`${screen.path} has no serious or critical axe violation, light or dark`, async ({
    page,
  }) => {
    await openSignedIn(page, screen.path);
    await expect(page.getByRole('heading', { name: screen.ready }).first()).toBeVisible();
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}

test('the editor in advanced mode has no serious or critical axe violation', async ({ page }) => {
  await openSignedIn(page, '/admin/articles/new');
  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});

test('the Create New Page tab has no serious or critical axe violation', async ({ page }) => {
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();
  await expect(page.getByRole('button', { name: 'Create Page' })).toBeVisible();
  await expectNoSeriousA11yViolationsInBothThemes(page);
});
