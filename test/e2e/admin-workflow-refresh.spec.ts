/**
 * One cache refresh for every workflow change: scheduling an article that waits for review ends
 * its review, and the dashboard's "Waiting for review" count follows at once, without a reload.
 * The article is made and submitted through the API; the schedule is made in the editor, reached
 * from the dashboard by the portal's own links, so the dashboard's counts are still in the page's
 * cache. Once scheduled, further reads of the counts are held back: what the dashboard then shows
 * is what the schedule's refresh put in the cache, not a read made on the way back.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import { adminApi, createArticleThroughApi, signIn, unique } from './admin-helpers';

const countsPath = '/api/admin/dashboard';

async function waitingCounts(page: Page) {
  const total = Number(await page.getByTestId('count-waitingForReview').textContent());
  const link = await page.getByRole('link', { name: /^Articles in review: \d+$/ }).textContent();
  return { total, articles: Number(link?.split(': ')[1]) };
}

test('scheduling an article in review updates the dashboard count without a reload', async ({
  page,
  request,
}) => {
  const draft = await createArticleThroughApi(request, `E2E Schedule ends review ${unique()}`);
  await adminApi<ArticleRecord>(request, 'POST', `/api/admin/articles/${draft.id}/review`, {
    expected_version: draft.version,
  });
  await signIn(page);
  await expect(page.getByRole('link', { name: /^Articles in review: [1-9]\d*$/ })).toBeVisible();
  const before = await waitingCounts(page);

  await page.getByRole('link', { name: /^Articles in review: / }).click();
  await page.getByRole('link', { name: `Edit ${draft.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Article', level: 1 })).toBeVisible();
  const review = page.getByRole('group', { name: 'Review' });
  await expect(review.getByText('In review', { exact: true })).toBeVisible();
  const schedule = page.getByRole('group', { name: 'Schedule publish' });
  await schedule.getByLabel('Publish at').fill('2031-03-04T10:00');
  const countsRead = page.waitForResponse(
    (answer) => new URL(answer.url()).pathname === countsPath && answer.ok(),
  );
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Article scheduled')).toBeVisible();
  await expect(review.getByText('In review', { exact: true })).toHaveCount(0);
  // The schedule's refresh reads the counts again while the editor is still on screen.
  await countsRead;

  await page.route(`**${countsPath}`, () => undefined);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-waitingForReview')).toHaveText(String(before.total - 1));
  await expect(page.getByRole('link', { name: /^Articles in review: / })).toHaveText(
    `Articles in review: ${before.articles - 1}`,
  );
});
