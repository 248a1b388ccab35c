/**
 * The health check's calls to AWS: one read-only request per service, signed and sent without
 * the SDK clients (signed-aws-call.ts): the health route is probed often and must start fast, and
 * the three clients it asks would make the smallest function of the product one of the largest.
 * Each probe resolves when the service answers and rejects when it does not.
 */
import { createHash } from 'node:crypto';
import { awsJsonCall, signedFetch, type AwsTarget } from './signed-aws-call';

const emptyBodyHash = createHash('sha256').update('').digest('hex');

/** A probe gives up after this long: the route answers within its own 2 s per check. */
const probeTimeoutMs = 2000;

/** DynamoDB GetItem of one item by its string key. */
export async function probeDynamoItem(
  target: AwsTarget,
  table: string,
  key: Record<string, string>,
): Promise<void> {
  const Key = Object.fromEntries(Object.entries(key).map(([name, value]) => [name, { S: value }]));
  await awsJsonCall(
    'dynamodb',
    'DynamoDB_20120810.GetItem',
    target,
    { TableName: table, Key },
    { timeoutMs: probeTimeoutMs },
  );
}

/** SQS GetQueueAttributes (the queue's ARN) of one queue. */
export async function probeQueue(target: AwsTarget, queueUrl: string): Promise<void> {
  await awsJsonCall(
    'sqs',
    'AmazonSQS.GetQueueAttributes',
    target,
    { QueueUrl: queueUrl, AttributeNames: ['QueueArn'] },
    { timeoutMs: probeTimeoutMs },
  );
}

/** S3 HeadBucket: path-style against an emulator, the bucket's own host name in AWS. */
export async function probeBucket({ region, endpoint }: AwsTarget, bucket: string): Promise<void> {
  const url = endpoint
    ? new URL(`${endpoint.replace(/\/$/, '')}/${encodeURIComponent(bucket)}`)
    : new URL(`https://${bucket}.s3.${region}.amazonaws.com/`);
  const response = await signedFetch('s3', region, url, {
    operation: { name: 'HeadBucket', input: { Bucket: bucket } },
    method: 'HEAD',
    headers: { 'x-amz-content-sha256': emptyBodyHash },
    timeoutMs: probeTimeoutMs,
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`S3 answered ${response.status}`);
}
