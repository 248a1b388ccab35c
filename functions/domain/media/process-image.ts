/**
 * The image worker's job: from one verified upload, the responsive variants
 * (widths of shared/rules/responsive-image.ts, never upscaled) in AVIF, WebP and the original's
 * format, stripped of metadata, written beside the original under a derived prefix, then its
 * record in the `media` table. Pages that show the image use the original until the record
 * exists; then the articles that show it are rendered again (found through the articles' image
 * index), not the whole site.
 *
 * Why that is enough: the record is written before the index is read, so an article saved after
 * the read is rendered by its own save with the variants. An article saved just before it may be
 * missing from the index for the index's lag (well under a second), and then keeps the plain
 * `<img>` until its next render (any save, a deploy, a sandbox start); accepted for the cost of
 * rendering every published page after every upload.
 */
import { variantWidths } from '@shared/rules/responsive-image';
import type { ImageVariantFormat, MediaRecord } from '@shared/schemas/media';
import type { RenderRequests } from '@functions/domain/render/render-ports';
import { imageProblem } from './image-limits';
import type {
  ImageCodec,
  ImageUsers,
  MediaObjects,
  MediaStore,
  UploadDetails,
} from './image-ports';

export interface ProcessImageDeps {
  codec: ImageCodec;
  objects: MediaObjects;
  media: MediaStore;
  renders: RenderRequests;
  users: ImageUsers;
  now: () => Date;
}

/** More articles than this showing one image: one whole-site render instead of a job each. */
export const articleRendersLimit = 20;

/** What happened to a job. */
export type ProcessOutcome =
  | { status: 'processed'; variants: number }
  /** Already processed: a redelivered message does nothing twice. */
  | { status: 'skipped' }
  /** The original is gone (deleted after a failed check, or replaced). */
  | { status: 'missing' }
  /** The original breaks a rule the verify step should have caught. */
  | { status: 'refused'; reason: string };

/** Formats a variant may be written in, by the original's decoded format. */
const fallbackFormats: Readonly<Record<string, ImageVariantFormat>> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  // An AVIF (HEIF) original is offered as AVIF and WebP; WebP is its fallback.
  heif: 'webp',
  avif: 'webp',
};

/** The formats to write of an original: AVIF, WebP and its own (once each). */
export function variantFormats(originalFormat: string): ImageVariantFormat[] {
  return [
    ...new Set<ImageVariantFormat>(['avif', 'webp', fallbackFormats[originalFormat] ?? 'jpeg']),
  ];
}

/** File extension of a variant format. */
const extensionOf: Readonly<Record<ImageVariantFormat, string>> = {
  avif: 'avif',
  webp: 'webp',
  jpeg: 'jpg',
  png: 'png',
  gif: 'gif',
};

/**
 * Key of a variant: the original's key without its extension, as a folder, then `w<width>.<ext>`
 * (`articles/<uuid>.jpg` -> `articles/<uuid>/w800.avif`), so it is public at `/media/...` too.
 */
export function variantKey(key: string, width: number, format: ImageVariantFormat): string {
  return `${key.replace(/\.[^./]+$/, '')}/w${width}.${extensionOf[format]}`;
}

/** Processes one upload; throws (and is retried by the queue) only when a dependency fails. */
export async function processImage(
  deps: ProcessImageDeps,
  key: string,
  details: UploadDetails = {},
): Promise<ProcessOutcome> {
  if (await deps.media.get(key)) return { status: 'skipped' };
  const original = await deps.objects.read(key);
  if (!original) return { status: 'missing' };
  const info = await deps.codec.inspect(original);
  const problem = imageProblem(original, info);
  if (problem || !info) return { status: 'refused', reason: problem ?? 'unreadable' };

  const wanted = variantWidths(info.width).flatMap((width) =>
    variantFormats(info.format).map((format) => ({ width, format })),
  );
  const encoded = await deps.codec.variants(original, wanted);
  const variants: MediaRecord['variants'] = [];
  for (const [index, image] of encoded.entries()) {
    const { format, width } = wanted[index]!;
    const variant = variantKey(key, width, format);
    await deps.objects.write(variant, image.data, `image/${format}`);
    variants.push({
      format,
      width: image.width,
      height: image.height,
      key: variant,
      bytes: image.data.byteLength,
    });
  }
  await deps.media.put({
    key,
    width: info.width,
    height: info.height,
    format: info.format,
    bytes: original.byteLength,
    variants,
    created_at: deps.now().toISOString(),
    // What the media library lists it by.
    ...(details.name ? { name: details.name } : {}),
    ...(details.uploadedBy ? { uploaded_by: details.uploadedBy } : {}),
  });
  await requestRenders(deps, key);
  return { status: 'processed', variants: variants.length };
}

/** Asks for the pages showing the image to be rendered with its variants. */
async function requestRenders(deps: ProcessImageDeps, key: string): Promise<void> {
  const ids = await deps.users.articlesShowing(key);
  if (ids.length > articleRendersLimit) {
    await deps.renders.requestRender({ type: 'site' });
    return;
  }
  // An article job renders the article and the Insights list (which shows its image too).
  for (const id of ids) await deps.renders.requestRender({ type: 'article', id, slugs: [] });
}
