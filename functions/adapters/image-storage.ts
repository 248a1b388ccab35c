/**
 * The image bucket on S3 for the uploads domain: presigned POST forms, object checks and deletes.
 *
 * The form's policy holds the exact key, the exact Content-Type (plus `starts-with image/`), a
 * size range of 1 byte to the limit, and a cache lifetime; it expires after `expiresSeconds`.
 * The form's `url` is the bucket's endpoint. Where the browser cannot reach that
 * endpoint itself (the sandbox's S3 emulator listens on 127.0.0.1:<port>), S3_PUBLIC_ENDPOINT
 * (config `endpoints.s3Public`, e.g. `/__s3`) replaces the emulator's origin, so the browser
 * posts to `/__s3/<bucket>` on the site's own origin and the sandbox forwards it. In AWS it is
 * unset and the browser posts to the bucket itself (the bucket's CORS rules allow the site).
 */
import { presignedPost } from '@functions/adapters/presigned-post';
import { deleteObject, headObject } from '@functions/adapters/signed-s3-objects';
import type { ImageStorage, StoredImages } from '@functions/domain/uploads/image-upload';
import { config } from '@functions/lib/config';

/** Cache-Control stored with every upload (admin-portal.md section 9: 3600 s). */
const uploadCacheControl = 'public, max-age=3600';

/** The form's URL as the browser should use it: the emulator origin swapped for the public base. */
export function publicUploadUrl(
  url: string,
  endpoint: string | undefined,
  publicBase: string | undefined,
): string {
  if (!endpoint || !publicBase) return url;
  const origin = endpoint.replace(/\/+$/, '');
  return url.startsWith(origin)
    ? `${publicBase.replace(/\/+$/, '')}${url.slice(origin.length)}`
    : url;
}

/** A presigned form for posting exactly `key` to the images bucket (presigned-post.ts). */
async function presignUpload(request: {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresSeconds: number;
}) {
  const { imagesBucket, endpoints, region } = config();
  const form = presignedPost(
    { region, endpoint: endpoints.s3 },
    {
      bucket: imagesBucket,
      key: request.key,
      // Each field is also an exact-match condition of the policy, and so is the key.
      fields: { 'Content-Type': request.contentType, 'Cache-Control': uploadCacheControl },
      conditions: [
        ['starts-with', '$Content-Type', 'image/'],
        ['content-length-range', 1, request.maxBytes],
      ],
      expiresSeconds: request.expiresSeconds,
    },
  );
  return {
    url: publicUploadUrl(form.url, endpoints.s3, endpoints.s3Public),
    fields: form.fields,
  };
}

/** The images bucket, as the signed object calls address it. */
function imagesBucket() {
  const { region, endpoints, imagesBucket: bucket } = config();
  return { target: { region, endpoint: endpoints.s3 }, bucket };
}

/** The checks of a finished upload: its size and type, and its removal (signed calls). */
export const s3StoredImages: StoredImages = {
  async describe(key) {
    const { target, bucket } = imagesBucket();
    return headObject(target, bucket, key);
  },

  async remove(key) {
    const { target, bucket } = imagesBucket();
    await deleteObject(target, bucket, key);
  },
};

/** {@link ImageStorage} on the images bucket: the upload forms and the checks. */
export const s3ImageStorage: ImageStorage = {
  presignUpload,
  describe: (key) => s3StoredImages.describe(key),
  remove: (key) => s3StoredImages.remove(key),
};
