/**
 * The site bucket's rendered pages ({@link RenderedFiles}): S3 objects under `_rendered/`, written
 * by a signed PutObject without the S3 client (signed-s3-objects.ts says why).
 */
import { putTextObject } from '@functions/adapters/signed-s3-objects';
import type { RenderedFiles } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';

export const renderedFiles: RenderedFiles = {
  async put(key, body, contentType) {
    const { region, endpoints, render } = config();
    await putTextObject(
      { region, endpoint: endpoints.s3 },
      render.siteBucket,
      key.replace(/^\/+/, ''),
      body,
      // Served at the page's own address: browsers ask again, the CDN keeps it for its TTL.
      { contentType, cacheControl: 'public, max-age=0, must-revalidate' },
    );
  },
};
