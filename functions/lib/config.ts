/**
 * Runtime configuration of every function: the environment, parsed once with zod. In AWS the CDK
 * sets these variables; in the sandbox infra/local sets them before the first handler loads. Both
 * type what they set with {@link FunctionEnvironment}, so a misspelt, dead or missing variable is
 * a type error on the side that sets it.
 */
import * as z from 'zod';
import { parseList } from '@shared/rules/admin-allow-list';
import { staffRoleSchema } from '@shared/schemas/staff';
import {
  bucketEnvName,
  bucketNames,
  queueEnvName,
  queueNames,
  tableEnvName,
  tableNames,
  type BucketEnvName,
  type BucketName,
  type QueueEnvName,
  type QueueName,
  type TableEnvName,
  type TableName,
} from '@shared/content/resources';
import { siteConfigFromEnv, type SiteConfig } from '@shared/content/site-config';
import { cognitoIssuer } from './cognito-issuer';

// The allow-list's own parsing (shared/rules/admin-allow-list.ts), as the Cognito triggers use it.
const list = z.string().default('').transform(parseList);

/** The Bedrock model the generation workers use unless a stage names another. */
export const defaultBedrockModelId = 'anthropic.claude-3-5-haiku-20241022-v1:0';

/**
 * Route key (`POST /api/contact`) -> largest body the route accepts, in bytes. Written by CDK and
 * the sandbox from the manifest (infra/manifest.ts `bodyLimits`); the functions never hold a copy.
 */
const bodyLimits = z
  .string()
  .default('{}')
  .transform((value) => JSON.parse(value) as unknown)
  .pipe(z.record(z.string(), z.number().int().positive()));

/**
 * Route key -> the least staff role of an admin route, written like the body limits from the
 * manifest (infra/manifest.ts `routeRoles`).
 */
const routeRoles = z
  .string()
  .default('{}')
  .transform((value) => JSON.parse(value) as unknown)
  .pipe(z.record(z.string(), staffRoleSchema));

