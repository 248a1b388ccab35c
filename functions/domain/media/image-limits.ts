/**
 * The rules an upload must pass before it is processed (issue 21, item 3): a still image, at most
 * 12000 pixels a side and 40 megapixels. Checked by the verify step (the answer is a 400 and the
 * object is deleted) and again by the worker, which never trusts a queue message.
 */
import {
  animatedImageMessage,
  imageDimensionsTooLargeMessage,
  maxImagePixels,
  maxImageSide,
  unreadableImageMessage,
} from '@shared/schemas/upload';
import type { ImageInfo } from './image-ports';

/** Why an image cannot be processed, as the message the editor shows; undefined when it can. */
export function imageProblem(info: ImageInfo | undefined): string | undefined {
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
