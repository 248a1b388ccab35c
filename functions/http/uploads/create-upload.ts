/**
 * POST /api/admin/uploads (admin): a presigned form to post one article image straight to the
 * image bucket, under a key the server chooses. 400 with the spec's messages for a non-image or a
 * file over 5 MB.
 */
import { uploadRequestSchema } from '@shared/schemas/upload';
import { requestImageUpload } from '@functions/domain/uploads/image-upload';
import { route } from '@functions/lib/http';
import { uploadDeps } from '@functions/wiring/uploads';

export const handler = route({ access: 'admin', body: uploadRequestSchema }, async ({ body }) => ({
  body: await requestImageUpload(uploadDeps, body),
}));
