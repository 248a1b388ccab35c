/**
 * POST /api/admin/uploads (admin): a presigned form to post one article image straight to the
 * image bucket, under a key the server chooses. 400 with the spec's messages for a non-image or a
 * file over 5 MB.
 */
import { randomUUID } from 'node:crypto';
import { uploadRequestSchema } from '@shared/schemas/upload';
import { S3ImageStorage } from '@functions/adapters/image-storage';
import { requestImageUpload } from '@functions/domain/uploads/image-upload';
import { route } from '@functions/lib/http';

const deps = { storage: new S3ImageStorage(), newId: () => randomUUID() };

export const handler = route({ access: 'admin', body: uploadRequestSchema }, async ({ body }) => ({
  body: await requestImageUpload(deps, body),
}));
