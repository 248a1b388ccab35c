/**
 * The images bucket as the image worker and the upload check use it: an original's bytes, and
 * variants written with a year's cache lifetime (a variant's key never holds other bytes). Reads
 * and deletes are signed calls without the S3 client (signed-s3-objects.ts), so the assist routes
 * and the media library, which need only those, do not carry it.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/adapters/aws-clients';
import { deleteObject, readObject } from '@functions/adapters/signed-s3-objects';
import type { MediaObjects } from '@functions/domain/media/image-ports';
import type { MediaFiles } from '@functions/domain/media/media-library-ports';
import { config } from '@functions/lib/config';

const variantCacheControl = 'public, max-age=31536000, immutable';

/** The images bucket's address: the sandbox's emulator, or S3 in the function's region. */
function imagesTarget() {
  const { region, endpoints } = config();
  return { region, endpoint: endpoints.s3 };
}

/** An object's bytes, undefined when the key holds none (what the assist routes read). */
export const mediaReads: Pick<MediaObjects, 'read'> = {
  read: (key) => readObject(imagesTarget(), config().imagesBucket, key),
};

export const mediaObjects: MediaObjects = {
  read: (key) => mediaReads.read(key),

  async write(key, data, contentType) {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config().imagesBucket,
        Key: key,
        Body: data,
        ContentType: contentType,
        CacheControl: variantCacheControl,
      }),
    );
  },
};

/**
 * Deleting an image's files (the media library). One DeleteObject per key, a few at a time: an
 * image has at most a dozen variants, and S3 answers a delete of a missing key with success.
 */
export const mediaFiles: MediaFiles = {
  async remove(keys) {
    const pending = [...keys];
    const worker = async () => {
      for (let key = pending.shift(); key !== undefined; key = pending.shift()) {
        await deleteObject(imagesTarget(), config().imagesBucket, key);
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  },
};
