/**
 * The responsive image of an article answer (issue 21, item 3): an article whose `imageUrl` is
 * one of our uploads, once the worker has processed it, carries `image` (intrinsic size and
 * variants) beside it. An external address, the default image or an upload still being processed
 * carries none, and pages show the plain `<img>`.
 */
import type { MediaRecord, ResponsiveImage } from '@shared/schemas/media';
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

/** `items` with `image` added to those whose upload has been processed. One batch read. */
export async function withResponsiveImages<Item extends { imageUrl: string }>(
  media: MediaReader | undefined,
  items: readonly Item[],
): Promise<(Item & { image?: ResponsiveImage })[]> {
  const keys = items.flatMap((item) => mediaKeyOf(item.imageUrl) ?? []);
  if (!media || keys.length === 0) return [...items];
  const records = new Map((await media.getMany(keys)).map((record) => [record.key, record]));
  return items.map((item) => {
    const record = records.get(mediaKeyOf(item.imageUrl) ?? '');
    return record && record.variants.length > 0
      ? { ...item, image: responsiveImageOf(record) }
      : item;
  });
}
