/**
 * The media library as staff meet it: an image uploaded in the editor is in the
 * library under its own name; the editor's image field picks it from there and the saved article
 * shows it; /admin/media lists it with its dimensions and the article that uses it, and refuses
 * to delete it while that article shows it.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { ArticleRecord } from '@shared/schemas/article';
import { expectNoSeriousA11yViolations } from './axe';
import { adminApi, createArticleThroughApi, openSignedIn, unique } from './admin-helpers';

test('pick an image from the media library, then find it in /admin/media with where it is used', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const title = `E2E Library Pick ${unique()}`;
  const article = await createArticleThroughApi(request, title);
  const fileName = `lighthouse-${unique()}.png`;
  const image = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 110, b: 90 } },
  })
    .png()
    .toBuffer();
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);

  // Uploaded in the editor, then taken off the article again: it stays in the library.
  await page.locator('#article-image').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: image,
  });
  const current = page.getByRole('img', { name: 'Current image' });
  await expect(current).toHaveAttribute('src', /^\/media\/articles\/[^/]+\/w400\.webp$/);
  const shown = (await current.getAttribute('src'))!;
  // The portal shows an upload by its variant; the article stores the upload's own address.
  const uploadedUrl = shown.replace(/\/w400\.webp$/, '.png');
  await page.getByRole('button', { name: 'Remove Image' }).click();
  await expect(current).toHaveCount(0);

  // The worker records the image within moments; the picker lists what is recorded.
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(async () => {
    await page.getByRole('button', { name: 'Choose Featured Image from library' }).click();
    await library.getByRole('searchbox', { name: 'Search images by name' }).fill(fileName);
    try {
      await expect(library.getByRole('button', { name: `Choose ${fileName}` })).toBeVisible({
        timeout: 3000,
      });
    } catch (error) {
      await page.keyboard.press('Escape');
      throw error;
    }
  }).toPass({ timeout: 60_000 });
  await library.getByRole('button', { name: `Choose ${fileName}` }).click();
  await expect(library).toBeHidden();
  await expect(current).toHaveAttribute('src', shown);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();
  const saved = await adminApi<ArticleRecord>(request, 'GET', `/api/admin/articles/${article.id}`);
  expect(saved.image_url).toBe(uploadedUrl);

  // The library screen: the image, its dimensions, and the article using it.
  await page.getByRole('link', { name: 'Media Library' }).click();
  await page.getByRole('searchbox', { name: 'Search images by name' }).fill(fileName);
  const row = page.getByRole('row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(3)).toHaveText('640 × 480');
  await expect(row.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/admin/articles/edit/${article.id}`,
  );
  await expect(row.locator('img')).toHaveAttribute('src', /\/w400\.webp$/);
  await expectNoSeriousA11yViolations(page);

  // In use: the delete is refused and the dialog names the article.
  await row.getByRole('button', { name: `Delete ${fileName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete image?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image in use')).toBeVisible();
  await expect(confirm.getByRole('link', { name: title })).toBeVisible();
});

test('the media library has an upload of its own: the image is listed once processed', async ({
  page,
}) => {
  const fileName = `library-upload-${unique()}.png`;
  const image = await sharp({
    create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 80, b: 40 } },
  })
    .png()
    .toBuffer();
  await openSignedIn(page, '/admin/media');

  await expect(page.getByRole('button', { name: 'Upload image' })).toBeVisible();
  await page.locator('#library-upload').setInputFiles({
    name: fileName,
    mimeType: 'image/png',
    buffer: image,
  });

  await expect(page.getByText('Image uploaded')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search images by name' }).fill(fileName);
  await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(1, {
    timeout: 30_000,
  });

  // The search is in the URL: a reload keeps it; an empty result offers the way back. (The new
  // upload heads the unfiltered list too, so wait for the debounced search to reach the URL.)
  await expect(page).toHaveURL(/[?&]q=library-upload/);
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search images by name' })).toHaveValue(
    fileName,
  );
  await expect(page.getByRole('row').filter({ hasText: fileName })).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search images by name' }).fill(`${fileName}-none`);
  await expect(page.getByText('No images match.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search images by name' })).toHaveValue('');
});
