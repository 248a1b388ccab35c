/**
 * The health check's wiring: one cheap call per dependency (database, image storage, queue,
 * sign-in), each resolving when the service answers and rejecting when it does not.
 *
 * It reads the few variables it needs straight from the environment instead of through config()
 * (functions/lib/config.ts), and calls AWS through signed requests instead of the SDK clients
 * (adapters/aws-probes.ts): the configuration's zod schema and the clients are most of any
 * other bundle, and the health route must stay small. The names are the configuration's own
 * (typed by FunctionEnvironment), so the two cannot drift apart.
 */
import { queueEnvName, tableEnvName, bucketEnvName } from '@shared/content/resources';
import { probeBucket, probeDynamoItem, probeQueue } from '@functions/adapters/aws-probes';
import { cognitoIssuer } from '@functions/lib/cognito-issuer';
import type { FunctionEnvironment } from '@functions/lib/config';

/** One variable of the functions' environment. */
const env = (name: keyof FunctionEnvironment) => process.env[name];

const region = () => env('AWS_REGION') ?? 'us-east-1';

/** The dependencies the health route reports on, by the name it reports them under. */
export const healthChecks = {
  database: () =>
    probeDynamoItem(
      { region: region(), endpoint: env('DYNAMODB_ENDPOINT') },
      env(tableEnvName('counters')) ?? 'counters',
      { key: 'health' },
    ),
  storage: () =>
    probeBucket(
      { region: region(), endpoint: env('S3_ENDPOINT') },
      env(bucketEnvName('images')) ?? 'images',
    ),
  queue: () =>
    probeQueue(
      { region: region(), endpoint: env('SQS_ENDPOINT') },
      env(queueEnvName('generation')) ?? '',
    ),
  async auth() {
    const issuer =
      env('COGNITO_ISSUER') ?? cognitoIssuer(region(), env('COGNITO_USER_POOL_ID') ?? '');
    const response = await fetch(env('COGNITO_JWKS_URL') ?? `${issuer}/.well-known/jwks.json`);
    if (!response.ok) throw new Error(String(response.status));
  },
} satisfies Record<string, () => Promise<unknown>>;
