/**
 * The rules an upload must pass before it is processed: bytes that are one of
 * the accepted raster formats (whatever type the upload declared), a still image, at most 12000
 * pixels a side and 40 megapixels. Checked by the verify step (the answer is a 400 and the
 * object is deleted) and again by the worker, which never trusts a queue message.
 */
import {
  animatedImageMessage,
  imageDimensionsTooLargeMessage,
  invalidImageTypeMessage,
  maxImagePixels,
  maxImageSide,
  unreadableImageMessage,
} from '@shared/schemas/upload';
import type { ImageInfo } from './image-ports';

const ascii = (data: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...data.subarray(from, to));

/**
 * The accepted raster format `data` is, from its magic numbers; undefined for anything else. The
 * declared content type is the uploader's word: an SVG or HTML file sent as `image/png` is text
 * the codec may still read (sharp renders SVG), so the bytes decide.
 */
export function rasterFormat(
  data: Uint8Array,
): 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (ascii(data, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (ascii(data, 4, 8) === 'ftyp') {
    // ISO BMFF: the major brand, then compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(data.length, new DataView(data.buffer, data.byteOffset).getUint32(0));
    for (let at = 8; at + 4 <= boxEnd; at += at === 8 ? 8 : 4) {
      const brand = ascii(data, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

/** Why an image cannot be processed, as the message the editor shows; undefined when it can. */
export function imageProblem(data: Uint8Array, info: ImageInfo | undefined): string | undefined {
  if (!rasterFormat(data)) return invalidImageTypeMessage;
  if (!info || info.width < 1 || info.height < 1) return unreadableImageMessage;
  if (info.pages > 1) return animatedImageMessage;
  if (
    info.width > maxImageSide ||
    info.height > maxImageSide ||
    info.width * info.height > maxImagePixels
  ) {
    return imageDimensionsTooLargeMessage;
  }
  return undefined;
}
