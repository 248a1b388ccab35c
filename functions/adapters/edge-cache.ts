/**
 * The CDN cache ({@link EdgeCache}): CloudFront invalidations of exactly the changed paths. In
 * the sandbox the same call goes to its CloudFront emulator (infra/local/cloudfront.ts), which
 * checks the paths as CloudFront does and records them; there is no cache there to drop.
 */
import { CreateInvalidationCommand } from '@aws-sdk/client-cloudfront';
import type { EdgeCache } from '@functions/domain/render/render-ports';
import { cloudFrontClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';

export function edgeCache(): EdgeCache {
  const { render } = config();
  const distributionId = render.distributionId;
  if (!distributionId) throw new Error('No distribution configured: set DISTRIBUTION_ID');
  const client = cloudFrontClient();
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
