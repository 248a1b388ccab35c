/**
 * Authors, categories and contact submissions (admin-portal.md sections 2, 5 and 8): category
 * inline add and edit with the empty-name error, an author created, listed with initials and
 * deleted only after confirmation, and a submission's status change that survives a reload.
 */
import { expect, test } from '@playwright/test';
import type { CategoryRecord } from '../../shared/schemas/category';
import { adminApi, baseUrl, openSignedIn, unique } from './admin-helpers';

test('categories are added and renamed inline, and an empty name is refused', async ({
  page,
  request,
}) => {
  const category = await adminApi<CategoryRecord>(request, 'POST', '/api/admin/categories', {
    name: `E2E Category ${unique()}`,
  });
  await openSignedIn(page, '/admin/categories');

  await page.getByRole('button', { name: `Edit ${category.name}` }).click();
  const field = page.getByLabel(`Name of ${category.name}`);
  await field.fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Validation Error')).toBeVisible();
  await expect(page.getByText('Category name cannot be empty')).toBeVisible();

  const renamed = `${category.name} Renamed`;
  await field.fill(renamed);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category updated')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${renamed}` }).click();
  await page.getByLabel(`Name of ${renamed}`).fill('Not kept');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: renamed })).toBeVisible();

  await page.goto(`${baseUrl()}/admin/categories/new`);
  const added = `E2E Added ${unique()}`;
  await page.getByLabel('New category name').fill(added);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Category created')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: added })).toBeVisible();
});

test('an author is created with initials and deleted only after confirmation', async ({ page }) => {
  const name = `Grace ${unique()} Hopper`;
  await openSignedIn(page, '/admin/authors');
  await page.getByRole('link', { name: 'New Author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors\/new$/);
  await page.getByRole('button', { name: 'Create Author' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Bio').fill('Wrote the first compiler.');
  await page.getByRole('button', { name: 'Create Author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  const card = page.getByRole('listitem').filter({ hasText: name });
  await expect(card.getByText('Wrote the first compiler.')).toBeVisible();
  await expect(card.getByText(/^GH$/)).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Delete this author?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Author deleted')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
});

test("a contact submission's status change persists across a reload", async ({ page, request }) => {
  const lastName = `Lovelace${unique()}`;
  const submitted = await request.post(`${baseUrl()}/api/contact`, {
    data: {
      firstName: 'Ada',
      lastName,
      email: 'ada@example.com',
      phone: '',
      companyName: 'Analytical Engines',
      interest: 'strategy',
      message: 'We would like to talk about our market strategy.',
      preferredDate: '',
    },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  await openSignedIn(page, '/admin/contact-submissions');

  const row = page.getByRole('row').filter({ hasText: lastName });
  await expect(row.getByText('Strategy & Market Design')).toBeVisible();
  await expect(row.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  const status = row.getByRole('combobox', { name: `Status of Ada ${lastName}'s submission` });
  await expect(status).toContainText('new');
  await status.click();
  await page.getByRole('option', { name: 'contacted' }).click();
  await expect(page.getByText('Status updated')).toBeVisible();

  await page.reload();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: lastName })
      .getByRole('combobox', { name: `Status of Ada ${lastName}'s submission` }),
  ).toContainText('contacted');

  await page.getByRole('button', { name: `View submission from Ada ${lastName}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByText(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M$/),
  ).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Reply by E-mail' })).toHaveAttribute(
    'href',
    /^mailto:ada@example\.com\?subject=.+/,
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Submission deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: lastName })).toHaveCount(0);
});

test('Settings shows the configuration of the stage, read-only', async ({ page }) => {
  await openSignedIn(page, '/admin/settings');

  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByText('local', { exact: true })).toBeVisible();
  await expect(page.getByText('Offline drafts (no model is called)')).toBeVisible();
  await expect(page.getByText('staff.example.com')).toBeVisible();
  await expect(
    page.getByText(process.env.ADMIN_EMAIL as string, { exact: true }).last(),
  ).toBeVisible();
  // The stage's configuration is shown, not edited (the quality and digest forms below are).
  for (const name of ['Site', 'AI generation']) {
    const card = page
      .getByRole('heading', { name, level: 2 })
      .locator('xpath=ancestor::div[.//dl][1]');
    await expect(card.getByRole('definition').first()).toBeVisible();
    await expect(card.getByRole('textbox')).toHaveCount(0);
  }
});
