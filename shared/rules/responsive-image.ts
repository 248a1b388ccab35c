/**
 * Responsive images: which widths the image worker makes of an upload, and how
 * a page offers them (`srcset`, `sizes`). Pure and zod-free, so public pages can import it.
 */
import type { ResponsiveImage } from '@shared/schemas/media';

/** Widths the worker makes of every upload, in CSS pixels of the largest layout slot. */
export const responsiveWidths = [400, 800, 1200, 1600] as const;

/** Formats offered to browsers, best first; the original format is the fallback. */
export const modernImageFormats = ['avif', 'webp'] as const;

/**
 * The widths to make of an original `originalWidth` pixels wide: every standard width narrower
 * than it, plus the original's own width when it is narrower than the widest standard width, so
 * a small image is never upscaled and a mid-size one is still offered at full resolution.
 */
export function variantWidths(originalWidth: number): number[] {
  const widths: number[] = responsiveWidths.filter((width) => width < originalWidth);
  const widest = responsiveWidths[responsiveWidths.length - 1]!;
  if (originalWidth > 0 && originalWidth <= widest) widths.push(originalWidth);
  return widths;
}

/** `url 400w, url 800w` of one format, narrowest first; '' when the image has none of it. */
export function srcsetOf(image: ResponsiveImage, format: string): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** MIME type of a variant format, for `<source type>`. */
export function imageMimeType(format: string): string {
  return `image/${format}`;
}

/** What a `<picture>` needs: the modern sources, and the fallback `<img>`'s src and srcset. */
export interface PictureSources {
  sources: { type: string; srcSet: string }[];
  fallback: { src: string; srcSet: string };
}

/**
 * The `<picture>` of a processed image: an AVIF and a WebP `<source>`, then the original format
 * as the `<img>` (WebP when the original was itself WebP or AVIF, which old browsers lack).
 * Undefined when the image has no variants to offer.
 */
export function pictureSources(image: ResponsiveImage): PictureSources | undefined {
  const sources = modernImageFormats
    .map((format) => ({ format, srcSet: srcsetOf(image, format) }))
    .filter((source) => source.srcSet !== '');
  const fallbackFormat =
    image.variants.find(
      (variant) => !(modernImageFormats as readonly string[]).includes(variant.format),
    )?.format ?? 'webp';
  const fallbackVariants = image.variants
    .filter((variant) => variant.format === fallbackFormat)
    .sort((a, b) => a.width - b.width);
  const widest = fallbackVariants[fallbackVariants.length - 1];
  if (!widest) return undefined;
  return {
    sources: sources
      .filter((source) => source.format !== fallbackFormat)
      .map((source) => ({ type: imageMimeType(source.format), srcSet: source.srcSet })),
    fallback: { src: widest.url, srcSet: srcsetOf(image, fallbackFormat) },
  };
}

/** One breakpoint of a layout: from `minWidth` up, `columns` per row, `gutter` px of padding a side. */
export interface LayoutStep {
  minWidth: number;
  columns: number;
  gutter: number;
}

/**
 * The `sizes` of an image filling a column of a layout that is at most `container` CSS pixels wide
 * (padding included, as Tailwind's `max-w-*` boxes are), with `gap` between columns: a fixed width
 * once the viewport reaches the container, then each step (widest first) as a share of the
 * viewport, then the base `gutter` alone (one column). The browser picks the variant from it.
 */
export function layoutSizes(options: {
  container: number;
  gutter: number;
  gap: number;
  steps: readonly LayoutStep[];
}): string {
  const { container, gap } = options;
  const steps = [...options.steps].sort((a, b) => b.minWidth - a.minWidth);
  const widest = steps[0] ?? { minWidth: 0, columns: 1, gutter: options.gutter };
  const share = (viewport: string | number, step: Omit<LayoutStep, 'minWidth'>) => {
    const used = 2 * step.gutter + (step.columns - 1) * gap;
    if (typeof viewport === 'number') return `${Math.floor((viewport - used) / step.columns)}px`;
    return step.columns === 1
      ? `calc(100vw - ${used}px)`
      : `calc((100vw - ${used}px) / ${step.columns})`;
  };
  return [
    `(min-width: ${container}px) ${share(container, widest)}`,
    ...steps
      .filter((step) => step.minWidth < container)
      .map((step) => `(min-width: ${step.minWidth}px) ${share('vw', step)}`),
    share('vw', { columns: 1, gutter: options.gutter }),
  ].join(', ');
}

/** The Insights cards: `max-w-7xl px-4 sm:px-6 lg:px-8`, `sm:grid-cols-2 lg:grid-cols-3 gap-6`. */
export const insightsCardSizes = layoutSizes({
  container: 1280,
  gutter: 16,
  gap: 24,
  steps: [
    { minWidth: 1024, columns: 3, gutter: 32 },
    { minWidth: 640, columns: 2, gutter: 24 },
  ],
});

/** The article hero: `max-w-3xl px-4 sm:px-6`, one column. */
export const articleHeroSizes = layoutSizes({
  container: 768,
  gutter: 16,
  gap: 0,
  steps: [{ minWidth: 640, columns: 1, gutter: 24 }],
});
