/**
 * A presigned POST form for one S3 object, signed without the S3 client: S3's browser-based
 * upload (SigV4 POST policy), exactly as `@aws-sdk/s3-presigned-post`'s `createPresignedPost`
 * builds it (the same fields, conditions, expiry format and signature). That package needs the
 * S3 client and `@smithy/core` for an endpoint and a clock: together most of the upload route's
 * bundle (164 KB gzip, over the 150 KB limit) for what is a policy document and an HMAC chain.
 * The sandbox's upload gate (infra/local/s3-upload-gate.ts) checks the form as S3 does.
 */
import { createHmac } from 'node:crypto';
import { lambdaCredentials, type AwsTarget } from '@functions/adapters/signed-aws-call';

export interface PresignedPostRequest {
  bucket: string;
  key: string;
  /** Form fields, each also an exact-match condition of the policy. */
  fields: Record<string, string>;
  /** Further policy conditions (`starts-with`, `content-length-range`). */
  conditions: unknown[];
  expiresSeconds: number;
}

/** ISO 8601 to the second, as S3 dates a policy. */
const iso8601 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** The bucket's upload address: path-style against an emulator, its own host name in AWS. */
function bucketUrl({ region, endpoint }: AwsTarget, bucket: string): string {
  return endpoint
    ? `${endpoint.replace(/\/+$/, '')}/${bucket}`
    : `https://${bucket}.s3.${region}.amazonaws.com/`;
}

/** The form the browser posts: its URL and fields, the signed policy among them. */
export function presignedPost(
  target: AwsTarget,
  request: PresignedPostRequest,
  now = new Date(),
): { url: string; fields: Record<string, string> } {
  const credentials = lambdaCredentials();
  const signingDate = iso8601(now).replace(/[-:]/g, '');
  const shortDate = signingDate.slice(0, 8);
  const scope = `${shortDate}/${target.region}/s3/aws4_request`;
  const fields: Record<string, string> = {
    ...request.fields,
    bucket: request.bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${credentials.accessKeyId}/${scope}`,
    'X-Amz-Date': signingDate,
    ...(credentials.sessionToken ? { 'X-Amz-Security-Token': credentials.sessionToken } : {}),
  };
  const conditions = [
    ...request.conditions,
    ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
    { key: request.key },
  ];
  const policy = Buffer.from(
    JSON.stringify({
      expiration: iso8601(new Date(now.getTime() + request.expiresSeconds * 1000)),
      conditions,
    }),
    'utf8',
  ).toString('base64');
  // SigV4's signing key for S3 on that day, then the policy signed with it.
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, shortDate), target.region),
  );
  return {
    url: bucketUrl(target, request.bucket),
    fields: {
      ...fields,
      key: request.key,
      Policy: policy,
      'X-Amz-Signature': hmac(signingKey, policy).toString('hex'),
    },
  };
}
