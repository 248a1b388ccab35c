/** The site bucket's rendered pages ({@link RenderedFiles}): S3 objects under `_rendered/`. */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '@functions/adapters/aws-clients';
import type { RenderedFiles } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';

export const renderedFiles: RenderedFiles = {
  async put(key, body, contentType) {
    await s3Client().send(
      new PutObjectCommand({
        Bucket: config().render.siteBucket,
        Key: key.replace(/^\/+/, ''),
        Body: body,
        ContentType: contentType,
        // Served at the page's own address: browsers ask again, the CDN keeps it for its TTL.
        CacheControl: 'public, max-age=0, must-revalidate',
      }),
    );
  },
};
