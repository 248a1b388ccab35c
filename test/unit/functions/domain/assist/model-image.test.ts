/**
 * The image a model is shown for alt text: chosen from the variants the image worker recorded,
 * never the original, in a format the model reads, at most 800 pixels wide.
 */
import { describe, expect, it } from 'vitest';
import type { MediaRecord } from '@shared/schemas/media';
import { modelImageOf, type ModelImageDeps } from '@functions/domain/assist/model-image';

const id = '0b6f3c1e-6a5d-4c1e-9a7b-2f0e8d4c3b1a';

/** An upload `width` pixels wide as the worker records it: its widths in AVIF, WebP and JPEG. */
function recordOf(widths: number[]): MediaRecord {
  return {
    key: `articles/${id}.jpg`,
    width: widths.at(-1)!,
    height: 100,
    format: 'jpeg',
    bytes: 1000,
    variants: widths.flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        key: `articles/${id}/w${width}.${format === 'jpeg' ? 'jpg' : format}`,
        format,
        width,
        height: 100,
        bytes: 10,
      })),
    ),
    created_at: '2026-11-26T10:00:00Z',
  };
}

function world(record: MediaRecord | undefined) {
  const reads: string[] = [];
  const deps: ModelImageDeps = {
    media: { get: async (key) => (key === record?.key ? record : undefined) },
    objects: {
      read: async (key) => {
        reads.push(key);
        return record?.variants.some((variant) => variant.key === key)
          ? new Uint8Array([1, 2, 3])
          : undefined;
      },
    },
  };
  return { deps, reads };
}

describe('modelImageOf', () => {
  it('sends the widest WebP variant up to 800 px of an upload, never the original', async () => {
    const { deps, reads } = world(recordOf([400, 800, 1200, 1600, 2400]));

    const image = await modelImageOf(deps, `/media/articles/${id}.jpg`);

    expect(image?.format).toBe('webp');
    expect(reads).toEqual([`articles/${id}/w800.webp`]);
  });

  it('sends the only variant of an upload narrower than the standard widths', async () => {
    const { deps, reads } = world(recordOf([300]));

    const image = await modelImageOf(deps, `/media/articles/${id}.jpg`);

    expect(image).toEqual({ bytes: new Uint8Array([1, 2, 3]), format: 'webp' });
    expect(reads).toEqual([`articles/${id}/w300.webp`]);
  });

  it('reads a variant address as it is, in the format its extension names', async () => {
    const { deps, reads } = world(recordOf([400, 800, 1200]));

    const image = await modelImageOf(deps, `/media/articles/${id}/w1200.jpg`);

    expect(image?.format).toBe('jpeg');
    expect(reads).toEqual([`articles/${id}/w1200.jpg`]);
  });

  it('has no image for an unprocessed upload, an AVIF variant or an address outside /media/', async () => {
    const { deps, reads } = world(undefined);

    expect(await modelImageOf(deps, `/media/articles/${id}.jpg`)).toBeUndefined();
    expect(await modelImageOf(deps, `/media/articles/${id}/w400.avif`)).toBeUndefined();
    expect(await modelImageOf(deps, '/images/insight-default.svg')).toBeUndefined();
    expect(reads).toEqual([]);
  });
});
