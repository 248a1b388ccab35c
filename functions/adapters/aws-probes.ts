/**
 * The health check's calls to AWS: one read-only request per service, signed with SigV4 and sent
 * with fetch, instead of through the SDK clients (functions/adapters/aws-clients.ts). The health
 * route is probed often and must start fast; one SDK client alone is about 40 KB gzip, so the
 * three it asks would make the smallest function of the product one of the largest.
 *
 * Each probe resolves when the service answers 2xx and rejects otherwise. They carry Lambda's
 * credentials from the environment, as every bundle does (functions/lib/lambda-credentials.ts).
 * Being no SDK client, they are not seen by the sandbox's grant middleware (infra/local/grants.ts);
 * the emulators still check their signatures.
 */
import { createHash, createHmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { SourceData } from '@smithy/types';

/** Where a probe goes: the service's regional endpoint, or the sandbox's emulator. */
export interface ProbeTarget {
  region: string;
  /** An endpoint override (the sandbox's emulators); the service's public endpoint otherwise. */
  endpoint?: string;
}

/** What the signer hands the hash (text or bytes), as node:crypto takes it. */
function bytes(data: SourceData): string | Uint8Array {
  if (typeof data === 'string') return data;
  return ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
}

/** SHA-256 (HMAC-SHA-256 with a secret) on node:crypto, in the shape the signer asks for. */
class NodeSha256 {
  private readonly hash;

  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', bytes(secret));
  }

  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }

  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const emptyBodyHash = createHash('sha256').update('').digest('hex');

/** Lambda's credentials, read on each call (the runtime may rotate them between invocations). */
function credentials() {
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error('No AWS credentials in the environment');
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
}

/** Signs and sends one request; rejects unless the answer is 2xx. */
async function send(
  service: string,
  region: string,
  url: URL,
  request: { method: string; headers: Record<string, string>; body?: string },
): Promise<void> {
  const signer = new SignatureV4({
    service,
    region,
    credentials: credentials(),
    sha256: NodeSha256,
    // S3 signs the path as sent; the other services sign it escaped once more.
    uriEscapePath: service !== 's3',
  });
  const signed = await signer.sign({
    method: request.method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { ...request.headers, host: url.host },
    body: request.body,
  });
  const response = await fetch(url, {
    method: request.method,
    headers: signed.headers,
    body: request.body,
    signal: AbortSignal.timeout(2000),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${service} answered ${response.status}`);
}

/** A call of an AWS JSON 1.0 API (DynamoDB, SQS): POST / with the operation in X-Amz-Target. */
function jsonCall(
  service: string,
  target: string,
  { region, endpoint }: ProbeTarget,
  input: unknown,
): Promise<void> {
  const url = new URL(endpoint ?? `https://${service}.${region}.amazonaws.com/`);
  return send(service, region, url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': target },
    body: JSON.stringify(input),
  });
}

/** DynamoDB GetItem of one item by its string key. */
export function probeDynamoItem(
  target: ProbeTarget,
  table: string,
  key: Record<string, string>,
): Promise<void> {
  const Key = Object.fromEntries(Object.entries(key).map(([name, value]) => [name, { S: value }]));
  return jsonCall('dynamodb', 'DynamoDB_20120810.GetItem', target, { TableName: table, Key });
}

/** SQS GetQueueAttributes (the queue's ARN) of one queue. */
export function probeQueue(target: ProbeTarget, queueUrl: string): Promise<void> {
  return jsonCall('sqs', 'AmazonSQS.GetQueueAttributes', target, {
    QueueUrl: queueUrl,
    AttributeNames: ['QueueArn'],
  });
}

/** S3 HeadBucket: path-style against an emulator, the bucket's own host name in AWS. */
export function probeBucket({ region, endpoint }: ProbeTarget, bucket: string): Promise<void> {
  const url = endpoint
    ? new URL(`${endpoint.replace(/\/$/, '')}/${encodeURIComponent(bucket)}`)
    : new URL(`https://${bucket}.s3.${region}.amazonaws.com/`);
  return send('s3', region, url, {
    method: 'HEAD',
    headers: { 'x-amz-content-sha256': emptyBodyHash },
  });
}
