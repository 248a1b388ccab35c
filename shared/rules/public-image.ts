/**
 * Which uploaded images the public may see, and which of them a page names. An upload's original
 * keeps what the camera wrote (EXIF: GPS position, device, date), so it stays private: `/media/`
 * serves only the variants the image worker wrote, auto-rotated and without metadata
 * (`articles/<uuid>/w<width>.<ext>`), in the sandbox and at CloudFront alike. Pages, feeds and
 * JSON-LD name a variant; until the variants exist they name no image.
 */
import type { ResponsiveImage } from '@shared/schemas/media';

/** Object keys `/media/` serves: the processed variants, nothing else. */
export const publicMediaKeyPattern =
  /^articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/w[1-9][0-9]{0,4}\.(?:avif|webp|jpg|png|gif)$/;

/** Whether `/media/<key>` may be served. */
export function isPublicMediaKey(key: string): boolean {
  return publicMediaKeyPattern.test(key);
}

/** Width of the variant a social card, a feed or JSON-LD names (or the widest below it). */
export const shareImageWidth = 1200;

/**
 * Formats social networks and feed readers read, best first. AVIF is left out (many crawlers
 * cannot decode it); WebP only when the upload has no JPEG, PNG or GIF variant (a WebP or AVIF
 * original).
 */
const shareFormats = ['jpeg', 'png', 'gif', 'webp'] as const;

/** A variant as a share image: its address and its own pixel size. */
export interface ShareImage {
  url: string;
  width: number;
  height: number;
}

/**
 * The variant to share of a processed image: of the first format in {@link shareFormats} it
 * has, the widest at most {@link shareImageWidth} pixels (the narrowest when all are wider).
 */
export function shareVariant(image: ResponsiveImage): ShareImage | undefined {
  for (const format of shareFormats) {
    const variants = image.variants
      .filter((variant) => variant.format === format)
      .sort((a, b) => a.width - b.width);
    if (variants.length === 0) continue;
    const chosen =
      variants.filter((variant) => variant.width <= shareImageWidth).at(-1) ?? variants[0]!;
    return {
      url: chosen.url,
      width: chosen.width,
      height: Math.max(1, Math.round((chosen.width * image.height) / image.width)),
    };
  }
  return undefined;
}

const uploadAddress =
  /^\/media\/(articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,5}$/;

/**
 * What the portal shows for a stored image address: an upload's original is private, so its
 * 400-pixel WebP variant (every upload at least 400 pixels wide has one); any other address as is.
 */
export function adminPreviewSrc(address: string): string {
  const upload = uploadAddress.exec(address.trim());
  return upload ? `/media/${upload[1]}/w400.webp` : address;
}
