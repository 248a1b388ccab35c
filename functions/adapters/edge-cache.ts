/**
 * The CDN cache ({@link EdgeCache}): CloudFront invalidations of exactly the changed paths. In
 * the sandbox the same call goes to its CloudFront emulator (infra/local/cloudfront.ts), which
 * checks the paths as CloudFront does and records them; there is no cache there to drop.
 *
 * The one CreateInvalidation is a signed request without the CloudFront client
 * (signed-aws-call.ts): the client was the largest part of the render worker's bundle for this
 * one call.
 */
import type { EdgeCache } from '@functions/domain/render/render-ports';
import { AwsCallError, signedFetch, withAwsRetries } from '@functions/adapters/signed-aws-call';
import { config } from '@functions/lib/config';

/** CloudFront is global: its API is signed for us-east-1 whatever the function's region. */
const signingRegion = 'us-east-1';

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEscapes[char]!);
}

/** The request's body: CloudFront's InvalidationBatch document. */
export function invalidationBatchXml(paths: readonly string[], callerReference: string): string {
  const items = paths.map((path) => `<Path>${xmlText(path)}</Path>`).join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
    `<Paths><Quantity>${paths.length}</Quantity><Items>${items}</Items></Paths>` +
    `<CallerReference>${xmlText(callerReference)}</CallerReference>` +
    '</InvalidationBatch>'
  );
}

export function edgeCache(): EdgeCache {
  const { render, endpoints } = config();
  const distributionId = render.distributionId;
  if (!distributionId) throw new Error('No distribution configured: set DISTRIBUTION_ID');
  const base = (endpoints.cloudfront ?? 'https://cloudfront.amazonaws.com').replace(/\/$/, '');
  const url = new URL(
    `${base}/2020-05-31/distribution/${encodeURIComponent(distributionId)}/invalidation`,
  );
  return {
    async invalidate(paths) {
      // One reference for every attempt: a retried batch CloudFront already took is not made twice.
      const CallerReference = crypto.randomUUID();
      await withAwsRetries(async () => {
        const response = await signedFetch('cloudfront', signingRegion, url, {
          operation: {
            name: 'CreateInvalidation',
            input: {
              DistributionId: distributionId,
              InvalidationBatch: { CallerReference, Paths: { Quantity: paths.length } },
            },
          },
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: invalidationBatchXml(paths, CallerReference),
          timeoutMs: 10_000,
        });
        const text = await response.text();
        if (!response.ok) {
          // CloudFront's errors are `<ErrorResponse><Error><Code>`; the SDK names its errors so.
          const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? 'UnknownError';
          const message = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
          throw new AwsCallError(code, response.status, message);
        }
      });
    },
  };
}
