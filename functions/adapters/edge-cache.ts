/**
 * The CDN cache ({@link EdgeCache}): CloudFront invalidations of exactly the changed paths. The
 * sandbox has no cache in front of its pages, so there is nothing to invalidate there.
 */
import { CloudFrontClient, CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { EdgeCache } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';

export function edgeCache(): EdgeCache {
  const { render, region } = config();
  const distributionId = render.distributionId;
  if (!distributionId) return { invalidate: async () => {} };
  const client = new CloudFrontClient({ region });
  return {
    async invalidate(paths) {
      await client.send(
        new CreateInvalidationCommand({
          DistributionId: distributionId,
          InvalidationBatch: {
            CallerReference: crypto.randomUUID(),
            Paths: { Quantity: paths.length, Items: [...paths] },
          },
        }),
      );
    },
  };
}
