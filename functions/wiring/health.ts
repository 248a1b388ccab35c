/**
 * The health check's wiring: one cheap call per dependency (database, image storage, queue,
 * sign-in), each resolving when the service answers and rejecting when it does not.
 */
import { GetItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { GetQueueAttributesCommand } from '@aws-sdk/client-sqs';
import { dynamoClient, s3Client, sqsClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';

/** The dependencies the health route reports on, by the name it reports them under. */
export const healthChecks = {
  database: () =>
    dynamoClient().send(
      new GetItemCommand({ TableName: config().tables.counters, Key: { key: { S: 'health' } } }),
    ),
  storage: () => s3Client().send(new HeadBucketCommand({ Bucket: config().imagesBucket })),
  queue: () =>
    sqsClient().send(
      new GetQueueAttributesCommand({
        QueueUrl: config().queues.generation,
        AttributeNames: ['QueueArn'],
      }),
    ),
  async auth() {
    const { auth } = config();
    const response = await fetch(auth.jwksUrl ?? `${auth.issuer}/.well-known/jwks.json`);
    if (!response.ok) throw new Error(String(response.status));
  },
} satisfies Record<string, () => Promise<unknown>>;
