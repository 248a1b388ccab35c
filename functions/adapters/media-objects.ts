/**
 * The images bucket as the image worker and the upload check use it: an original's bytes, and
 * variants written with a year's cache lifetime (a variant's key never holds other bytes).
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/adapters/aws-clients';
import type { MediaObjects } from '@functions/domain/media/image-ports';
import type { MediaFiles } from '@functions/domain/media/media-library-ports';
import { config } from '@functions/lib/config';

const variantCacheControl = 'public, max-age=31536000, immutable';

function isMissing(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return (error as Error).name === 'NoSuchKey' || status === 404;
}

export const mediaObjects: MediaObjects = {
  async read(key) {
    try {
      const object = await s3Client().send(
        new GetObjectCommand({ Bucket: config().imagesBucket, Key: key }),
      );
      return object.Body ? await object.Body.transformToByteArray() : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  },

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
        await s3Client().send(new DeleteObjectCommand({ Bucket: config().imagesBucket, Key: key }));
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
  },
};
