/**
 * The article editor's AI assist (the sandbox's offline model): an editor asks for a search title
 * and description, reads the suggestion as a word diff labelled as AI-written, accepts it into the
 * form (the editor turns dirty, nothing is saved yet), saves, and the History panel shows the save
 * as an ordinary revision with the new meta title. A programmatic page's SEO dialog rewrites its
 * meta description with the same controls and diff.
 */
import { expect, test } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import type { PageRecord } from '../../shared/schemas/page';
import type { RevisionSummary } from '../../shared/schemas/revision';
import { expectNoSeriousA11yViolations } from './axe';
import {
  adminApi,
  adminEmail,
  createArticleThroughApi,
  openPageRowAction,
  openSignedIn,
  unique,
} from './admin-helpers';

test('a suggested search title and description is shown as a diff, accepted into the form and saved as a normal revision', async ({
  page,
  request,
}) => {
  const created = await createArticleThroughApi(request, `Assisted Pricing Memo ${unique()}`);

  await openSignedIn(page, `/admin/articles/edit/${created.id}`);
  await page.getByRole('button', { name: 'Suggest search title and description' }).click();
  const suggestion = page.getByRole('region', {
    name: 'AI-written suggestion: Search title and description',
  });
  await expect(suggestion).toBeVisible();
  await expect(suggestion).toContainText('AI-written suggestion');
  // The fields were empty: every suggested word is marked as added.
  await expect(suggestion.locator('ins').first()).toBeVisible();
  const suggestedTitle = (await suggestion.locator('ins').first().textContent())!.trim();
  await expectNoSeriousA11yViolations(page);
  // Nothing is saved by asking.
  const unchanged = await adminApi<ArticleRecord>(
    request,
    'GET',
    `/api/admin/articles/${created.id}`,
  );
  expect(unchanged.version).toBe(created.version);

  await suggestion.getByRole('button', { name: 'Accept' }).click();
  await expect(suggestion).toBeHidden();
  await page.getByRole('button', { name: 'SEO', exact: true }).click();
  await expect(page.getByLabel('Meta title', { exact: true })).toHaveValue(suggestedTitle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();

  const saved = await adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${created.id}`);
  expect(saved.version).toBe(created.version + 1);
  expect(saved.seo?.meta_title).toBe(suggestedTitle);
  expect(saved.seo?.meta_description).not.toBe('');
  const history = await adminApi<{ items: RevisionSummary[] }>(
    request,
    'GET',
    `/api/admin/revisions/article/${created.id}`,
  );
  // The revision any typed change of the SEO fields keeps, by the member who saved.
  expect(history.items[0]).toMatchObject({ kind: 'seo', actor: adminEmail() });

  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('dialog', { name: 'History' });
  await panel.getByRole('button', { name: /^Version 1: SEO saved by / }).click();
  const titleRow = panel
    .getByRole('table', { name: 'Changed fields' })
    .getByRole('row', { name: /^Meta title/ });
  await expect(titleRow.getByRole('cell').nth(1)).toHaveText(suggestedTitle);
});

test("a programmatic page's meta description is rewritten in its SEO dialog: a diff to reject or accept, saved only with Save SEO", async ({
  page,
  request,
}) => {
  const id = unique();
  const created = await adminApi<PageRecord>(request, 'POST', '/api/admin/pages', {
    keyword: `rewrite assist ${id}`,
    industry: 'Retail',
    pain_point: 'Thin margins',
    intent_level: 'commercial',
    cta_type: 'consultation',
    slug: `rewrite-assist-${id}`,
  });
  let generated: PageRecord | undefined;
  await expect
    .poll(async () => {
      generated = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
      return generated.title !== '';
    })
    .toBe(true);

  await openSignedIn(page, '/admin/programmatic-pages');
  await openPageRowAction(page, page.getByRole('row').filter({ hasText: created.slug }), 'SEO');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('What').selectOption({ label: 'Meta description' });
  await dialog.getByLabel('How').selectOption({ label: 'Shorter' });
  const suggestion = dialog.getByRole('region', {
    name: 'AI-written suggestion: Rewrite of the meta description',
  });
  const description = dialog.getByLabel('Meta description', { exact: true });

  await dialog.getByRole('button', { name: 'Suggest a rewrite' }).click();
  await expect(suggestion).toContainText(generated!.meta_description.split(' ')[0]!);
  await suggestion.getByRole('button', { name: 'Reject' }).click();
  await expect(suggestion).toBeHidden();
  await expect(description).toHaveValue('');

  await dialog.getByRole('button', { name: 'Suggest a rewrite' }).click();
  await suggestion.getByRole('button', { name: 'Accept' }).click();
  await expect(suggestion).toBeHidden();
  const rewritten = await description.inputValue();
  expect(rewritten.length).toBeGreaterThan(0);
  expect(rewritten.length).toBeLessThan(generated!.meta_description.length);
  // Nothing is saved by asking or accepting.
  const unchanged = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
  expect(unchanged.version).toBe(generated!.version);

  await dialog.getByRole('button', { name: 'Save SEO' }).click();
  await expect(page.getByText('SEO saved')).toBeVisible();
  const saved = await adminApi<PageRecord>(request, 'GET', `/api/admin/pages/${created.id}`);
  expect(saved.seo?.meta_description).toBe(rewritten);
});
