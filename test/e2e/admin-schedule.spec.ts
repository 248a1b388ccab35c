/**
 * Scheduled publish from the article editor: the admin picks a time on their
 * own clock (the browser runs in New York here, so the zone is not the server's), sees the zone
 * named, schedules; the API stores the instant in UTC; the list shows "Scheduled <time>" in the
 * admin's zone; a later save from the same editor still works (the schedule moved the version);
 * Unschedule removes the badge. The publish itself is proven against the sandbox's clock in
 * test/integration/scheduled-publish.test.ts.
 */
import { expect, test } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import { adminApi, baseUrl, createArticleThroughApi, openSignedIn, unique } from './admin-helpers';

test.use({ timezoneId: 'America/New_York' });

test('schedules an article from the editor, shows the Scheduled badge in the list, and unschedules it', async ({
  page,
  request,
}) => {
  const title = `Launch plan ${unique()}`;
  const article = await createArticleThroughApi(request, title);
  const stored = () => adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${article.id}`);
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);
  const schedule = page.getByRole('group', { name: 'Schedule publish' });

  await expect(schedule.getByText('Your time zone: America/New_York')).toBeVisible();
  await schedule.getByLabel('Publish at').fill('2030-01-15T09:30');
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Article scheduled')).toBeVisible();
  await expect(schedule.getByText('Scheduled Jan 15, 2030, 9:30 AM EST')).toBeVisible();
  expect((await stored()).schedule?.publish_at).toBe('2030-01-15T14:30:00.000Z');

  // The editor follows the version the schedule moved on: its next save is no conflict.
  await page.getByLabel('Excerpt').fill('An excerpt edited after scheduling.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  expect(await stored()).toMatchObject({
    excerpt: 'An excerpt edited after scheduling.',
    is_published: false,
    schedule: { publish_at: '2030-01-15T14:30:00.000Z' },
  });

  await page.goto(`${baseUrl()}/admin/articles`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled Jan 15, 2030, 9:30 AM EST')).toBeVisible();
  await expect(row.getByText('Draft')).toBeVisible();

  await row.getByRole('link', { name: title, exact: true }).click();
  await schedule.getByRole('button', { name: 'Unschedule' }).click();
  await expect(page.getByText('Schedule removed')).toBeVisible();
  await expect(schedule.getByText(/^Scheduled /)).toHaveCount(0);
  await page.goto(`${baseUrl()}/admin/articles`);
  const unscheduledRow = page.getByRole('row').filter({ hasText: title });
  await expect(unscheduledRow.getByText('Draft')).toBeVisible();
  await expect(unscheduledRow.getByText(/^Scheduled /)).toHaveCount(0);
  expect((await stored()).schedule).toBeUndefined();
});
