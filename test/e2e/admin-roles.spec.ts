/**
 * Staff roles in the browser: a self sign-up of an allow-listed address lands as a
 * Contributor and sees no publish switch, no delete of others' work, no Contacts and no Settings;
 * an administrator makes them an Editor in the Staff tab, and after signing in again they can
 * publish; the last administrator cannot be demoted, and the screen says why; an administrator
 * invites a member in the Staff tab, who signs in from the mailed invitation (the sandbox's
 * mailbox) and chooses their own password.
 */
import { expect, test, type Page } from '@playwright/test';
import { staffMessages } from '../../shared/schemas/staff';
import { expectNoSeriousA11yViolations } from './axe';
import {
  baseUrl,
  createArticleThroughApi,
  adminEmail,
  firstSignIn,
  invitationMail,
  inviteInStaffTab,
  inviteStaff,
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

  // The role is in the ID token: the old one no longer matches the account, so the contributor's
  // next step signs them out, saying why, and the new role applies from the next sign-in.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByText(staffMessages.accessChanged)).toBeVisible();
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

test("the Staff tab offers no Disable or Remove on the administrator's own row, and Disable asks first", async ({
  page,
}) => {
  await signIn(page);
  const email = `disable-${unique()}@staff.example.com`;
  await inviteInStaffTab(page, email, 'editor');

  const own = page.getByRole('row').filter({ hasText: adminEmail() });
  await expect(own).toContainText('Your account');
  await expect(own.getByRole('switch')).toHaveCount(0);
  await expect(own.getByRole('button', { name: `Remove ${adminEmail()}` })).toHaveCount(0);

  const row = page.getByRole('row').filter({ hasText: email });
  const toggle = row.getByRole('switch', { name: `Disable ${email}` });
  await toggle.click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable this staff member?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(toggle).toBeChecked();
  await toggle.click();
  await confirm.getByRole('button', { name: 'Disable' }).click();

  await expect(row.getByRole('switch', { name: `Enable ${email}` })).not.toBeChecked();
  await expect(row).toContainText('Disabled');
});

test('an administrator invites a contributor, who signs in from the mailed invitation as a Contributor', async ({
  page,
}) => {
  await signIn(page);
  const email = `invited-${unique()}@staff.example.com`;

  await inviteInStaffTab(page, email, 'contributor');
  const { mail, temporaryPassword } = await invitationMail(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  // Not signed in yet: the invitation can be sent again.
  await row.getByRole('button', { name: `Resend invitation to ${email}` }).click();
  await expect(page.getByText('Invitation sent again', { exact: true })).toBeVisible();
  const resent = await invitationMail(email);
  const invitee = await firstSignIn(page, email, resent.temporaryPassword);

  expect(mail.body.text).toContain(`${adminEmail()} invited you`);
  expect(mail.body.text).toContain('as Contributor');
  expect(mail.body.text).toMatch(/Sign in: https?:\/\/\S+\/admin\n/);
  expect(resent.temporaryPassword).not.toBe(temporaryPassword);
  const nav = invitee.page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Contact Submissions' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  await invitee.context.close();
  await page.reload();
  await page.getByRole('tab', { name: 'Staff' }).click();
  await expect(row).toContainText('Active');
  await expect(page.getByRole('combobox', { name: `Role of ${email}` })).toHaveText('Contributor');
  await expect(row.getByRole('button', { name: /Resend invitation/ })).toHaveCount(0);
});

test('inviteStaff gives a signed-in member of the role asked for', async ({ page }) => {
  await signIn(page);

  const editor = await inviteStaff(page, 'editor');

  await expect(
    editor.page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Contact Submissions' }),
  ).toBeVisible();
  await editor.context.close();
});
