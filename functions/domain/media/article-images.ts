/**
 * The images of a public article answer. An upload's original is private (it
 * carries the camera's EXIF; shared/rules/public-image.ts), so an article whose `imageUrl` is an
 * upload answers, once the worker has processed it, with `image` (intrinsic size and variants)
 * and `imageUrl` set to its share variant (the 1200 px JPEG, PNG or GIF: the plain `<img>`, social
 * cards, feeds and JSON-LD name it); an upload not processed yet answers with no image at all. The
 * SEO panel's social image follows the same rule. Other addresses (the build's illustrations)
 * stay as they are.
 */
import type { Seo } from '@shared/schemas/seo';
import type { MediaRecord, ResponsiveImage } from '@shared/schemas/media';
import { isPublicMediaKey, shareVariant } from '@shared/rules/public-image';
import { mediaPath } from '@functions/domain/uploads/image-upload';
import type { MediaStore } from './image-ports';

/** The `media` table as the public article reads use it. */
export type MediaReader = Pick<MediaStore, 'getMany'>;

const mediaPrefix = mediaPath('');

/** The object key of an upload's address (`/media/articles/x.jpg` -> `articles/x.jpg`). */
export function mediaKeyOf(imageUrl: string): string | undefined {
  const url = imageUrl.trim();
  return url.startsWith(mediaPrefix) && url.length > mediaPrefix.length
    ? url.slice(mediaPrefix.length)
    : undefined;
}

/** What a page needs of a processed upload. */
export function responsiveImageOf(record: MediaRecord): ResponsiveImage {
  return {
    width: record.width,
    height: record.height,
    variants: record.variants.map((variant) => ({
      format: variant.format,
      width: variant.width,
      url: mediaPath(variant.key),
    })),
  };
}

/** What a public answer may name for `address`, given the processed uploads by key. */
function publicAddress(address: string, records: ReadonlyMap<string, MediaRecord>): string {
  const key = mediaKeyOf(address);
  if (key === undefined || isPublicMediaKey(key)) return address;
  const record = records.get(key);
  if (!record || record.variants.length === 0) return '';
  return shareVariant(responsiveImageOf(record))?.url ?? '';
}

/**
 * `items` as the public may see them: `image` added to those whose upload has been processed,
 * and every upload address (`imageUrl`, the SEO social image) replaced by its share variant, or
 * by '' until there is one. One batch read; without `media`, uploads show no image.
 */
export async function withPublicImages<Item extends { imageUrl: string; seo?: Seo }>(
  media: MediaReader | undefined,
  items: readonly Item[],
): Promise<(Item & { image?: ResponsiveImage })[]> {
  const keys = [
    ...new Set(
      items
        .flatMap((item) => [item.imageUrl, item.seo?.social_image ?? ''])
        .flatMap((address) => mediaKeyOf(address) ?? [])
        .filter((key) => !isPublicMediaKey(key)),
    ),
  ];
  if (keys.length === 0) return [...items];
  const found = media ? await media.getMany(keys) : [];
  const records = new Map(found.map((record) => [record.key, record]));
  return items.map((item) => {
    const record = records.get(mediaKeyOf(item.imageUrl) ?? '');
    const seo = item.seo
      ? { ...item.seo, social_image: publicAddress(item.seo.social_image, records) }
      : undefined;
    return {
      ...item,
      imageUrl: publicAddress(item.imageUrl, records),
      ...(seo ? { seo } : {}),
      ...(record && record.variants.length > 0 ? { image: responsiveImageOf(record) } : {}),
    };
  });
}
