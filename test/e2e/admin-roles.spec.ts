/**
 * Staff roles in the browser (issue #22): a self sign-up of an allow-listed address lands as a
 * Contributor and sees no publish switch, no delete of others' work, no Contacts and no Settings;
 * an administrator makes them an Editor in the Staff tab, and after signing in again they can
 * publish; the last administrator cannot be demoted, and the screen says why.
 */
import { expect, test, type Page } from '@playwright/test';
import { staffMessages } from '../../shared/schemas/staff';
import {
  adminApi,
  baseUrl,
  confirmationCode,
  createArticleThroughApi,
  adminEmail,
  expectNoSeriousA11yViolations,
  signIn,
  signUp,
  strongPassword,
  unique,
} from './admin-helpers';

/** Opens the Staff tab and picks `role` for `email`. */
async function chooseRole(page: Page, email: string, role: string) {
  await page.goto(`${baseUrl()}/admin/settings`);
  await page.getByRole('tab', { name: 'Staff' }).click();
  await page.getByRole('combobox', { name: `Role of ${email}` }).click();
  await page.getByRole('option', { name: role }).click();
}

test('a contributor sees no publishing, others’ deletes, contacts or settings until made an editor', async ({
  page,
  browser,
  request,
}) => {
  const others = await createArticleThroughApi(request, `Someone else's draft ${unique()}`);
  const email = `contributor-${unique()}@staff.example.com`;
  const nav = page.getByRole('navigation', { name: 'Admin' });

  await signUp(page, email);
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Submissions' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await page.goto(`${baseUrl()}/admin/articles`);
  await expect(page.getByRole('link', { name: `Edit ${others.title}` })).toBeVisible();
  await expect(page.getByRole('switch', { name: `Publish ${others.title}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Delete ${others.title}` })).toHaveCount(0);

  // The administrator, in a browser of their own, makes the contributor an editor.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  await chooseRole(admin, email, 'Editor');
  await expect(admin.getByText(`${email} updated`)).toBeVisible();
  await adminContext.close();

  // The role is in the ID token: it applies from the next sign-in.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await signIn(page, email, strongPassword);
  await expect(nav.getByRole('link', { name: 'Contact Submissions' })).toBeVisible();
  await page.goto(`${baseUrl()}/admin/articles`);
  await page.getByRole('switch', { name: `Publish ${others.title}` }).click();
  await expect(page.getByRole('switch', { name: `Unpublish ${others.title}` })).toBeChecked();
});

test('the last administrator cannot be demoted, and the Staff tab says why', async ({ page }) => {
  await signIn(page);

  await chooseRole(page, adminEmail(), 'Editor');

  await expect(page.getByText(staffMessages.lastAdministrator)).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(page.getByRole('combobox', { name: `Role of ${adminEmail()}` })).toHaveText(
    'Administrator',
  );
  await expectNoSeriousA11yViolations(page);
});

test('an invited member signs in with the temporary password and chooses their own', async ({
  page,
  request,
}) => {
  const email = `invited-${unique()}@staff.example.com`;
  await adminApi(request, 'POST', '/api/admin/staff', { email, role: 'editor' });

  await page.goto(`${baseUrl()}/admin`);
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(email);
  // The sandbox's Cognito prints and files the temporary password as it does sign-up codes.
  await form.getByLabel('Password').fill(await confirmationCode(email));
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('New password').fill(strongPassword);
  await page.getByLabel('Repeat password').fill(strongPassword);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(
    page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Contact Submissions' }),
  ).toBeVisible();
});
