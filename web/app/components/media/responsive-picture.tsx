/**
 * An uploaded image at the size the layout needs: when the API sends its
 * processed variants, a `<picture>` with AVIF and WebP sources and the original format as the
 * `<img>`, each with a `srcset` and the slot's `sizes`, so the browser downloads the narrowest
 * file that fills the slot at the screen's density; the intrinsic `width`/`height` reserve the
 * box before any byte arrives. Without variants (an external or default image, or an upload still
 * being processed) it is the plain `<img>`.
 */
import type { ComponentProps } from 'react';
import { pictureSources } from '@shared/rules/responsive-image';
import type { ResponsiveImage } from '@shared/schemas/media';

type ImgProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'>;

export function ResponsivePicture({
  src,
  image,
  sizes,
  ...img
}: ImgProps & {
  /** The address to show when there are no variants. */
  src: string;
  image: ResponsiveImage | undefined;
  /** The slot's width per breakpoint (shared/rules/responsive-image.ts). */
  sizes: string;
}) {
  const picture = image ? pictureSources(image) : undefined;
  if (!image || !picture) return <img src={src} {...img} />;
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        {...img}
        src={picture.fallback.src}
        srcSet={picture.fallback.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
      />
    </picture>
  );
}