const envSchema = z.object({
  STAGE: z.enum(['local', 'dev', 'prod']).default('local'),
  AWS_REGION: z.string().default('us-east-1'),
  /** Endpoint overrides: set only in the sandbox. */
  DYNAMODB_ENDPOINT: z.url().optional(),
  S3_ENDPOINT: z.url().optional(),
  SQS_ENDPOINT: z.url().optional(),
  COGNITO_ENDPOINT: z.url().optional(),
  SES_ENDPOINT: z.url().optional(),
  KMS_ENDPOINT: z.url().optional(),
  /** The edge store's KeyValueStore API and CloudFront's API (invalidations). */
  KVS_ENDPOINT: z.url().optional(),
  CLOUDFRONT_ENDPOINT: z.url().optional(),
  /**
   * Where the browser posts presigned uploads when it cannot reach S3_ENDPOINT itself: the
   * sandbox sets `/__s3`, a same-origin proxy to its S3 emulator. Unset in AWS.
   */
  S3_PUBLIC_ENDPOINT: z.string().optional(),
  COGNITO_USER_POOL_ID: z.string().default(''),
  COGNITO_CLIENT_ID: z.string().default(''),
  /** Token issuer; derived from the pool id in AWS, given explicitly by the sandbox. */
  COGNITO_ISSUER: z.url().optional(),
  COGNITO_JWKS_URL: z.url().optional(),
  ADMIN_EMAILS: list.pipe(z.array(z.email())),
  ADMIN_EMAIL_DOMAINS: list,
  /** Whether administrators must have two-step sign-in (TOTP) to use admin routes (a stage setting). */
  ADMIN_MFA_REQUIRED: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  AI_PROVIDER: z.enum(['offline', 'bedrock']).default('offline'),
  /** Simulated model latency of the offline model, per draft (the sandbox's e2e run sets it). */
  OFFLINE_MODEL_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  BEDROCK_MODEL_ID: z.string().default(defaultBedrockModelId),
  BEDROCK_REGION: z.string().optional(),
  /**
   * The site config (shared/content/site-config.ts), as the web build baked it: CDK and the sandbox
   * pass the build's recorded values, so the API names the origin and brand the pages name.
   */
  BRAND_NAME: z.string().optional(),
  CONTACT_EMAIL: z.string().optional(),
  SCHEDULING_URL: z.string().optional(),
  PODCAST_FEED_URL: z.string().optional(),
  PODCAST_HOST_URL: z.string().optional(),
  PUBLIC_ORIGIN: z.string().optional(),
  SITEMAP_WIDGET_URL: z.string().optional(),
  /** The React Router server build the render worker renders with (web/build/render/index.js). */
  RENDER_BUILD_PATH: z.string().default('web/build/render/index.js'),
  /** The edge store: a CloudFront KeyValueStore's ARN (the sandbox's emulated one locally). */
  EDGE_STORE_ARN: z.string().optional(),
  /** The distribution whose cache the render worker invalidates. */
  DISTRIBUTION_ID: z.string().optional(),
  /** Added by CloudFront (and the sandbox) to every API request; proves the viewer address. */
  ORIGIN_SECRET: z.string().min(16).optional(),
  /**
   * Preview links are signed with a KMS HMAC key (the key never leaves KMS; in the sandbox, its
   * KMS emulator's key of this run). A link works for PREVIEW_DAYS days.
   */
  PREVIEW_KEY_ID: z.string().optional(),
  PREVIEW_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /**
   * E-mail through SES (stage settings): the sender, the staff inbox that hears of new contact
   * submissions (comma-separated) and the configuration set whose events suppress bounces.
   */
  MAIL_FROM: z.string().default('no-reply@example.com'),
  STAFF_NOTIFY_EMAILS: list.pipe(z.array(z.email())),
  SES_CONFIGURATION_SET: z.string().optional(),
  /**
   * Newsletter links (confirm, unsubscribe) are signed like preview links, with a key of their
   * own KMS HMAC key.
   */
  NEWSLETTER_KEY_ID: z.string().optional(),
  /**
   * The stage's SES send rate, messages per second across every worker and every kind of mail
   * (an account out of SES's sandbox starts at 14; a sandbox account allows 1, too few for a
   * newsletter: a worker's batches would outlast its timeout).
   */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(14),
  /** Contact form submissions allowed per client per window (raised by the load bench only). */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Analytics beacons allowed per client per minute (the flood guard of POST /api/beacon). */
  ANALYTICS_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Diagnostic completions allowed per client per window (raised by the fuzz suite only). */
  DIAGNOSTIC_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Body size limit of each route the function serves (JSON, see `bodyLimits` above). */
  BODY_LIMITS: bodyLimits,
  /** The least role of each admin route the function serves (JSON, see `routeRoles` above). */
  ROUTE_ROLES: routeRoles,
});

type EnvInput = z.input<typeof envSchema>;

/**
 * The functions' environment as its setters write it (CDK stacks, the sandbox): every variable
 * the config reads, as a string, and nothing else. Tables, queues and buckets arrive by name
 * (`TABLE_ARTICLES`, `QUEUE_RENDER_URL`, `IMAGES_BUCKET`; shared/content/resources.ts).
 */
export type FunctionEnvironment = {
  [K in keyof EnvInput]?: EnvInput[K] extends string | undefined ? EnvInput[K] : string;
} & Partial<Record<TableEnvName | QueueEnvName | BucketEnvName, string>>;

/** Every variable name of {@link FunctionEnvironment}, for checks of what a deployment sets. */
export const functionEnvironmentNames: readonly string[] = [
  ...Object.keys(envSchema.shape),
  ...tableNames.map(tableEnvName),
  ...queueNames.map(queueEnvName),
  ...bucketNames.map(bucketEnvName),
];

export type RuntimeConfig = ReturnType<typeof parseConfig>;

