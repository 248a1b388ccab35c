/**
 * POST /api/admin/uploads/verify (admin): checks a finished upload, body `{key}`. 200
 * `{publicUrl}`; 400 (and the object deleted) when it is not an accepted image or over 5 MB.
 */
import { uploadVerifyRequestSchema } from '@shared/schemas/upload';
import { verifyImageUpload } from '@functions/domain/uploads/image-upload';
import { route } from '@functions/lib/http';
import { imageStorage } from '@functions/wiring/uploads';

export const handler = route(
  { access: 'admin', body: uploadVerifyRequestSchema },
  async ({ body }) => ({
    body: await verifyImageUpload(imageStorage, body.key),
  }),
);
