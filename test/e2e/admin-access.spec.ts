/**
 * An administrator's change to a member's access, seen from the member's open portal:
 * the member's next step signs them out cleanly, the sign-in screen says why, no error shows, and
 * signing in again gives the portal of their new role.
 */
import { expect, test } from '@playwright/test';
import { staffMessages, type StaffMember } from '../../shared/schemas/staff';
import { adminApi, inviteStaff, signIn } from './admin-helpers';

test('a member demoted while signed in is signed out with the reason, then works in the new role', async ({
  page,
  request,
}) => {
  await signIn(page);
  const editor = await inviteStaff(page, 'editor');
  const nav = editor.page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Contact Submissions' }).click();
  await expect(editor.page).toHaveURL(/\/admin\/contact-submissions$/);
  // Its list read answered first: one still in flight when the role changes would be refused,
  // and sign them out before the step this test takes.
  await expect(editor.page.getByRole('heading', { name: 'Contact Submissions' })).toBeVisible();
  await expect(editor.page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);

  // The administrator makes them a contributor while their portal is open.
  const staff = await adminApi<{ items: StaffMember[] }>(request, 'GET', '/api/admin/staff');
  const member = staff.items.find((each) => each.email === editor.email)!;
  await adminApi(request, 'PATCH', `/api/admin/staff/${member.id}`, { role: 'contributor' });
  await nav.getByRole('link', { name: 'Articles' }).click();

  await expect(editor.page.getByText(staffMessages.accessChanged)).toBeVisible();
  await expect(editor.page.getByRole('form', { name: 'Sign In' })).toBeVisible();
  await expect(editor.page.getByRole('alert').filter({ hasText: /failed|error/i })).toHaveCount(0);
  // Signing in again, on that screen, returns them to where they were, in their new role.
  const form = editor.page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(editor.email);
  await form.getByLabel('Password').fill(editor.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(editor.page).toHaveURL(/\/admin\/articles$/);
  await expect(nav.getByRole('link', { name: 'Contact Submissions' })).toHaveCount(0);
  await editor.context.close();
});
