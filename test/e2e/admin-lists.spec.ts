/**
 * The admin lists, on the article list: a search, a filter and Next narrow
 * and page the list on the server; the URL keeps that state, so a reload shows the same page, and
 * Previous goes back; a search that matches nothing says so.
 */
import { expect, test } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import { adminApi, baseUrl, createArticleThroughApi, openSignedIn, unique } from './admin-helpers';

test('the article list searches, filters and pages on the server, and the URL keeps it all', async ({
  page,
  request,
}) => {
  const token = `lst${unique()}`;
  // Oldest first: three drafts and one published article sharing a word no other article has.
  const made: ArticleRecord[] = [];
  for (const name of ['Alpha', 'Bravo', 'Charlie', 'Delta'])
    made.push(await createArticleThroughApi(request, `List ${name} ${token}`));
  await adminApi(request, 'PATCH', `/api/admin/articles/${made[3]!.id}/publish`, {
    is_published: true,
  });
  const row = (name: string) =>
    page.getByRole('link', { name: `List ${name} ${token}`, exact: true });

  await openSignedIn(page, '/admin/articles?limit=2');
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(token);
  // The search runs once typing pauses; the newest articles show without it, so wait for it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${token}`));
  await expect(row('Delta')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Draft', exact: true }).click();

  await expect(row('Charlie')).toBeVisible();
  await expect(row('Bravo')).toBeVisible();
  await expect(row('Delta')).toHaveCount(0);
  await expect(row('Alpha')).toHaveCount(0);
  // The count is of every match, not of this page's two rows.
  await expect(page.getByText('3 articles match')).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(row('Alpha')).toBeVisible();
  await expect(row('Charlie')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  // The URL follows the page (it is written as the page is shown: wait for it).
  await expect(page).toHaveURL(/[?&]after=/);
  const url = new URL(page.url());
  expect(url.searchParams.get('q')).toBe(token);
  expect(url.searchParams.get('status')).toBe('draft');

  await page.reload();
  await expect(row('Alpha')).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search articles' })).toHaveValue(token);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
  await expect(page.getByText('Page 2')).toBeVisible();

  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(row('Charlie')).toBeVisible();
  await expect(row('Alpha')).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search articles' }).fill(`${token}zz`);
  await expect(page.getByText('No articles match.')).toBeVisible();

  // Scheduled: the drafts waiting for their publish time.
  const publishAt = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  await adminApi(request, 'PUT', `/api/admin/articles/${made[1]!.id}/schedule`, {
    publish_at: publishAt,
    expected_version: made[1]!.version,
  });
  await page.goto(`${baseUrl()}/admin/articles?q=${token}`);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled', exact: true }).click();
  await expect(row('Bravo')).toBeVisible();
  await expect(page.getByText('1 article matches')).toBeVisible();
  await expect(row('Charlie')).toHaveCount(0);
});

test('at 1366 px the list controls keep one row; an empty result clears its filters; a draft shows no publish date', async ({
  page,
  request,
}) => {
  const token = `clr${unique()}`;
  const draft = await createArticleThroughApi(request, `Clear Draft ${token}`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, `/admin/articles?status=published&q=${token}`);

  const search = page.getByRole('searchbox', { name: 'Search articles' });
  const sort = page.getByRole('combobox', { name: 'Sort' });
  const [searchBox, sortBox] = [await search.boundingBox(), await sort.boundingBox()];
  expect(Math.abs(sortBox!.y - searchBox!.y)).toBeLessThan(searchBox!.height);
  await expect(page.getByText('No articles match.')).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();

  await expect(search).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('All statuses');
  const row = page.getByRole('row').filter({ hasText: draft.title });
  await expect(row).toBeVisible();
  // Never published: no date in the Published Date column.
  await expect(row.getByRole('cell').nth(4)).toHaveText('Not published');
});
