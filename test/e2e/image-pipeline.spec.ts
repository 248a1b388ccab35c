/**
 * The image pipeline as an editor meets it: a 12 MP phone photo uploaded in the
 * article editor, publishing refused until the image has alt text, the article published, and the
 * public article page serving it, with that alt text, as a `<picture>`
 * with AVIF and WebP `srcset`s, `sizes` and the photo's own width and height, once the image
 * worker has made the variants (the page is rendered again when they exist).
 */
import { expect, test } from '@playwright/test';
import { baseUrl, createArticleThroughApi, openSignedIn, unique } from './admin-helpers';
import { samplePhoto } from './sample-photo';

test('a large photo uploaded in the editor is served as AVIF and WebP variants on the public page', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const article = await createArticleThroughApi(request, `E2E Harbour Photo ${unique()}`);
  const photo = await samplePhoto();
  await openSignedIn(page, `/admin/articles/edit/${article.id}`);

  await page.locator('#article-image').setInputFiles({
    name: 'IMG_2041.JPG',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  // The portal shows an upload by its variant: the original (with its EXIF) is private.
  await expect(page.getByRole('img', { name: 'Current image' })).toHaveAttribute(
    'src',
    /^\/media\/articles\/[^/]+\/w400\.webp$/,
  );
  // Publishing with an uploaded image needs its alt text: the field says so, then it saves.
  await page.getByRole('switch', { name: 'Published' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('#article-image-alt-error')).toHaveText(/Alt text is required/);
  await page.getByLabel('Alt text').fill('Boats moored in a harbour at dawn');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Article saved')).toBeVisible();

  // The worker makes the variants, then the page is rendered again with them.
  const hero = page.locator('article picture').first();
  await expect
    .poll(
      async () => {
        await page.goto(`${baseUrl()}/insights/${article.slug}`);
        return hero.count();
      },
      // Generous: in a full run the render queue also carries the earlier specs' whole-site renders.
      { timeout: 200_000, intervals: [1000, 2000] },
    )
    .toBe(1);

  const avif = hero.locator('source[type="image/avif"]');
  const webp = hero.locator('source[type="image/webp"]');
  const img = hero.locator('img');
  await expect(avif).toHaveAttribute(
    'srcset',
    /\/media\/articles\/[^ ]+\/w400\.avif 400w, .*w1600\.avif 1600w/,
  );
  await expect(webp).toHaveAttribute('srcset', /\/w800\.webp 800w/);
  await expect(avif).toHaveAttribute('sizes', /calc\(100vw - 32px\)/);
  await expect(img).toHaveAttribute('width', '4000');
  await expect(img).toHaveAttribute('height', '3000');
  await expect(img).toHaveAttribute('fetchpriority', 'high');
  await expect(img).toHaveAttribute('alt', 'Boats moored in a harbour at dawn');
  // The browser chose a variant, not the 12 MP original.
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.currentSrc))
    .toMatch(/\/w\d+\.avif$/);
});
