/**
 * Revisions and restore: the article editor's History panel lists the kept
 * versions, diffs one against the current version side by side, and restores it after a
 * confirmation as a new version (the editor reloads with the restored fields). A restore made
 * from a stale version gets the editor's usual conflict dialog. A programmatic page's row opens
 * the same panel with its generation and SEO changes.
 */
import { expect, test } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { PageRecord } from '../../shared/schemas/page';
import { expectNoSeriousA11yViolations } from './axe';
import {
  adminApi,
  adminEmail,
  createArticleThroughApi,
  openPageRowAction,
  openSignedIn,
  unique,
} from './admin-helpers';

/** A History entry's name: the kept version, the change and the admin who made it, then the time. */
const versionEntry = (version: number, change: string) =>
  new RegExp(`^Version ${version}: ${change} by ${adminEmail().replace(/[.+]/g, '\\$&')} `);

/** Saves `fields` over the stored article through the API (another admin's save). */
async function saveThroughApi(
  request: Parameters<typeof adminApi>[0],
  article: ArticleRecord,
  fields: Partial<ArticleRecord>,
): Promise<ArticleRecord> {
  const { id, author_name, category_name, published_date, created_at, updated_at, ...rest } =
    article;
  void [author_name, category_name, published_date, created_at, updated_at];
  const { previous_slugs, ...body } = rest;
  void previous_slugs;
  return adminApi<ArticleRecord>(request, 'PUT', `/api/admin/articles/${id}`, {
    ...body,
    ...fields,
  });
}

test('the article History panel diffs a revision side by side and restores it as a new version; a stale restore gets the conflict dialog', async ({
  page,
  request,
}) => {
  const firstTitle = `Revision Memo ${unique()}`;
  const created = await createArticleThroughApi(request, firstTitle);
  const renamed = await saveThroughApi(request, created, { title: `${firstTitle} renamed` });

  await openSignedIn(page, `/admin/articles/edit/${created.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(renamed.title);
  // Someone else saves after the editor loaded: the editor's version is now stale.
  await saveThroughApi(request, renamed, { excerpt: 'Another admin rewrote the excerpt.' });

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  // One format for every timestamp, naming its time zone.
  await expect(panel.getByRole('button', { name: versionEntry(1, 'Saved') })).toContainText(
    / at \d{1,2}:\d{2} [AP]M GMT/,
  );
  await panel.getByRole('button', { name: versionEntry(1, 'Saved') }).click();
  const diff = panel.getByRole('table', { name: 'Changed fields' });
  const titleRow = diff.getByRole('row', { name: /^Title/ });
  await expect(titleRow.getByRole('cell').first()).toHaveText(firstTitle);
  await expect(titleRow.getByRole('cell').nth(1)).toHaveText(renamed.title);
  await expect(titleRow.locator('ins')).toHaveText(/renamed/);
  await expect(panel.getByText(/^Unchanged: .*Slug/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  // Any two: against version 2 (the rename, before the other admin's excerpt) the excerpt is the same.
  await expect(diff.getByRole('row', { name: /^Excerpt/ })).toBeVisible();
  await panel.getByLabel('Compare with').selectOption('Version 2');
  await expect(diff.getByRole('columnheader', { name: 'Version 2' })).toBeVisible();
  await expect(diff.getByRole('row', { name: /^Excerpt/ })).toHaveCount(0);
  await panel.getByLabel('Compare with').selectOption('The current version');

  await panel.getByRole('button', { name: 'Restore version 1' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Restore this version?' });
  // A restore brings back content only: the publish state stays as it is, and it says so.
  await expect(confirmation).toContainText('the article stays unpublished as it is now');
  await confirmation.getByRole('button', { name: 'Restore' }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Someone else saved this article' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload latest and re-apply my changes' }).click();
  await expect(page.getByLabel('Excerpt')).toHaveValue('Another admin rewrote the excerpt.');

  await page.getByRole('button', { name: 'History' }).click();
  await panel.getByRole('button', { name: versionEntry(1, 'Saved') }).click();
  await panel.getByRole('button', { name: 'Restore version 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore this version?' })
    .getByRole('button', { name: 'Restore' })
    .click();

  await expect(page.getByText('Revision restored')).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByLabel('Title')).toHaveValue(firstTitle);
  await expect(page.getByLabel('Excerpt')).toHaveValue(created.excerpt);
  const stored = await adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${created.id}`);
  expect(stored).toMatchObject({ title: firstTitle, version: 4 });
  await page.getByRole('button', { name: 'History' }).click();
  await expect(
    panel
      .getByRole('button')
      .filter({ hasText: /^Version/ })
      .first(),
  ).toHaveText(new RegExp(`^Version 3: Restored by ${adminEmail()}`));
});

test("a programmatic page's History lists its generation and SEO save with their diff", async ({
  page,
  request,
}) => {
  const keyword = `Revision Pricing ${unique()}`;
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword,
    industry: 'Software',
    pain_point: 'Discounts keep eroding margins.',
    intent_level: 'commercial',
    cta_type: 'consultation',
  });
  let generated = created;
  await expect
    .poll(async () => {
      generated = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
      return generated.h1;
    })
    .not.toBe('');
  await adminApi(request, 'PUT', `/api/admin/pages/${created.id}/seo`, {
    seo: {
      meta_title: 'Pricing that holds',
      meta_description: '',
      social_image: '',
      canonical: '',
      noindex: false,
    },
    version: generated.version,
  });

  await openSignedIn(page, '/admin/programmatic-pages');
  const row = page.getByRole('row').filter({ hasText: created.slug });
  await openPageRowAction(page, row, 'History');
  const panel = page.getByRole('dialog', { name: 'History' });
  await expect(
    panel.getByRole('button', { name: /^Version \d+: Generated by AI generation / }),
  ).toBeVisible();
  await panel.getByRole('button', { name: versionEntry(generated.version, 'SEO saved') }).click();
  const metaTitle = panel.getByRole('row', { name: /^Meta title/ });
  await expect(metaTitle.getByRole('cell').nth(1)).toHaveText('Pricing that holds');
});

test("an activity entry's revision link opens the article's History on the revision its save kept", async ({
  page,
  request,
}) => {
  const title = `Revision Link ${unique()}`;
  const created = await createArticleThroughApi(request, title);
  await saveThroughApi(request, created, { title: `${title} renamed` });

  await openSignedIn(page, `/admin/settings?tab=activity&item_id=${created.id}`);
  const entries = page.getByRole('region', { name: 'Activity entries' });
  await entries.getByRole('link', { name: /^Revision \d+ in History$/ }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/articles/edit/${created.id}\\?revision=\\d+$`));
  const kept = Number(new URL(page.url()).searchParams.get('revision'));
  await expect(page.getByRole('button', { name: new RegExp(`^Version ${kept}:`) })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // The kept revision still has the title the save replaced.
  await expect(
    page.getByRole('region', { name: `Version ${kept} compared with the current version` }),
  ).toContainText(title);
});
