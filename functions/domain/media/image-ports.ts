/**
 * What the media domain needs from the outside world, as plain data: the image codec (sharp in
 * functions/adapters/sharp-image-codec.ts), the image bucket's objects, the `media` table and the
 * render queue. No SDK or sharp types here, so the domain is tested with in-memory worlds.
 */
import type { ImageVariantFormat, MediaRecord } from '@shared/schemas/media';

/** What the header of an image says, after auto-rotation. */
export interface ImageInfo {
  /** Format as decoded (`jpeg`, `png`, `gif`, `webp`, `avif`, ...). */
  format: string;
  width: number;
  height: number;
  /** Frames: more than one is an animation. */
  pages: number;
}

/** One encoded variant. */
export interface EncodedImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Decodes and encodes images. */
export interface ImageCodec {
  /** The header of `data`; undefined when it is not an image the codec can read. */
  inspect(data: Uint8Array): Promise<ImageInfo | undefined>;
  /**
   * Encodes `data` auto-rotated, at `width` pixels wide (never wider than the original), in
   * `format`, without metadata (EXIF, XMP, IPTC; colour stays sRGB). One call per format and
   * width of the same original: `variants` lets the codec decode it once.
   */
  variants(
    data: Uint8Array,
    wanted: readonly { width: number; format: ImageVariantFormat }[],
  ): Promise<EncodedImage[]>;
}

/** The objects of the image bucket. */
export interface MediaObjects {
  /** The object's bytes; undefined when there is none. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** Writes a variant (public, cacheable for a year: a variant of a key never changes). */
  write(key: string, data: Uint8Array, contentType: string): Promise<void>;
}

/** The `media` table. */
export interface MediaStore {
  get(key: string): Promise<MediaRecord | undefined>;
  /** Several records by key, in any order; keys without one are left out. */
  getMany(keys: readonly string[]): Promise<MediaRecord[]>;
  put(record: MediaRecord): Promise<void>;
}

/** Asks for an upload to be processed (the images queue). */
export interface ImageJobs {
  requestProcessing(key: string, details?: UploadDetails): Promise<void>;
}

/** What the media library lists an upload by, besides its key. */
export interface UploadDetails {
  /** The file's own name on the uploader's computer. */
  name?: string;
  /** E-mail of the admin who uploaded it. */
  uploadedBy?: string;
}

/** Which articles show an upload (image-uses.ts). */
export interface ImageUsers {
  /** Ids of the articles showing the upload `key` (featured, social or body image). */
  articlesShowing(key: string): Promise<string[]>;
}
