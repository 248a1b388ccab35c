/**
 * What a public article answer names of an upload: never its original (which keeps the camera's
 * EXIF), but its share variant once processed, and no image before.
 */
import { describe, expect, it } from 'vitest';
import type { MediaRecord } from '@shared/schemas/media';
import type { Seo } from '@shared/schemas/seo';
import { adminPreviewSrc, isPublicMediaKey, shareVariant } from '@shared/rules/public-image';
import { withPublicImages, type MediaReader } from '@functions/domain/media/article-images';

const id = '3f2c1b0a-9e8d-4c7b-8a69-5f4e3d2c1b0a';
const original = `articles/${id}.jpg`;
const widths = [400, 800, 1200, 1600];

function processed(key: string, formats: MediaRecord['variants'][number]['format'][]): MediaRecord {
  const base = key.replace(/\.[^.]+$/, '');
  const ext = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif' } as const;
  return {
    key,
    width: 4000,
    height: 3000,
    format: 'jpeg',
    bytes: 1,
    created_at: '2026-11-01T00:00:00.000Z',
    variants: formats.flatMap((format) =>
      widths.map((width) => ({
        format,
        width,
        height: (width * 3) / 4,
        bytes: 1,
        key: `${base}/w${width}.${ext[format]}`,
      })),
    ),
  };
}

function reader(records: MediaRecord[]): MediaReader & { asked: string[][] } {
  const asked: string[][] = [];
  return {
    asked,
    getMany: async (keys) => {
      asked.push([...keys]);
      return records.filter((record) => keys.includes(record.key));
    },
  };
}

const seo = (social_image: string): Seo => ({
  meta_title: '',
  meta_description: '',
  social_image,
  canonical: '',
  noindex: false,
});

describe('withPublicImages', () => {
  it('names a processed upload by its 1200 px JPEG, for the image and the social image alike', async () => {
    const media = reader([processed(original, ['avif', 'webp', 'jpeg'])]);

    const [item] = await withPublicImages(media, [
      { imageUrl: `/media/${original}`, seo: seo(`/media/${original}`) },
    ]);

    expect(item?.imageUrl).toBe(`/media/articles/${id}/w1200.jpg`);
    expect(item?.seo?.social_image).toBe(`/media/articles/${id}/w1200.jpg`);
    expect(item?.image?.variants).toHaveLength(12);
    expect(media.asked).toEqual([[original]]);
  });

  it('names no image for an upload not processed yet, nor without the media table', async () => {
    const [pending] = await withPublicImages(reader([]), [{ imageUrl: `/media/${original}` }]);
    const [unread] = await withPublicImages(undefined, [{ imageUrl: `/media/${original}` }]);

    expect(pending).toEqual({ imageUrl: '' });
    expect(unread).toEqual({ imageUrl: '' });
  });

  it('leaves the build images and addresses of variants as they are, without a read', async () => {
    const media = reader([]);
    const items = [
      { imageUrl: '/images/illustration.svg' },
      { imageUrl: `/media/articles/${id}/w800.webp` },
      { imageUrl: '' },
    ];

    expect(await withPublicImages(media, items)).toEqual(items);
    expect(media.asked).toEqual([]);
  });
});

describe('shareVariant', () => {
  const image = (formats: MediaRecord['variants'][number]['format'][]) => {
    const record = processed(original, formats);
    return {
      width: record.width,
      height: record.height,
      variants: record.variants.map((v) => ({ format: v.format, width: v.width, url: v.key })),
    };
  };

  it('picks a raster format crawlers read, never AVIF, at 1200 px or the widest below', () => {
    expect(shareVariant(image(['avif', 'webp', 'png']))).toEqual({
      url: `articles/${id}/w1200.png`,
      width: 1200,
      height: 900,
    });
    expect(shareVariant(image(['avif', 'webp']))?.url).toBe(`articles/${id}/w1200.webp`);
    expect(shareVariant(image(['avif']))).toBeUndefined();
    const small = {
      width: 500,
      height: 250,
      variants: [{ format: 'jpeg' as const, width: 500, url: 'x' }],
    };
    expect(shareVariant(small)).toEqual({ url: 'x', width: 500, height: 250 });
  });
});

describe('isPublicMediaKey and adminPreviewSrc', () => {
  it('serve variants only; the portal shows an upload by its 400 px WebP', () => {
    expect(isPublicMediaKey(`articles/${id}/w1200.jpg`)).toBe(true);
    expect(isPublicMediaKey(original)).toBe(false);
    expect(adminPreviewSrc(`/media/${original}`)).toBe(`/media/articles/${id}/w400.webp`);
    expect(adminPreviewSrc('/images/x.svg')).toBe('/images/x.svg');
  });
});
