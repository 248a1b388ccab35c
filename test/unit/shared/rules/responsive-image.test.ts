import { describe, expect, it } from 'vitest';
import {
  articleHeroSizes,
  insightsCardSizes,
  pictureSources,
  srcsetOf,
  variantWidths,
} from '@shared/rules/responsive-image';
import type { ResponsiveImage } from '@shared/schemas/media';

const image = (formats: string[], widths: number[]): ResponsiveImage => ({
  width: 4000,
  height: 3000,
  variants: formats.flatMap((format) =>
    widths.map((width) => ({
      format: format as ResponsiveImage['variants'][number]['format'],
      width,
      url: `/media/a/w${width}.${format}`,
    })),
  ),
});

describe('variantWidths', () => {
  it('makes every standard width of an original wider than the widest', () => {
    expect(variantWidths(4000)).toEqual([400, 800, 1200, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1200, 1600]);
  });

  it('never upscales: a mid-size original adds its own width as the widest', () => {
    expect(variantWidths(1000)).toEqual([400, 800, 1000]);
    expect(variantWidths(801)).toEqual([400, 800, 801]);
  });

  it('offers a small original at its own width only', () => {
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(120)).toEqual([120]);
  });
});

describe('srcset and sizes', () => {
  it('lists one format narrowest first with width descriptors', () => {
    const shuffled = image(['avif'], [1200, 400, 800]);

    expect(srcsetOf(shuffled, 'avif')).toBe(
      '/media/a/w400.avif 400w, /media/a/w800.avif 800w, /media/a/w1200.avif 1200w',
    );
    expect(srcsetOf(shuffled, 'webp')).toBe('');
  });

  it('offers AVIF then WebP sources and the original format as the img', () => {
    const sources = pictureSources(image(['avif', 'webp', 'jpeg'], [400, 800]));

    expect(sources).toEqual({
      sources: [
        { type: 'image/avif', srcSet: '/media/a/w400.avif 400w, /media/a/w800.avif 800w' },
        { type: 'image/webp', srcSet: '/media/a/w400.webp 400w, /media/a/w800.webp 800w' },
      ],
      fallback: {
        src: '/media/a/w800.jpeg',
        srcSet: '/media/a/w400.jpeg 400w, /media/a/w800.jpeg 800w',
      },
    });
  });

  it('falls back to WebP when the original was WebP or AVIF', () => {
    const sources = pictureSources(image(['avif', 'webp'], [400]));

    expect(sources?.sources.map((source) => source.type)).toEqual(['image/avif']);
    expect(sources?.fallback.src).toBe('/media/a/w400.webp');
  });

  it('has no picture for an image without variants', () => {
    expect(pictureSources({ width: 10, height: 10, variants: [] })).toBeUndefined();
  });

  it('sizes the article hero by the viewport until its column is full', () => {
    expect(articleHeroSizes).toBe(
      '(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
    );
  });

  it('sizes Insights cards per breakpoint, fixed once the container is full', () => {
    expect(insightsCardSizes).toBe(
      '(min-width: 1280px) 389px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 640px) calc((100vw - 72px) / 2), calc(100vw - 32px)',
    );
  });

  it('gives a 412 px phone a slot of 380 px for both, so it picks the 800 px variant at 1.75x', () => {
    const phoneSlot = 412 - 32;

    expect(insightsCardSizes.endsWith('calc(100vw - 32px)')).toBe(true);
    expect(variantWidths(4000).find((width) => width >= phoneSlot * 1.75)).toBe(800);
  });
});