/** Parses an environment into the runtime config; throws a ZodError naming the bad variable. */
export function parseConfig(env: NodeJS.ProcessEnv | FunctionEnvironment) {
  const parsed = envSchema.parse(env);
  const site: SiteConfig = siteConfigFromEnv(env);
  const tables = Object.fromEntries(
    tableNames.map((name) => [name, env[tableEnvName(name)] ?? name]),
  ) as Record<TableName, string>;
  const queueUrl = (name: QueueName) => env[queueEnvName(name)] ?? '';
  const bucket = (name: BucketName) => env[bucketEnvName(name)] ?? name;
  return {
    stage: parsed.STAGE,
    region: parsed.AWS_REGION,
    originSecret: parsed.ORIGIN_SECRET,
    endpoints: {
      dynamodb: parsed.DYNAMODB_ENDPOINT,
      s3: parsed.S3_ENDPOINT,
      s3Public: parsed.S3_PUBLIC_ENDPOINT,
      sqs: parsed.SQS_ENDPOINT,
      cognito: parsed.COGNITO_ENDPOINT,
      ses: parsed.SES_ENDPOINT,
      kms: parsed.KMS_ENDPOINT,
      keyValueStore: parsed.KVS_ENDPOINT,
      cloudfront: parsed.CLOUDFRONT_ENDPOINT,
    },
    tables,
    queues: {
      generation: queueUrl('generation'),
      render: queueUrl('render'),
      images: queueUrl('images'),
      email: queueUrl('email'),
      feedback: queueUrl('feedback'),
      analytics: queueUrl('analytics'),
    },
    imagesBucket: bucket('images'),
    render: {
      siteBucket: bucket('site'),
      buildPath: parsed.RENDER_BUILD_PATH,
      edgeStoreArn: parsed.EDGE_STORE_ARN,
      distributionId: parsed.DISTRIBUTION_ID,
    },
    auth: {
      userPoolId: parsed.COGNITO_USER_POOL_ID,
      clientId: parsed.COGNITO_CLIENT_ID,
      issuer:
        parsed.COGNITO_ISSUER ?? cognitoIssuer(parsed.AWS_REGION, parsed.COGNITO_USER_POOL_ID),
      jwksUrl: parsed.COGNITO_JWKS_URL,
      adminEmails: parsed.ADMIN_EMAILS,
      adminEmailDomains: parsed.ADMIN_EMAIL_DOMAINS,
      adminMfaRequired: parsed.ADMIN_MFA_REQUIRED,
      routeRoles: parsed.ROUTE_ROLES,
    },
    ai: {
      provider: parsed.AI_PROVIDER,
      modelId: parsed.BEDROCK_MODEL_ID,
      offlineLatencyMs: parsed.OFFLINE_MODEL_LATENCY_MS,
      region: parsed.BEDROCK_REGION ?? parsed.AWS_REGION,
    },
    site,
    limits: {
      contactPerWindow: parsed.CONTACT_RATE_LIMIT,
      analyticsPerMinute: parsed.ANALYTICS_RATE_LIMIT,
      diagnosticPerWindow: parsed.DIAGNOSTIC_RATE_LIMIT,
      bodyBytes: parsed.BODY_LIMITS,
    },
    mail: {
      from: parsed.MAIL_FROM,
      staffRecipients: parsed.STAFF_NOTIFY_EMAILS,
      configurationSet: parsed.SES_CONFIGURATION_SET,
    },
    newsletter: {
      keyId: parsed.NEWSLETTER_KEY_ID,
      ratePerSecond: parsed.NEWSLETTER_RATE_PER_SECOND,
    },
    previews: {
      keyId: parsed.PREVIEW_KEY_ID,
      lifetimeDays: parsed.PREVIEW_DAYS,
    },
  };
}

let cached: RuntimeConfig | undefined;

/** The configuration of this process, parsed on first use and then kept. */
export function config(): RuntimeConfig {
  cached ??= parseConfig(process.env);
  return cached;
}
