/**
 * POST /api/admin/uploads/verify (admin): checks a finished upload, body `{key}`. 200
 * `{publicUrl}` and the image queued for its responsive variants; 400 (and the object deleted)
 * when it is not an accepted image, over 5 MB, animated, or over the stated pixel limits.
 */
import { uploadVerifyRequestSchema } from '@shared/schemas/upload';
import { imageJobs } from '@functions/adapters/image-queue';
import { S3ImageStorage } from '@functions/adapters/image-storage';
import { mediaObjects } from '@functions/adapters/media-objects';
import { sharpImageCodec } from '@functions/adapters/sharp-image-codec';
import { verifyAndProcessImage } from '@functions/domain/media/verify-image';
import { route } from '@functions/lib/http';

const deps = {
  storage: new S3ImageStorage(),
  objects: mediaObjects,
  codec: sharpImageCodec,
  jobs: imageJobs,
};

export const handler = route(
  { access: 'admin', body: uploadVerifyRequestSchema },
  async ({ body }) => ({
    body: await verifyAndProcessImage(deps, body.key),
  }),
);
