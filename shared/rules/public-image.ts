/**
 * Which uploaded images the public may see, and which of them a page names. An upload's original
 * keeps what the camera wrote (EXIF: GPS position, device, date), so it stays private: `/media/`
 * serves only the variants the image worker wrote, auto-rotated and without metadata
 * (`articles/<uuid>/w<width>.<ext>`), in the sandbox and at CloudFront alike. Pages, feeds and
 * JSON-LD name a variant; until the variants exist they name no image.
 */
import { variantWidths } from '@shared/rules/responsive-image';
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

/** Widest variant a portal preview asks for: its image slots are at most 400 CSS pixels wide. */
export const previewWidth = 400;

/**
 * The variant a portal preview shows, of the variants the image worker recorded: the widest at
 * most `maxWidth` ({@link previewWidth}) pixels, else the narrowest. WebP when the image has it
 * (every browser the portal serves reads it), else any format. From what exists, not from a fixed
 * width: an upload narrower than 400 pixels has no `w400` variant, only one of its own width.
 */
export function previewVariant<V extends { format: string; width: number }>(
  variants: readonly V[],
  maxWidth: number = previewWidth,
): V | undefined {
  const webp = variants.filter((variant) => variant.format === 'webp');
  const candidates = [...(webp.length > 0 ? webp : variants)].sort((a, b) => a.width - b.width);
  return candidates.filter((variant) => variant.width <= maxWidth).at(-1) ?? candidates[0];
}

const uploadAddress =
  /^\/media\/(articles\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.[a-z0-9]{1,5}$/;

/**
 * What the portal shows for a stored image address when it knows nothing else of it: an upload's
 * original is private, so its 400-pixel WebP (which only uploads at least 400 pixels wide have;
 * previews that know the recorded variants use {@link previewVariant}); any other address as is.
 */
export function adminPreviewSrc(address: string): string {
  const upload = uploadAddress.exec(address.trim());
  return upload ? `/media/${upload[1]}/w${previewWidth}.webp` : address;
}

/**
 * {@link adminPreviewSrc} of an upload just sent, before the worker has recorded its variants:
 * the WebP {@link previewVariant} will choose, by the same width rule the worker makes variants
 * by (`originalWidth` as the browser decoded it, orientation applied).
 */
export function uploadPreviewSrc(address: string, originalWidth: number): string {
  const upload = uploadAddress.exec(address.trim());
  const chosen = previewVariant(
    variantWidths(originalWidth).map((width) => ({ format: 'webp', width })),
  );
  return upload && chosen ? `/media/${upload[1]}/w${chosen.width}.webp` : adminPreviewSrc(address);
}
