/**
 * The media library's wiring: the `media` table, the articles' and authors'
 * image indexes and the image bucket's deletes. Kept apart from wiring/media.ts, which loads
 * sharp: the library's functions need no image codec.
 */
import { mediaFiles } from '@functions/adapters/media-objects';
import { imageUsage } from '@functions/adapters/repositories/image-usage';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import type { MediaLibraryDeps } from '@functions/domain/media/media-library';

export const mediaLibraryDeps: MediaLibraryDeps = {
  media: mediaRepository,
  usage: imageUsage,
  files: mediaFiles,
};
