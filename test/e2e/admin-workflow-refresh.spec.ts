/**
 * One cache refresh for every workflow change: scheduling an article or a page that waits for
 * review ends its review, and the screens the admin has open or goes back to follow at once,
 * without a reload: the page's row shows its schedule, and the dashboard's "Waiting for review"
 * count drops. The items are made (and submitted) through the API; the schedule is made in the
 * portal, reached from the dashboard by its own links, so the dashboard's counts are still in the
 * page's cache. Once scheduled, further reads of the counts are held back: what the dashboard
 * then shows is what the schedule's refresh put in the cache, not a read made on the way back.
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { PageRecord } from '../../shared/schemas/page';
import {
  adminApi,
  createArticleThroughApi,
  openPageRowAction,
  signIn,
  unique,
} from './admin-helpers';

test.use({ timezoneId: 'America/New_York' });

const countsPath = '/api/admin/dashboard';
type Kind = 'Articles' | 'Pages';

/** The dashboard's Waiting for review count, and the count of one kind's link. */
async function waitingCounts(page: Page, kind: Kind) {
  const link = page.getByRole('link', { name: new RegExp(`^${kind} in review: [1-9]\\d*$`) });
  await expect(link).toBeVisible();
  const total = Number(await page.getByTestId('count-waitingForReview').textContent());
  return { total, ofKind: Number((await link.textContent())?.split(': ')[1]) };
}

/** A promise of the next successful read of the counts. */
const nextCountsRead = (page: Page) =>
  page.waitForResponse((answer) => new URL(answer.url()).pathname === countsPath && answer.ok());

/** Back to the dashboard by the portal's menu, with every new read of the counts held back. */
async function expectCountsFromCache(
  page: Page,
  kind: Kind,
  expected: { total: number; ofKind: number },
) {
  await page.route(`**${countsPath}`, () => undefined);
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('count-waitingForReview')).toHaveText(String(expected.total));
  await expect(page.getByRole('link', { name: new RegExp(`^${kind} in review: `) })).toHaveText(
    `${kind} in review: ${expected.ofKind}`,
  );
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
  const before = await waitingCounts(page, 'Articles');

  await page.getByRole('link', { name: /^Articles in review: / }).click();
  await page.getByRole('link', { name: `Edit ${draft.title}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Article', level: 1 })).toBeVisible();
  const review = page.getByRole('group', { name: 'Review' });
  await expect(review.getByText('In review', { exact: true })).toBeVisible();
  const schedule = page.getByRole('group', { name: 'Schedule publish' });
  await schedule.getByLabel('Publish at').fill('2031-03-04T10:00');
  const countsRead = nextCountsRead(page);
  await schedule.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Article scheduled')).toBeVisible();
  await expect(review.getByText('In review', { exact: true })).toHaveCount(0);
  // The schedule's refresh reads the counts again while the editor is still on screen.
  await countsRead;

  await expectCountsFromCache(page, 'Articles', {
    total: before.total - 1,
    ofKind: before.ofKind - 1,
  });
});

test("scheduling a page in review from its row updates the row and the dashboard's count", async ({
  page,
  request,
}) => {
  // A generated page lands in review unless told otherwise.
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword: `Schedule ends review ${unique()}`,
    industry: 'Software',
    pain_point: 'Launches slip every quarter.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  });
  await expect
    .poll(async () => {
      const stored = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
      return stored.h1 !== '' && stored.review?.state === 'in_review';
    })
    .toBe(true);
  await signIn(page);
  const before = await waitingCounts(page, 'Pages');

  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: /^Programmatic Pages/ })
    .click();
  const row = page.getByRole('row').filter({ hasText: created.slug });
  await expect(row.getByText('In review', { exact: true })).toBeVisible();
  await openPageRowAction(page, row, 'Schedule');
  const dialog = page.getByRole('dialog', { name: /^Schedule / });
  await dialog.getByLabel('Publish at').fill('2031-03-04T10:00');
  const countsRead = nextCountsRead(page);
  await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(page.getByText('Page scheduled')).toBeVisible();
  await countsRead;
  await page.keyboard.press('Escape');

  // The list behind the dialog follows: the row is scheduled and no longer in review.
  await expect(row.getByText('Scheduled Mar 4, 2031, 10:00 AM EST')).toBeVisible();
  await expect(row.getByText('In review', { exact: true })).toHaveCount(0);
  await expectCountsFromCache(page, 'Pages', {
    total: before.total - 1,
    ofKind: before.ofKind - 1,
  });
});
