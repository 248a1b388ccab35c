/**
 * POST /api/admin/uploads/verify (admin): checks a finished upload, body `{key}`. 200
 * `{publicUrl}` and the image queued for its responsive variants; 400 (and the object deleted)
 * when it is not an accepted image, over 5 MB, animated, or over the stated pixel limits.
 */
import { uploadVerifyRequestSchema } from '@shared/schemas/upload';
import { verifyAndProcessImage } from '@functions/domain/media/verify-image';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { verifyImageDeps } from '@functions/wiring/media';

export const handler = route(
  { access: 'admin', body: uploadVerifyRequestSchema },
  async ({ body, admin }) => {
    const actor = actorOf(admin);
    // The name and uploader are what the media library lists the image by.
    return {
      body: await verifyAndProcessImage(
        verifyImageDeps,
        body.key,
        {
          ...(body.fileName ? { name: body.fileName } : {}),
          ...(actor.email ? { uploadedBy: actor.email } : {}),
        },
        actor,
      ),
    };
  },
);
