/**
 * Articles and the editor (admin-portal.md sections 2, 4, 5 and 8): a simple-mode article with an
 * uploaded image survives the switch to advanced mode and back, is saved, published from the list
 * and served by the public API; a 6 MB image is refused before upload; a stale save keeps the
 * editor's text and re-applies it on the latest version; the editor works from the keyboard alone.
 *
 * The public /insights list is still a slot of the public site, so publication is checked on the
 * public API that feeds it (GET /api/articles and /api/articles/{slug}).
 */
import { expect, test, type Page } from '@playwright/test';
import type { ArticleRecord } from '../../shared/schemas/article';
import { slugify } from '../../shared/rules/slugify';
import {
  adminApi,
  baseUrl,
  createArticleThroughApi,
  openSignedIn,
  signIn,
  tinyPng,
  unique,
} from './admin-helpers';

const simpleContent = [
  'Markets reward the firms that decide fastest.',
  '',
  '## Key Points',
  '',
  '- Speed beats scale',
  '- Data needs an owner',
  '',
  '## Market Shifts',
  '',
  'Buyers now research alone before they call.',
  '',
  '## Conclusion',
  '',
  'Move first, measure always.',
].join('\n');

async function chooseOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
}

test('an article written in simple mode with an image is saved, published and served publicly', async ({
  page,
  request,
}) => {
  const title = `E2E Growth Playbook ${unique()}`;
  await openSignedIn(page, '/admin/articles/new');

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').click();
  await expect(page.getByLabel('Slug')).toHaveValue(slugify(title));
  await page.getByLabel('Excerpt').fill('How fast firms win their markets.');
  await chooseOption(page, 'Author', /.+/);
  await chooseOption(page, 'Category', 'Strategy');
  await page.getByRole('textbox', { name: 'Content', exact: true }).fill(simpleContent);
  await page.locator('#article-image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  // A 1 px upload gets no 400 px variant: the preview names the one it gets, and it is served.
  const preview = page.getByRole('img', { name: 'Current image' });
  await expect(preview).toHaveAttribute('src', /^\/media\/articles\/[^/]+\/w1\.webp$/);
  const previewSrc = (await preview.getAttribute('src'))!;
  await expect
    .poll(async () => (await request.get(`${baseUrl()}${previewSrc}`)).status(), {
      timeout: 60_000,
    })
    .toBe(200);
  // Required to publish an article with an uploaded image.
  await page.getByLabel('Alt text').fill('A chart of market share by speed of decision');

  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(
    'Markets reward the firms that decide fastest.',
  );
  await expect(page.getByPlaceholder('Key point 1')).toHaveValue('Speed beats scale');
  await expect(page.getByPlaceholder('Key point 2')).toHaveValue('Data needs an owner');
  await expect(page.getByLabel('Section title')).toHaveValue('Market Shifts');
  await expect(page.getByRole('textbox', { name: 'Section content' })).toHaveValue(
    'Buyers now research alone before they call.',
  );
  await expect(page.getByRole('textbox', { name: 'Conclusion' })).toHaveValue(
    'Move first, measure always.',
  );
  await page.getByRole('button', { name: 'Simple Mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(
    simpleContent,
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/edit\/[0-9a-f-]{36}$/);

  await page.goto(`${baseUrl()}/admin/articles`);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Draft')).toBeVisible();
  await row.getByRole('switch', { name: `Publish ${title}` }).click();
  await expect(page.getByText('Article published')).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  const slug = slugify(title);
  const detail = await request.get(`${baseUrl()}/api/articles/${slug}`);
  expect(detail.status()).toBe(200);
  const article = (await detail.json()) as {
    title: string;
    imageUrl: string;
    content: { keyPoints: string[] };
  };
  expect(article.title).toBe(title);
  expect(article.imageUrl).toMatch(/^\/media\/articles\//);
  expect(article.content.keyPoints).toEqual(['Speed beats scale', 'Data needs an owner']);
  const list = await request.get(`${baseUrl()}/api/articles?category=Strategy`);
  expect(JSON.stringify(await list.json())).toContain(title);
});

test('an image over 5 MB is refused before it is uploaded', async ({ page }) => {
  await openSignedIn(page, '/admin/articles/new');
  let uploadRequested = false;
  page.on('request', (req) => {
    if (req.url().includes('/api/admin/uploads')) uploadRequested = true;
  });

  await page.locator('#article-image').setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });

  await expect(page.getByText('File too large', { exact: true })).toBeVisible();
  await expect(page.getByText('Please upload an image under 5MB')).toBeVisible();
  expect(uploadRequested).toBe(false);
});

test('a stale save shows the conflict, loses no text and re-applies it on the latest version', async ({
  page,
  context,
  request,
}) => {
  const article = await createArticleThroughApi(request, `E2E Conflict ${unique()}`);
  await signIn(page);
  const editUrl = `${baseUrl()}/admin/articles/edit/${article.id}`;
  const first = page;
  const second = await context.newPage();
  await first.goto(editUrl);
  await second.goto(editUrl);
  await expect(second.getByLabel('Title')).toHaveValue(article.title);

  const newTitle = `${article.title} (renamed)`;
  await first.getByLabel('Title').fill(newTitle);
  await first.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(first.getByText('Article saved')).toBeVisible();

  const myExcerpt = 'The second tab rewrote this excerpt and must not lose it.';
  await second.getByLabel('Excerpt').fill(myExcerpt);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  const dialog = second.getByRole('alertdialog');
  await expect(dialog.getByText('Someone else saved this article')).toBeVisible();
  await expect(dialog).toContainText('Your text has not been lost');
  await dialog.getByRole('button', { name: 'Keep editing' }).click();
  await expect(second.getByLabel('Excerpt')).toHaveValue(myExcerpt);

  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await second
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Reload latest and re-apply my changes' })
    .click();
  await expect(second.getByText('Latest version loaded')).toBeVisible();
  await expect(second.getByLabel('Title')).toHaveValue(newTitle);
  await expect(second.getByLabel('Excerpt')).toHaveValue(myExcerpt);
  await second.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(second.getByText('Article saved')).toBeVisible();

  const stored = await adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${article.id}`);
  expect(stored.title).toBe(newTitle);
  expect(stored.excerpt).toBe(myExcerpt);
  expect(stored.version).toBe(article.version + 2);
});

test('unsaved editor work survives a reload and is offered back', async ({ page }) => {
  await openSignedIn(page, '/admin/articles/new');
  const title = `E2E Draft ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('Words that must not be lost.');
  await expect(page.getByText('Unsaved changes (kept on this device)')).toBeVisible();
  await page.waitForTimeout(600);

  await page.reload();
  await expect(page.getByText('Unsaved changes found')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();

  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(
    'Words that must not be lost.',
  );
  await page.evaluate(() => localStorage.removeItem('admin-article-draft:new'));
});

test('a lost session returns to /admin and the unsaved work is offered back after sign-in', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/articles/new');
  const title = `E2E Lost Session ${unique()}`;
  await page.getByLabel('Title').fill(title);
  await page
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('Typed before the session ended.');
  await page.waitForTimeout(600);

  // The session ends elsewhere (tokens gone); the next call (an upload) notices it.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('CognitoIdentityServiceProvider.')) localStorage.removeItem(key);
    }
  });
  await page.locator('#article-image').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: tinyPng,
  });
  await expect(page.getByText('Authentication required')).toBeVisible();
  await expect(page).toHaveURL(`${baseUrl()}/admin`);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(process.env.ADMIN_EMAIL as string);
  await form.getByLabel('Password').fill(process.env.ADMIN_PASSWORD as string);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/new$/);
  await expect(page.getByText('Unsaved changes found')).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(
    'Typed before the session ended.',
  );
  await page.evaluate(() => localStorage.removeItem('admin-article-draft:new'));
});

