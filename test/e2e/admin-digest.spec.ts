/**
 * The weekly digest's card on Settings: off by default, an administrator turns it on and picks
 * the weekday and hour (UTC); the API then holds that schedule and the screen shows it after a
 * reload.
 */
import { expect, test } from '@playwright/test';
import type { DigestSettings } from '../../shared/schemas/newsletter-digest';
import { adminApi, openSignedIn } from './admin-helpers';

// Off again after the test, passed or not, so no other spec (nor a retry) meets a digest.
test.afterEach(async ({ request }) => {
  await adminApi(request, 'PUT', '/api/admin/settings/digest', {
    enabled: false,
    weekday: 'monday',
    hour: 9,
  });
});

test('an administrator turns the weekly digest on for a weekday and hour in UTC', async ({
  page,
  request,
}) => {
  await openSignedIn(page, '/admin/settings');
  const form = page.getByRole('form', { name: 'Weekly digest' });
  const enabled = form.getByRole('switch', { name: 'Send the weekly digest' });
  await expect(enabled).not.toBeChecked();
  await expect(form.getByLabel('Weekday (UTC)')).toHaveText('Monday');
  await expect(form.getByLabel('Hour (UTC)')).toHaveText('09:00 UTC');

  await enabled.click();
  await form.getByLabel('Weekday (UTC)').click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await form.getByLabel('Hour (UTC)').click();
  await page.getByRole('option', { name: '14:00 UTC' }).click();
  await form.getByRole('button', { name: 'Save digest settings' }).click();

  await expect(page.getByText('Weekly digest on')).toBeVisible();
  const stored = await adminApi<DigestSettings>(request, 'GET', '/api/admin/settings/digest');
  expect(stored).toMatchObject({ enabled: true, weekday: 'friday', hour: 14 });
  await page.reload();
  await expect(form.getByRole('switch', { name: 'Send the weekly digest' })).toBeChecked();
  await expect(form.getByLabel('Weekday (UTC)')).toHaveText('Friday');
  await expect(form.getByLabel('Hour (UTC)')).toHaveText('14:00 UTC');
});
