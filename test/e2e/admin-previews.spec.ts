/**
 * Shareable preview links in Chromium: staff make a link from the editor, a
 * visitor without an account opens it in a fresh context and sees the draft as its page will look
 * under a preview banner, and once revoked the same link shows nothing.
 */
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe';
import { baseUrl, createArticleThroughApi, openSignedIn, unique } from './admin-helpers';

test('a preview link shows the draft to someone signed out, until it is revoked', async ({
  page,
  request,
  browser,
}) => {
  const title = `E2E Preview ${unique()}`;
  const article = await createArticleThroughApi(request, title);
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);
  await page.getByRole('button', { name: 'Preview link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview links' });
  await expect(dialog.getByText('No preview links yet.')).toBeVisible();
  // Checked before any toast shows (a toast fading in reads as low contrast to axe).
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Copy preview link' }).click();
  const url = await dialog.getByTestId('preview-link-url').inputValue();
  expect(url).toMatch(/\/preview#[\w-]+\.[\w-]+$/);
  await expect(dialog.getByRole('listitem')).toHaveCount(1);

  // Someone without an account, in a browser of their own.
  const visitor = await browser.newContext();
  const visit = await visitor.newPage();
  await visit.goto(url);
  await expect(visit.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visit.getByRole('note')).toContainText('Preview: this draft is not published.');
  await expect(visit.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Revoked: the same link shows nothing.
  await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
  await expect(dialog.getByText('No preview links yet.')).toBeVisible();
  await visit.reload();
  await expect(visit.getByRole('heading', { name: 'Preview not available' })).toBeVisible();
  await expect(visit.getByRole('heading', { name: title })).toHaveCount(0);
  await visitor.close();
});

test('a page with a broken link says so, without the draft banner, and leads back to the site', async ({
  page,
}) => {
  await page.goto(`${baseUrl()}/preview#not.a-real-token`);
  await expect(page.getByRole('heading', { name: 'Preview not available' })).toBeVisible();
  await expect(page.getByText('Preview: this draft is not published.')).toHaveCount(0);

  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(`${baseUrl()}/`);
});
