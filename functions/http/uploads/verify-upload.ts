/**
 * POST /api/admin/uploads/verify (admin): checks a finished upload, body `{key}`. 200
 * `{publicUrl}`; 400 (and the object deleted) when it is not an accepted image or over 5 MB.
 */
import { uploadVerifyRequestSchema } from '@shared/schemas/upload';
import { S3ImageStorage } from '@functions/adapters/image-storage';
import { verifyImageUpload } from '@functions/domain/uploads/image-upload';
import { route } from '@functions/lib/http';

const storage = new S3ImageStorage();

export const handler = route(
  { access: 'admin', body: uploadVerifyRequestSchema },
  async ({ body }) => ({
    body: await verifyImageUpload(storage, body.key),
  }),
);
