import { describe, expect, it } from 'vitest';
import { variantWidths } from '@shared/rules/responsive-image';
import { adminPreviewSrc, previewVariant, uploadPreviewSrc } from '@shared/rules/public-image';
import type { ImageVariantFormat } from '@shared/schemas/media';

const id = '3f2c1b0a-9e8d-4c7b-8a69-5f4e3d2c1b0a';

/** The variants the worker records of an original `originalWidth` pixels wide. */
function variantsOf(
  originalWidth: number,
  formats: ImageVariantFormat[] = ['avif', 'webp', 'png'],
) {
  return variantWidths(originalWidth).flatMap((width) =>
    formats.map((format) => ({ format, width, url: `/media/articles/${id}/w${width}.${format}` })),
  );
}

describe('previewVariant', () => {
  it('shows an upload narrower than 400 px by its own width, which is all it has', () => {
    expect(previewVariant(variantsOf(300))?.url).toBe(`/media/articles/${id}/w300.webp`);
    expect(previewVariant(variantsOf(200))?.url).toBe(`/media/articles/${id}/w200.webp`);
  });

  it('shows a wide upload by its 400 px WebP', () => {
    expect(previewVariant(variantsOf(2000))?.url).toBe(`/media/articles/${id}/w400.webp`);
    expect(previewVariant(variantsOf(400))?.url).toBe(`/media/articles/${id}/w400.webp`);
    expect(previewVariant(variantsOf(401))?.url).toBe(`/media/articles/${id}/w400.webp`);
  });

  it('takes the widest at most 400 px, not the narrowest', () => {
    const variants = [150, 390, 800].map((width) => ({ format: 'webp', width }));
    expect(previewVariant(variants)?.width).toBe(390);
  });

  it('falls back to the narrowest when every variant is wider than 400 px', () => {
    const variants = [1200, 800].map((width) => ({ format: 'webp', width }));
    expect(previewVariant(variants)?.width).toBe(800);
  });

  it('uses another format when the image has no WebP', () => {
    const variants = variantsOf(300, ['avif', 'jpeg']);
    expect(previewVariant(variants)).toMatchObject({ width: 300 });
    expect(['avif', 'jpeg']).toContain(previewVariant(variants)?.format);
  });

  it('chooses nothing when nothing was recorded', () => {
    expect(previewVariant([])).toBeUndefined();
  });
});

describe('uploadPreviewSrc', () => {
  it('names the WebP the worker will write of a file just sent, by its width', () => {
    const original = `/media/articles/${id}.png`;
    expect(uploadPreviewSrc(original, 200)).toBe(`/media/articles/${id}/w200.webp`);
    expect(uploadPreviewSrc(original, 1)).toBe(`/media/articles/${id}/w1.webp`);
    expect(uploadPreviewSrc(original, 640)).toBe(`/media/articles/${id}/w400.webp`);
    expect(uploadPreviewSrc(original, 4000)).toBe(`/media/articles/${id}/w400.webp`);
    expect(uploadPreviewSrc('/images/x.svg', 200)).toBe('/images/x.svg');
    // Without the width (a file the browser cannot decode), the 400 px WebP stands.
    expect(adminPreviewSrc(original)).toBe(`/media/articles/${id}/w400.webp`);
  });
});
