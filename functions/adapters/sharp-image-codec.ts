/**
 * The {@link ImageCodec} on sharp (libvips). Every pipeline auto-rotates from the EXIF
 * orientation first, and sharp writes no metadata unless asked (`withMetadata`, never called
 * here), so variants carry no EXIF, XMP or IPTC: no camera serials or GPS positions. Decoding is
 * capped at the upload limits' pixel count, so a decompression bomb stops at the header.
 */
import sharp from 'sharp';
import { maxImagePixels } from '@shared/schemas/upload';
import type { ImageVariantFormat } from '@shared/schemas/media';
import type { EncodedImage, ImageCodec, ImageInfo } from '@functions/domain/media/image-ports';

/** Encoder settings per format: quality for photos at their displayed size. */
function encode(pipeline: sharp.Sharp, format: ImageVariantFormat): sharp.Sharp {
  switch (format) {
    case 'avif':
      // Effort 2, not libavif's default 4: a 12 MP photo's four widths encode in ~5 s instead of
      // ~47 s on two busy cores, for files ~8% larger (800w: 74.6 KB against 69.2 KB). Uploads
      // are seen on the site only once their variants exist, so encoding time is the wait.
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 75 });
    case 'jpeg':
      return pipeline.jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9 });
    case 'gif':
      return pipeline.gif();
  }
}

/** Width and height as shown: EXIF orientations 5 to 8 turn the image a quarter. */
function orientedSize(meta: sharp.Metadata): { width: number; height: number } {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

export const sharpImageCodec: ImageCodec = {
  async inspect(data): Promise<ImageInfo | undefined> {
    try {
      // The header only; `limitInputPixels: false` so a huge image is measured (and refused by
      // the domain with its stated limits) instead of failing here with libvips' own words.
      const meta = await sharp(data, { limitInputPixels: false }).metadata();
      if (!meta.format) return undefined;
      return { format: meta.format, ...orientedSize(meta), pages: meta.pages ?? 1 };
    } catch {
      return undefined;
    }
  },

  async variants(data, wanted): Promise<EncodedImage[]> {
    const base = sharp(data, { limitInputPixels: maxImagePixels }).rotate();
    const out: EncodedImage[] = [];
    // One at a time: AVIF encoding already uses every core, and memory stays one variant deep.
    for (const { width, format } of wanted) {
      const pipeline = base.clone().resize({ width, withoutEnlargement: true });
      const { data: bytes, info } = await encode(pipeline, format).toBuffer({
        resolveWithObject: true,
      });
      out.push({ data: new Uint8Array(bytes), width: info.width, height: info.height });
    }
    return out;
  },
};