test('every control of the editor is reached and operated from the keyboard alone', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/articles/new');
  await expect(page.getByLabel('Title')).toBeVisible();

  // Walk the whole page with Tab and record what receives focus.
  const reached = new Set<string>();
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  for (let step = 0; step < 90; step += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return '';
      const labelled = element.getAttribute('aria-label');
      const byLabel = (element as HTMLInputElement).labels?.[0]?.textContent;
      return (labelled ?? byLabel ?? element.textContent ?? '').trim();
    });
    if (name) reached.add(name);
  }
  for (const control of [
    'Back',
    'Simple Mode',
    'Advanced Mode',
    'Save',
    'Title',
    'Slug',
    'Excerpt',
    'Heading 1',
    'Heading 2',
    'Heading 3',
    'Bold',
    'Italic',
    'Link',
    'Write',
    'Content',
    'Author',
    'Category',
    'Published',
    'Upload Image',
  ]) {
    expect([...reached], `focus reaches ${control}`).toContainEqual(
      expect.stringContaining(control),
    );
  }

  // Operate them: type, format, choose, switch, change mode, save.
  const title = `E2E Keyboard ${unique()}`;
  await page.getByLabel('Title').focus();
  await page.keyboard.type(title);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Slug')).toHaveValue(slugify(title));
  await page.getByLabel('Excerpt').focus();
  await page.keyboard.type('Written without a mouse.');

  await page.getByRole('textbox', { name: 'Content', exact: true }).focus();
  await page.keyboard.type('Typed by keyboard. ');
  await page.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Content', exact: true })).toHaveValue(
    'Typed by keyboard. **bold text**',
  );
  await page.getByRole('tab', { name: 'Write' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('strong', { hasText: 'bold text' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');

  for (const [label, option] of [
    ['Author', /.+/],
    ['Category', 'Strategy'],
  ] as const) {
    // Found by its label, then held by id: an open list hides the rest of the page, its own
    // trigger included, from the accessibility tree.
    const id = await page.getByRole('combobox', { name: label }).getAttribute('id');
    const trigger = page.locator(`#${id}`);
    // Focus, then Enter opens this select's list. Under load a closing list can hand focus back
    // to its trigger late, after the test moved on, so the opening is retried until it is this
    // select's list that is open.
    await expect(async () => {
      if ((await page.getByRole('listbox').count()) > 0) await page.keyboard.press('Escape');
      await trigger.focus();
      await expect(trigger).toBeFocused({ timeout: 1000 });
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true', { timeout: 2000 });
    }).toPass({ timeout: 15_000 });
    const choice = page
      .getByRole('option', { name: option, exact: typeof option === 'string' })
      .first();
    await expect(choice).toBeVisible();
    const text = ((await choice.textContent()) ?? '').trim();
    expect(text).not.toBe('');
    // Arrow keys move the highlight to the option (typeahead raced the list's own focus under
    // load and Enter then took the first option); Enter selects it.
    const highlighted = page.locator('[role="option"][data-highlighted]');
    await expect(async () => {
      if (((await highlighted.textContent()) ?? '').trim() !== text) {
        await page.keyboard.press('ArrowDown');
      }
      expect(((await highlighted.textContent()) ?? '').trim()).toBe(text);
    }).toPass({ timeout: 15_000 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(trigger).toContainText(text);
  }

  const published = page.getByRole('switch', { name: 'Published' });
  await published.focus();
  await page.keyboard.press('Space');
  await expect(published).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Space');
  await expect(published).toHaveAttribute('aria-checked', 'false');

  await page.getByRole('button', { name: 'Advanced Mode' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Key Point' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('Key point 2')).toBeVisible();
  await page.getByPlaceholder('Key point 1').focus();
  await page.keyboard.type('A point typed by keyboard');
  await page.getByRole('button', { name: 'Remove key point 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByPlaceholder('Key point 2')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add Section' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Section 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove section 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('group', { name: 'Section 2' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Simple Mode' }).focus();
  await page.keyboard.press('Enter');

  await page.getByRole('button', { name: 'Save', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/edit\//);
});

test('saving an empty article shows every required-field message', async ({ page }) => {
  await openSignedIn(page, '/admin/articles/new');

  await page.getByRole('button', { name: 'Save', exact: true }).click();

  for (const message of [
    'Title is required',
    'Slug is required',
    'Excerpt is required',
    'Author is required',
    'Category is required',
    'Content is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
});

test('reserved headings are removed from simple content with the warning toasts', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/articles/new');
  const content = page.getByRole('textbox', { name: 'Content', exact: true });

  await content.fill('## Introduction\n\nOpening words.\n\n**Summary**\n\n# conclusion\n\nEnd.');
  await content.dispatchEvent('paste');

  await expect(page.getByText('Restricted heading')).toBeVisible();
  await expect(page.getByText('Restricted content')).toBeVisible();
  await expect(page.getByText('Content automatically adjusted')).toBeVisible();
  await expect(content).toHaveValue('Opening words.\n\n## Conclusion\n\nEnd.');

  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue('Opening words.');
  await expect(page.getByRole('textbox', { name: 'Conclusion' })).toHaveValue('End.');
  await page.evaluate(() => localStorage.removeItem('admin-article-draft:new'));
});

/** Fills the fields a save needs besides the content. */
async function fillArticleFields(page: Page, title: string) {
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Excerpt').fill(`An excerpt written by the test: ${title}.`);
  await chooseOption(page, 'Author', /.+/);
  await chooseOption(page, 'Category', 'Strategy');
}

test('a reserved heading after Key Points never turns prose into a key point, and the change is shown before it is saved', async ({
  page,
}) => {
  await openSignedIn(page, '/admin/articles/new');
  await fillArticleFields(page, `E2E Reserved Heading ${unique()}`);
  const content = page.getByRole('textbox', { name: 'Content', exact: true });
  const introduction = 'Markets are shifting fast this year.';
  await content.fill(
    `## Key Points\n\n- First signal\n- Second signal\n\n## Introduction\n\n${introduction}\n\n## Market Signals\n\nDemand is up.\n\n## Conclusion\n\nAct now.`,
  );

  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Restricted heading')).toBeVisible();
  await expect(page.getByText('Content automatically adjusted')).toBeVisible();
  await expect(content).toHaveValue(new RegExp(`^${introduction}\\n\\n## Key Points`));
  await expect(page.getByText('Article saved')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  // The first save of a new article opens its edit page, a fresh editor: switch mode there.
  await expect(page).toHaveURL(/\/admin\/articles\/edit\//);
  // The address changes before the edit route's editor replaces the new one: wait for it.
  await expect(page.getByRole('heading', { name: 'Edit Article', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  await expect(page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(introduction);
  await expect(page.getByPlaceholder('Key point 1')).toHaveValue('First signal');
  await expect(page.getByPlaceholder('Key point 2')).toHaveValue('Second signal');
  await expect(page.getByPlaceholder('Key point 3')).toHaveCount(0);
});

test('reopening a saved article raises no warning the writer did not cause', async ({ page }) => {
  await openSignedIn(page, '/admin/articles/new');
  await fillArticleFields(page, `E2E No Conclusion ${unique()}`);
  await page
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('An opening paragraph.\n\n## Findings\n\nWhat we found.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/edit\//);
  await expect(page.getByText('Article saved')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Advanced Mode' }).click();
  await page.getByRole('button', { name: 'Simple Mode' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(page.getByText('Article saved')).toBeVisible();
  await expect(page.getByText('Restricted content')).toHaveCount(0);
  await expect(page.getByText('Restricted heading')).toHaveCount(0);
});

test('a missing article opens a not-found state with a way back to the list, not a field error', async ({
  page,
}) => {
  await signIn(page);

  for (const id of ['does-not-exist', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`${baseUrl()}/admin/articles/edit/${id}`);

    await expect(page.getByRole('heading', { name: 'Article Not Found' })).toBeVisible();
    await expect(page.getByText('Error fetching data')).toHaveCount(0);
    await expect(page.getByText('Some fields are not valid.')).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Back to Articles' }).click();
  await expect(page).toHaveURL(/\/admin\/articles$/);
});
