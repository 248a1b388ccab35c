/**
 * GET /api/health: whether each dependency answers (database, image storage, queue, sign-in).
 * 200 when all are up, 503 when any is down; never says more than up/down.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { dynamoClient, s3Client, sqsClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

type Status = 'up' | 'down';

async function probe(check: () => Promise<unknown>): Promise<Status> {
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
    ]);
    return 'up';
  } catch {
    return 'down';
  }
}

export const handler = route({ access: 'public' }, async () => {
  const { tables, imagesBucket, queues, auth } = config();
  const services = {
    database: await probe(() =>
      dynamoClient().send(
        new GetItemCommand({ TableName: tables.counters, Key: { key: { S: 'health' } } }),
      ),
    ),
    storage: await probe(() => s3Client().send(new HeadBucketCommand({ Bucket: imagesBucket }))),
    queue: await probe(() =>
      sqsClient().send(
        new GetQueueAttributesCommand({
          QueueUrl: queues.generation,
          AttributeNames: ['QueueArn'],
        }),
      ),
    ),
    auth: await probe(async () => {
      const response = await fetch(auth.jwksUrl ?? `${auth.issuer}/.well-known/jwks.json`);
      if (!response.ok) throw new Error(String(response.status));
    }),
  };
  const healthy = Object.values(services).every((status) => status === 'up');
  return { status: healthy ? 200 : 503, body: { status: healthy ? 'ok' : 'degraded', services } };
});
