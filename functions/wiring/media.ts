/**
 * The media domain's wiring: the image codec (sharp), the image bucket's
 * objects, the `media` table, the images queue and the render queue. Only the verify handler and
 * the image worker import it: they are the two functions that carry sharp.
 */
import { activityRepository } from '@functions/adapters/repositories/activity-repository';
import { imageJobs } from '@functions/adapters/image-queue';
import { s3StoredImages } from '@functions/adapters/image-storage';
import { mediaObjects, mediaReads } from '@functions/adapters/media-objects';
import { renderRequests } from '@functions/adapters/render-queue';
import { imageUsers } from '@functions/adapters/repositories/image-usage';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { sharpImageCodec } from '@functions/adapters/sharp-image-codec';
import type { ProcessImageDeps } from '@functions/domain/media/process-image';
import type { VerifyImageDeps } from '@functions/domain/media/verify-image';

/** What the image worker needs: decode, write the variants, record them, render who shows it. */
export const processImageDeps: ProcessImageDeps = {
  codec: sharpImageCodec,
  objects: mediaObjects,
  media: mediaRepository,
  renders: renderRequests,
  users: imageUsers,
  now: () => new Date(),
};

/** What the verify step of an upload needs: the upload checks, the header, the images queue. */
export const verifyImageDeps: VerifyImageDeps = {
  storage: s3StoredImages,
  // Reads only: the variants' writes (the S3 client) are the image worker's.
  objects: mediaReads,
  codec: sharpImageCodec,
  jobs: imageJobs,
  activity: activityRepository,
};
