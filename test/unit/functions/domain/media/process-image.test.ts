import { describe, expect, it } from 'vitest';
import type { MediaRecord } from '@shared/schemas/media';
import type { RenderJob } from '@shared/schemas/render-job';
import {
  animatedImageMessage,
  imageDimensionsTooLargeMessage,
  invalidImageTypeMessage,
  unreadableImageMessage,
} from '@shared/schemas/upload';
import { imageProblem, rasterFormat } from '@functions/domain/media/image-limits';
import type { ImageCodec, ImageInfo } from '@functions/domain/media/image-ports';
import {
  articleRendersLimit,
  processImage,
  variantFormats,
  variantKey,
  type ProcessImageDeps,
} from '@functions/domain/media/process-image';

/** Bytes that start as a JPEG does (the codec of these worlds reads only `info`). */
const jpegBytes = Uint8Array.from({ length: 1000 }, (_, i) => [0xff, 0xd8, 0xff][i] ?? 0);

/** A world of one stored original whose header says `info`; the codec "encodes" by size. */
function world(info: ImageInfo | undefined, original = jpegBytes, showing: string[] = []) {
  const objects = new Map<string, { data: Uint8Array; type: string }>();
  objects.set('articles/a.jpg', { data: original, type: 'image/jpeg' });
  const records = new Map<string, MediaRecord>();
  const renders: RenderJob[] = [];
  const codec: ImageCodec = {
    inspect: async () => info,
    variants: async (_data, wanted) =>
      wanted.map(({ width }) => ({
        data: new Uint8Array(width),
        width,
        height: Math.round((width * (info?.height ?? 1)) / (info?.width ?? 1)),
      })),
  };
  const deps: ProcessImageDeps = {
    codec,
    objects: {
      read: async (key) => objects.get(key)?.data,
      write: async (key, data, type) => void objects.set(key, { data, type }),
    },
    media: {
      get: async (key) => records.get(key),
      getMany: async (keys) => keys.flatMap((key) => records.get(key) ?? []),
      put: async (record) => void records.set(record.key, record),
    },
    renders: { requestRender: async (job) => void renders.push(job) },
    users: { articlesShowing: async () => showing },
    now: () => new Date('2026-11-25T00:00:00.000Z'),
  };
  return { deps, objects, records, renders };
}

describe('processImage', () => {
  it('records the file name and uploader the library lists the image by', async () => {
    const { deps, records } = world({ format: 'jpeg', width: 900, height: 600, pages: 1 });

    await processImage(deps, 'articles/a.jpg', {
      name: 'Harbour.jpg',
      uploadedBy: 'editor@example.com',
    });

    expect(records.get('articles/a.jpg')).toMatchObject({
      name: 'Harbour.jpg',
      uploaded_by: 'editor@example.com',
    });
  });

  it('writes every width in AVIF, WebP and the original format beside the original', async () => {
    const { deps, objects, records, renders } = world({
      format: 'jpeg',
      width: 4000,
      height: 3000,
      pages: 1,
    });

    const outcome = await processImage(deps, 'articles/a.jpg');

    expect(outcome).toEqual({ status: 'processed', variants: 12 });
    for (const width of [400, 800, 1200, 1600]) {
      expect(objects.get(`articles/a/w${width}.avif`)?.type).toBe('image/avif');
      expect(objects.get(`articles/a/w${width}.webp`)?.type).toBe('image/webp');
      expect(objects.get(`articles/a/w${width}.jpg`)?.type).toBe('image/jpeg');
    }
    expect(records.get('articles/a.jpg')).toMatchObject({
      width: 4000,
      height: 3000,
      format: 'jpeg',
      bytes: 1000,
      created_at: '2026-11-25T00:00:00.000Z',
    });
    expect(records.get('articles/a.jpg')?.variants[0]).toEqual({
      format: 'avif',
      width: 400,
      height: 300,
      key: 'articles/a/w400.avif',
      bytes: 400,
    });
    expect(renders).toEqual([]);
  });

  it('renders again just the articles that show the image', async () => {
    const { deps, renders } = world(
      { format: 'png', width: 300, height: 200, pages: 1 },
      undefined,
      ['a1', 'a2'],
    );

    await processImage(deps, 'articles/a.jpg');

    expect(renders).toEqual([
      { type: 'article', id: 'a1', slugs: [] },
      { type: 'article', id: 'a2', slugs: [] },
    ]);
  });

  it('renders the whole site once when very many articles show the image', async () => {
    const many = Array.from({ length: articleRendersLimit + 1 }, (_, index) => `a${index}`);
    const { deps, renders } = world(
      { format: 'png', width: 300, height: 200, pages: 1 },
      undefined,
      many,
    );

    await processImage(deps, 'articles/a.jpg');

    expect(renders).toEqual([{ type: 'site' }]);
  });

  it('does nothing twice when the message is delivered again', async () => {
    const { deps, renders } = world(
      { format: 'png', width: 300, height: 200, pages: 1 },
      undefined,
      ['a1'],
    );
    await processImage(deps, 'articles/a.jpg');

    const again = await processImage(deps, 'articles/a.jpg');

    expect(again).toEqual({ status: 'skipped' });
    expect(renders).toHaveLength(1);
  });

  it('records nothing for an original that is gone', async () => {
    const { deps, records } = world({ format: 'png', width: 300, height: 200, pages: 1 });

    expect(await processImage(deps, 'articles/missing.png')).toEqual({ status: 'missing' });
    expect(records.size).toBe(0);
  });

  it('refuses an animation that slipped past the verify step', async () => {
    const { deps, records } = world({ format: 'gif', width: 300, height: 200, pages: 12 });

    expect(await processImage(deps, 'articles/a.jpg')).toEqual({
      status: 'refused',
      reason: animatedImageMessage,
    });
    expect(records.size).toBe(0);
  });
});

