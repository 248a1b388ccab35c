/**
 * The Activity tab of /admin/settings: an admin's changes appear newest first
 * with who, what and which item; the filters narrow the list, live in the URL (a reload keeps
 * them) and say so when nothing matches.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import {
  adminApi,
  adminEmail,
  baseUrl,
  createArticleThroughApi,
  openSignedIn,
  unique,
} from './admin-helpers';

test('the Activity tab lists changes newest first and filters them by action, item and actor', async ({
  page,
  request,
}) => {
  const name = `Activity Author ${unique()}`;
  const author = await adminApi<{ id: string }>(request, 'POST', '/api/admin/authors', {
    name,
    bio: '',
    avatar_url: '',
  });
  await adminApi(request, 'DELETE', `/api/admin/authors/${author.id}`);

  await openSignedIn(page, '/admin/settings');
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/tab=activity/);

  const rows = page.getByRole('region', { name: 'Activity entries' }).getByRole('row');
  // Newest first: the delete, then the create, both by the signed-in admin.
  await expect(rows.nth(1)).toContainText('Deleted');
  await expect(rows.nth(1)).toContainText(name);
  await expect(rows.nth(1)).toContainText(adminEmail().toLowerCase());
  await expect(rows.nth(2)).toContainText('Created');
  await expect(rows.nth(2)).toContainText(name);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Action').click();
  await page.getByRole('option', { name: 'Created' }).click();
  await page.getByLabel('Item').click();
  await page.getByRole('option', { name: 'Author', exact: true }).click();
  await expect(page).toHaveURL(/action=created/);
  await expect(page).toHaveURL(/item_type=author/);
  await expect(rows.nth(1)).toContainText(name);
  await expect(page.getByRole('region', { name: 'Activity entries' })).not.toContainText('Deleted');

  // The filters are in the URL: a reload shows the same view.
  await page.reload();
  await expect(page.getByLabel('Action')).toHaveText('Created');
  await expect(rows.nth(1)).toContainText(name);

  await page.getByRole('searchbox', { name: 'Who' }).fill('nobody@example.com');
  await expect(page).toHaveURL(/actor=nobody/);
  await expect(page.getByText('No entries match.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows.nth(1)).toContainText('Deleted');
  await expect(page).toHaveURL(/tab=activity/);
  await expect(page).not.toHaveURL(/action=|item_type=|actor=/);
});

test("an article's entries link to it, and ?item_id= shows only that item's entries", async ({
  page,
  request,
}) => {
  const first = await createArticleThroughApi(request, `Activity Link ${unique()}`);
  const second = await createArticleThroughApi(request, `Activity Other ${unique()}`);

  await openSignedIn(page, `/admin/settings?tab=activity&item_id=${first.id}`);

  const entries = page.getByRole('region', { name: 'Activity entries' });
  const link = entries.getByRole('link', { name: first.title });
  await expect(link).toHaveAttribute('href', `/admin/articles/edit/${first.id}`);
  await expect(entries).not.toContainText(second.title);
  await expect(entries).toContainText(/ at \d{1,2}:\d{2} [AP]M GMT/);

  // The article list's row links to the same view.
  await page.goto(`${baseUrl()}/admin/articles?q=${encodeURIComponent(first.title)}`);
  await page.getByRole('link', { name: `Activity of ${first.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`item_id=${first.id}`));
  await expect(entries.getByRole('link', { name: first.title })).toBeVisible();
});
