/**
 * The images bucket as the image worker and the upload check use it: an original's bytes, and
 * variants written with a year's cache lifetime (a variant's key never holds other bytes).
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/adapters/aws-clients';
import type { MediaObjects } from '@functions/domain/media/image-ports';
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