describe('variant names and formats', () => {
  it('derives a folder from the original key', () => {
    expect(variantKey('articles/x.jpeg', 800, 'avif')).toBe('articles/x/w800.avif');
    expect(variantKey('articles/x.png', 400, 'png')).toBe('articles/x/w400.png');
  });

  it('writes each format once, WebP standing in for a WebP or AVIF original', () => {
    expect(variantFormats('jpeg')).toEqual(['avif', 'webp', 'jpeg']);
    expect(variantFormats('png')).toEqual(['avif', 'webp', 'png']);
    expect(variantFormats('webp')).toEqual(['avif', 'webp']);
    expect(variantFormats('heif')).toEqual(['avif', 'webp']);
  });
});

describe('imageProblem (the stated limits)', () => {
  const still = { format: 'jpeg', width: 4000, height: 3000, pages: 1 };

  it('accepts a still image within the limits', () => {
    expect(imageProblem(jpegBytes, still)).toBeUndefined();
    expect(imageProblem(jpegBytes, { ...still, width: 12_000, height: 3333 })).toBeUndefined();
  });

  it('refuses more than one frame', () => {
    expect(imageProblem(jpegBytes, { ...still, pages: 2 })).toBe(animatedImageMessage);
  });

  it('refuses a side over 12000 px or more than 40 megapixels', () => {
    expect(imageProblem(jpegBytes, { ...still, width: 12_001, height: 10 })).toBe(
      imageDimensionsTooLargeMessage,
    );
    expect(imageProblem(jpegBytes, { ...still, width: 8000, height: 5001 })).toBe(
      imageDimensionsTooLargeMessage,
    );
  });

  it('refuses what the codec cannot read', () => {
    expect(imageProblem(jpegBytes, undefined)).toBe(unreadableImageMessage);
  });
});

describe('rasterFormat (the bytes decide, not the declared type)', () => {
  const bytes = (text: string, ...rest: number[]) =>
    Uint8Array.from([...Buffer.from(text, 'latin1'), ...rest]);

  it('names each accepted raster format by its magic numbers', () => {
    expect(rasterFormat(jpegBytes)).toBe('jpeg');
    expect(rasterFormat(bytes('\x89PNG\r\n\x1a\n', 0))).toBe('png');
    expect(rasterFormat(bytes('GIF89a', 0))).toBe('gif');
    expect(rasterFormat(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(rasterFormat(bytes('\0\0\0\x1cftypmif1\0\0\0\0mif1avifmiaf'))).toBe('avif');
  });

  it('refuses text and other formats, and says so whatever the codec read', () => {
    for (const text of [
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
      '<?xml version="1.0"?><svg/>',
      '<!doctype html><script>alert(1)</script>',
      'II*\0', // TIFF
      '\0\0\0\x18ftypheic\0\0\0\0heicmif1', // HEIC, not AVIF
      '',
    ]) {
      expect(rasterFormat(bytes(text)), text).toBeUndefined();
      expect(imageProblem(bytes(text), { format: 'svg', width: 10, height: 10, pages: 1 })).toBe(
        invalidImageTypeMessage,
      );
    }
  });
});
