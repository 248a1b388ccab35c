/**
 * The image a model looks at to suggest alt text: a variant the image worker made, never the
 * original (which keeps the camera's metadata). It is chosen from the variants the worker
 * recorded, by the rule the portal's previews use (`previewVariant`), up to
 * {@link modelImageWidth} pixels: an upload narrower than the standard widths has only a variant
 * of its own width, so no fixed `w800`/`w400` name can be assumed.
 */
import { isPublicMediaKey, previewVariant } from '@shared/rules/public-image';
import type { ImageInput } from '@functions/domain/generation/content-model';
import { mediaKeyOf } from '@functions/domain/media/article-images';
import type { MediaObjects, MediaStore } from '@functions/domain/media/image-ports';

/** Widest variant sent: wide enough to see, small enough to send. */
export const modelImageWidth = 800;

/** Formats a model's image block reads (Bedrock's Converse: no AVIF). */
const modelFormats: Record<string, ImageInput['format']> = {
  webp: 'webp',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  png: 'png',
  gif: 'gif',
};

export interface ModelImageDeps {
  media: Pick<MediaStore, 'get'>;
  objects: Pick<MediaObjects, 'read'>;
}

/**
 * The bytes of the variant to show a model of the image at `imageUrl` (an upload's `/media/`
 * address, or one of its variants'); undefined for any other address, an upload not processed
 * yet, or a variant gone from the bucket.
 */
export async function modelImageOf(
  deps: ModelImageDeps,
  imageUrl: string,
): Promise<ImageInput | undefined> {
  const key = mediaKeyOf(imageUrl);
  if (key === undefined) return undefined;
  let variant: { key: string; format: string } | undefined;
  if (isPublicMediaKey(key)) {
    variant = { key, format: key.slice(key.lastIndexOf('.') + 1) };
  } else {
    const record = await deps.media.get(key);
    const readable = record?.variants.filter((each) => modelFormats[each.format]) ?? [];
    variant = previewVariant(readable, modelImageWidth);
  }
  const format = variant && modelFormats[variant.format];
  if (!variant || !format) return undefined;
  const bytes = await deps.objects.read(variant.key);
  return bytes ? { bytes, format } : undefined;
}
