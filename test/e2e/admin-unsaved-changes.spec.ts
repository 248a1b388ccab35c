/**
 * Never lose work: leaving the article editor, the author form or the
 * programmatic page form with unsaved changes asks first. A link inside the app opens the
 * Stay / Leave dialog; closing or reloading the tab gets the browser's beforeunload question.
 * Nothing is asked when nothing changed or once the work is saved.
 */
import { expect, test, type Page } from '@playwright/test';
import type { AuthorListResponse } from '../../shared/schemas/author';
import type { CategoryListResponse } from '../../shared/schemas/category';
import {
  adminApi,
  baseUrl,
  createArticleThroughApi,
  openSignedIn,
  signIn,
  unique,
} from './admin-helpers';

const leaveTitle = 'Leave without saving?';

function sidebarLink(page: Page, name: string) {
  return page
    .getByRole('navigation', { name: 'Admin', exact: true })
    .getByRole('link', { name, exact: true });
}

test.afterEach(async ({ page }) => {
  if (!page.isClosed()) await page.evaluate(() => localStorage.clear()).catch(() => undefined);
});

test('an edited article asks before a link leaves it: Stay keeps the text, Leave goes', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/articles/new');
  const title = `E2E Unsaved ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('Unsaved changes (kept on this device)')).toBeVisible();

  await sidebarLink(page, 'Articles').click();
  const dialog = page.getByRole('alertdialog', { name: leaveTitle });
  await expect(dialog).toBeVisible();
  // Focus starts on Stay: Enter never throws work away.
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await expect(page.getByLabel('Title')).toHaveValue(title);

  await sidebarLink(page, 'Articles').click();
  await page
    .getByRole('alertdialog', { name: leaveTitle })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('an article opened and left unchanged, or saved, leaves without a question', async ({
  page,
  request,
}) => {
  const article = await createArticleThroughApi(request, `E2E Unsaved ${unique()}`);
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);
  await expect(page.getByLabel('Title')).toHaveValue(article.title);
  await sidebarLink(page, 'Authors').click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goto(`${baseUrl()}/admin/articles/edit/${article.id}`);
  await page.getByLabel('Excerpt').fill('A changed excerpt, then saved.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await sidebarLink(page, 'Articles').click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a new article saved for the first time moves to its edit address without a question', async ({
  page,
}) => {
  await signIn(page);
  const authors = await adminApi<AuthorListResponse>(page.request, 'GET', '/api/admin/authors');
  const categories = await adminApi<CategoryListResponse>(
    page.request,
    'GET',
    '/api/admin/categories',
  );
  await page.goto(`${baseUrl()}/admin/articles/new`);
  await page.getByLabel('Title').fill(`E2E Unsaved First Save ${unique()}`);
  await page.getByLabel('Excerpt').fill('Saved once, then left.');
  await page.getByRole('combobox', { name: 'Author' }).click();
  await page.getByRole('option', { name: authors.items[0]!.name, exact: true }).click();
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: categories.items[0]!.name, exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('An introduction.\n\n## Key Points\n\n- One\n\n## Conclusion\n\nThe end.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/articles\/edit\/[0-9a-f-]+$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Edit Article' })).toBeVisible();
});

test('closing the tab with unsaved changes gets the browser question; a clean editor gets none', async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: process.env.E2E_STORAGE_STATE });
  const page = await context.newPage();
  await openSignedIn(page, '/admin/articles/new');
  // A click gives the page the user activation browsers require before they ask.
  await page.getByLabel('Title').click();
  await page.getByLabel('Title').pressSequentially('Typed, never saved');
  await expect(page.getByText('Unsaved changes (kept on this device)')).toBeVisible();

  const asked: string[] = [];
  page.on('dialog', async (dialog) => {
    asked.push(dialog.type());
    await dialog.accept();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect.poll(() => page.isClosed()).toBe(true);

  const clean = await context.newPage();
  await clean.goto(`${baseUrl()}/admin/articles/new`);
  await clean.getByLabel('Title').click();
  await expect(clean.getByLabel('Title')).toHaveValue('');
  const cleanAsked: string[] = [];
  clean.on('dialog', async (dialog) => {
    cleanAsked.push(dialog.type());
    await dialog.accept();
  });
  await clean.close({ runBeforeUnload: true });
  await expect.poll(() => clean.isClosed()).toBe(true);
  expect(cleanAsked).toEqual([]);
  await context.close();
});

test('reloading an edited author form gets the browser question', async ({ page }) => {
  await openSignedIn(page, '/admin/authors/new');
  await page.getByLabel('Name').click();
  await page.getByLabel('Name').pressSequentially('Ada Reloaded');

  const asked: string[] = [];
  page.on('dialog', async (dialog) => {
    asked.push(dialog.type());
    await dialog.dismiss();
  });
  // Dismissed, the reload does not happen: the typed name is still there.
  await page.reload({ timeout: 2_000 }).catch(() => undefined);
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(page.getByLabel('Name')).toHaveValue('Ada Reloaded');
});

test('the author form asks before a link leaves it, and not after it was saved', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/authors/new');
  const name = `Ada ${unique()} Lovelace`;
  await page.getByLabel('Name').fill(name);

  await sidebarLink(page, 'Categories').click();
  const dialog = page.getByRole('alertdialog', { name: leaveTitle });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/admin\/authors\/new$/);
  await expect(page.getByLabel('Name')).toHaveValue(name);

  await page.getByRole('button', { name: 'Create Author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});

test('the programmatic page form asks before a link leaves it; Leave goes', async ({ page }) => {
  await openSignedIn(page, '/admin/programmatic-pages');
  await page.getByRole('tab', { name: 'Create New Page' }).click();
  await page.getByLabel('Target Keyword').fill('unsaved keyword');

  await sidebarLink(page, 'Dashboard').click();
  const dialog = page.getByRole('alertdialog', { name: leaveTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page.getByLabel('Target Keyword')).toHaveValue('unsaved keyword');

  await sidebarLink(page, 'Dashboard').click();
  await page
    .getByRole('alertdialog', { name: leaveTitle })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the editor toolbar keeps its place when the unsaved-changes note appears', async ({
  page,
  request,
}) => {
  const article = await createArticleThroughApi(request, `E2E Toolbar ${unique()}`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(page.getByLabel('Title')).toHaveValue(article.title);
  const before = await save.boundingBox();

  await page.getByLabel('Title').fill(`${article.title} edited`);
  await expect(page.getByText('Unsaved changes (kept on this device)')).toBeVisible();

  expect(await save.boundingBox()).toEqual(before);
});
