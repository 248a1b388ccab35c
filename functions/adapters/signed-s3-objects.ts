/**
 * One object of a bucket read, written or deleted without the S3 client: a signed GetObject,
 * PutObject or DeleteObject (signed-aws-call.ts). The S3 client is the heaviest of the SDK's
 * (about 25 KB gzip with what it brings), and the assist routes, the media library, the upload
 * check and the render worker need nothing else of it: a variant's bytes for the model, an
 * image's files deleted, an upload's size and type, a rendered page written. The image worker's writes of binary variants and the presigned uploads
 * stay with the client (aws-clients.ts): those functions carry it anyway.
 */
import { createHash } from 'node:crypto';
import {
  AwsCallError,
  signedFetch,
  withAwsRetries,
  type AwsAnswer,
  type AwsTarget,
} from './signed-aws-call';

const emptyBodyHash = createHash('sha256').update('').digest('hex');

/** S3 answers in milliseconds; an image variant is at most a few hundred KB. */
const objectTimeoutMs = 10_000;

/** The object's address: path-style against an emulator, the bucket's own host name in AWS. */
function objectUrl({ region, endpoint }: AwsTarget, bucket: string, key: string): URL {
  const path = key.split('/').map(encodeURIComponent).join('/');
  return endpoint
    ? new URL(`${endpoint.replace(/\/$/, '')}/${encodeURIComponent(bucket)}/${path}`)
    : new URL(`https://${bucket}.s3.${region}.amazonaws.com/${path}`);
}

/** The error S3's answer names (its XML `<Code>`), as the client would throw it. */
async function objectCallError(response: AwsAnswer): Promise<AwsCallError> {
  const text = await response.text();
  const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? `S3 answered ${response.status}`;
  return new AwsCallError(code, response.status);
}

/** The object's bytes; undefined when there is no such key (404). */
export async function readObject(
  target: AwsTarget,
  bucket: string,
  key: string,
): Promise<Uint8Array | undefined> {
  return withAwsRetries(async () => {
    const response = await signedFetch('s3', target.region, objectUrl(target, bucket, key), {
      operation: { name: 'GetObject', input: { Bucket: bucket, Key: key } },
      method: 'GET',
      headers: { 'x-amz-content-sha256': emptyBodyHash },
      timeoutMs: objectTimeoutMs,
    });
    if (response.status === 404) {
      await response.arrayBuffer();
      return undefined;
    }
    if (!response.ok) throw await objectCallError(response);
    return new Uint8Array(await response.arrayBuffer());
  });
}

/** The object's size and type (a HeadObject); undefined when there is no such key (404). */
export async function headObject(
  target: AwsTarget,
  bucket: string,
  key: string,
): Promise<{ size: number; contentType: string } | undefined> {
  return withAwsRetries(async () => {
    const response = await signedFetch('s3', target.region, objectUrl(target, bucket, key), {
      operation: { name: 'HeadObject', input: { Bucket: bucket, Key: key } },
      method: 'HEAD',
      headers: { 'x-amz-content-sha256': emptyBodyHash },
      timeoutMs: objectTimeoutMs,
    });
    await response.arrayBuffer();
    if (response.status === 404) return undefined;
    // A HEAD answer has no body to name its error: its status is all S3 says.
    if (!response.ok) throw new AwsCallError(`S3 answered ${response.status}`, response.status);
    return {
      size: Number(response.headers.get('content-length') ?? 0),
      contentType: response.headers.get('content-type') ?? '',
    };
  });
}

/** Deletes the object; S3 answers a delete of a missing key with success, so does this. */
export async function deleteObject(target: AwsTarget, bucket: string, key: string): Promise<void> {
  await withAwsRetries(async () => {
    const response = await signedFetch('s3', target.region, objectUrl(target, bucket, key), {
      operation: { name: 'DeleteObject', input: { Bucket: bucket, Key: key } },
      method: 'DELETE',
      headers: { 'x-amz-content-sha256': emptyBodyHash },
      timeoutMs: objectTimeoutMs,
    });
    if (!response.ok) throw await objectCallError(response);
    await response.arrayBuffer();
  });
}

/** Writes a text object (a rendered page) with its content type and cache lifetime. */
export async function putTextObject(
  target: AwsTarget,
  bucket: string,
  key: string,
  body: string,
  headers: { contentType: string; cacheControl: string },
): Promise<void> {
  await withAwsRetries(async () => {
    const response = await signedFetch('s3', target.region, objectUrl(target, bucket, key), {
      operation: { name: 'PutObject', input: { Bucket: bucket, Key: key } },
      method: 'PUT',
      headers: {
        'content-type': headers.contentType,
        'cache-control': headers.cacheControl,
        'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      },
      body,
      timeoutMs: objectTimeoutMs,
    });
    if (!response.ok) throw await objectCallError(response);
    await response.arrayBuffer();
  });
}
