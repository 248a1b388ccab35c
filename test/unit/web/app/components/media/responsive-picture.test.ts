import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '@shared/schemas/media';
import { ResponsivePicture } from '~/components/media/responsive-picture';

const image: ResponsiveImage = {
  width: 4000,
  height: 3000,
  variants: ['avif', 'webp', 'jpeg'].flatMap((format) =>
    [400, 800].map((width) => ({
      format: format as 'avif' | 'webp' | 'jpeg',
      width,
      url: `/media/articles/a/w${width}.${format === 'jpeg' ? 'jpg' : format}`,
    })),
  ),
};

const render = (props: Parameters<typeof ResponsivePicture>[0]) =>
  renderToStaticMarkup(createElement(ResponsivePicture, props));

describe('ResponsivePicture', () => {
  it('offers AVIF and WebP sources and the original as the img, with sizes and the intrinsic size', () => {
    const html = render({
      src: '/media/articles/a.jpg',
      image,
      sizes: 'calc(100vw - 32px)',
      alt: 'A harbour at dawn',
      width: 800,
      height: 450,
      loading: 'lazy',
    });

    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/media/articles/a/w400.avif 400w, /media/articles/a/w800.avif 800w" sizes="calc(100vw - 32px)"/>' +
        '<source type="image/webp" srcSet="/media/articles/a/w400.webp 400w, /media/articles/a/w800.webp 800w" sizes="calc(100vw - 32px)"/>' +
        '<img alt="A harbour at dawn" width="4000" height="3000" loading="lazy" src="/media/articles/a/w800.jpg" srcSet="/media/articles/a/w400.jpg 400w, /media/articles/a/w800.jpg 800w" sizes="calc(100vw - 32px)"/>' +
        '</picture>',
    );
  });

  it('is a plain img when there are no variants (external, default or unprocessed image)', () => {
    const html = render({
      src: '/images/default-article.svg',
      image: undefined,
      sizes: 'calc(100vw - 32px)',
      alt: '',
      width: 800,
      height: 450,
    });

    // React adds its own preload link of an eager image's src in front.
    expect(html).not.toContain('<picture');
    expect(html).not.toContain('srcSet');
    expect(html).toContain(
      '<img src="/images/default-article.svg" alt="" width="800" height="450"/>',
    );
  });
});
