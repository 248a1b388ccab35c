/**
 * The CDK app: three stacks per stage (data, api, site), built from infra/manifest.ts.
 *
 * This is the only module that reads CDK context (and, through `App`, the environment). Run by
 * the CLI (`npx cdk synth --all -c stage=prod`) it synthesises; imported by tests, `buildApp`
 * builds the same stacks in-process.
 *
 * Context: `stage` (dev | prod, default dev), `apiOriginDomain` and `apiOriginCertificateArn` (the
 * API's custom domain and its certificate in the API's region; required in prod, whose API has no
 * execute-api endpoint), and optionally `domainName`, `certificateArn`, `adminEmails`, `adminEmailDomains` (comma-separated), `bedrockModelId`, `aiProvider`
 * (bedrock | offline), `publicOrigin`, `alarmEmail` (who the stage's alarms e-mail), the
 * e-mail settings `mailDomain` (the SES identity), `mailFrom`, `staffNotifyEmails` and
 * `newsletterRatePerSecond` (the SES send rate newsletters keep to), and
 * `adminMfaRequired` (true | false; administrators must have two-step sign-in; default true in prod).
 */
import type { PathTable } from '@shared/rules/path-rule';
import { App, Validations, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as manifest from '../manifest';
import type {
  MigrationsDef,
  BucketDef,
  BucketName,
  HandlerModule,
  QueueDef,
  QueueName,
  RedirectDef,
  RouteDef,
  ScheduleDef,
  TableDef,
  TableName,
  TriggerDef,
  TriggerName,
} from '../manifest';
import { checkBuiltSiteConfig, readBuiltSiteConfig } from './built-site-config';
import type { ProjectPaths } from './constructs/node-function';
import { ApiStack } from './stacks/api-stack';
import { DataStack } from './stacks/data-stack';
import { SiteStack } from './stacks/site-stack';
import {
  apiOriginProblem,
  parseList,
  resolvePublicOrigin,
  StageConfigError,
  stageDefaults,
  stageNames,
  type AiProvider,
  type StageConfig,
  type StageName,
} from './stage-config';

/** The parts of infra/manifest.ts the stacks are built from (tests may pass their own). */
export interface AppManifest {
  tables: Readonly<Record<TableName, TableDef>>;
  buckets: Readonly<Record<BucketName, BucketDef>>;
  queues: Readonly<Record<QueueName, QueueDef>>;
  schedules: Readonly<Record<string, ScheduleDef>>;
  migrations: MigrationsDef;
  triggers: Readonly<Record<TriggerName, TriggerDef>>;
  /** The user pool's web client: what it may write (manifest `userPoolClient`). */
  userPoolClient: typeof manifest.userPoolClient;
  routes: readonly RouteDef[];
  redirects: readonly RedirectDef[];
  /** The path rule's table for a build's prerendered pages (manifest `pathTable`). */
  pathTable: (pages: readonly string[] | null) => PathTable;
  securityHeaders: Readonly<Record<string, string>>;
  mediaSecurityHeaders: Readonly<Record<string, string>>;
  inlineMediaTypes: readonly string[];
}

export const defaultManifest: AppManifest = manifest;

/** Repository root: infra/cdk/app.ts -> ../../ */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Feature flags for behaviours the stacks rely on. `cdk.json` (owned by the repository) may set
 * more; context given to the CLI wins over these.
 */
export const featureFlags: Record<string, boolean | string> = {
  // Exports between the stacks stay protected: a consumer must drop a reference before its producer.
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/aws-s3:createDefaultLoggingPolicy': true,
  '@aws-cdk/aws-iam:minimizePolicies': true,
  '@aws-cdk/aws-cloudfront:defaultSecurityPolicyTLSv1.2_2021': true,
  '@aws-cdk/aws-lambda:recognizeLayerVersion': true,
  '@aws-cdk/core:checkSecretUsage': true,
};

export interface BuildAppOptions extends Partial<Omit<StageConfig, 'stage'>> {
  /** Stage name; only `dev` and `prod` exist. @default 'dev' */
  stage?: string;
  /** An existing app (the CLI's); otherwise one is created with `context` and `outdir`. */
  app?: App;
  context?: Record<string, unknown>;
  outdir?: string;
  env?: Environment;
  manifest?: AppManifest;
  /** Repository root (lock file, tsconfig, handler modules). @default the repository of this file */
  rootDir?: string;
  /** Where a handler module of the manifest lives. @default `<rootDir>/<module>` */
  resolveHandler?: (module: HandlerModule) => string;
  /** The web build to deploy. @default `<rootDir>/web/build/client` */
  webBuildDir?: string;
  /** Register cdk-nag's AWS Solutions checks. @default true */
  nag?: boolean;
  /**
   * Run CDK's built-in CloudFormation schema validation (about 30 s per synth on this machine).
   * Only used when the app is created here. @default true
   */
  builtinValidation?: boolean;
}

export interface BuiltApp {
  app: App;
  config: StageConfig;
  data: DataStack;
  api: ApiStack;
  site: SiteStack;
}

function parseStage(value: string | undefined): StageName {
  const stage = value ?? 'dev';
  if (!(stageNames as readonly string[]).includes(stage)) {
    throw new StageConfigError(`Unknown stage "${stage}": use -c stage=${stageNames.join('|')}`);
  }
  return stage as StageName;
}

/** An on/off context value; undefined keeps the stage's default. */
function parseFlag(name: string, value: string | undefined): boolean | undefined {
  if (value === undefined) return undefined;
  if (value !== 'true' && value !== 'false')
    throw new StageConfigError(`${name} must be true or false (got "${value}")`);
  return value === 'true';
}

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1)
    throw new StageConfigError(`${name} must be a whole number of 1 or more (got "${value}")`);
  return number;
}

function parseAiProvider(value: string | undefined): AiProvider {
  const provider = value ?? stageDefaults.aiProvider;
  if (provider !== 'bedrock' && provider !== 'offline') {
    throw new StageConfigError(`Unknown aiProvider "${provider}": use bedrock or offline`);
  }
  return provider;
}

/** Creates the three stacks of one stage (and cdk-nag) on a new or given app. */
export function buildApp(options: BuildAppOptions = {}): BuiltApp {
  const rootDir = options.rootDir ?? repoRoot;
  const app =
    options.app ??
    new App({
      outdir: options.outdir,
      context: { ...featureFlags, ...options.context },
      builtinCloudFormationValidation: options.builtinValidation ?? true,
    });
  const m = options.manifest ?? defaultManifest;
  const config: StageConfig = {
    stage: parseStage(options.stage),
    domainName: options.domainName,
    certificateArn: options.certificateArn,
    apiOriginDomain: options.apiOriginDomain,
    apiOriginCertificateArn: options.apiOriginCertificateArn,
    adminEmails: options.adminEmails ?? [],
    adminEmailDomains: options.adminEmailDomains ?? [],
    adminMfaRequired: options.adminMfaRequired ?? parseStage(options.stage) === 'prod',
    aiProvider: parseAiProvider(options.aiProvider),
    bedrockModelId: options.bedrockModelId ?? stageDefaults.bedrockModelId,
    publicOrigin: options.publicOrigin,
    alarmEmail: options.alarmEmail,
    mailDomain: options.mailDomain,
    mailFrom: options.mailFrom,
    staffNotifyEmails: options.staffNotifyEmails ?? [],
    newsletterRatePerSecond: options.newsletterRatePerSecond,
  };
  const originProblem = apiOriginProblem(config);
  if (originProblem) throw new StageConfigError(originProblem);
  const project: ProjectPaths = {
    rootDir,
    lockFile: join(rootDir, 'package-lock.json'),
    tsconfig: join(rootDir, 'tsconfig.json'),
  };
  const prefix = `advisory-site-${config.stage}`;
  const publicOrigin = resolvePublicOrigin(config);
  const webBuildDir = options.webBuildDir ?? join(rootDir, 'web', 'build', 'client');
  // The site config the build baked: the functions get it whole; a stage that serves another
  // origin than the build's is refused (its canonical URLs and sitemap would disagree).
  const builtSite = readBuiltSiteConfig(dirname(webBuildDir));
  if (builtSite && publicOrigin)
    checkBuiltSiteConfig(builtSite, { publicOrigin }, dirname(webBuildDir));
  const resolveHandler = options.resolveHandler ?? ((module) => join(rootDir, module));

  const data = new DataStack(app, `${prefix}-data`, {
    env: options.env,
    description: `Advisory site (${config.stage}): tables, images bucket, user pool`,
    terminationProtection: config.stage === 'prod',
    config,
    tables: m.tables,
    triggers: m.triggers,
    userPoolClient: m.userPoolClient,
    project,
    resolveHandler,
    // Without a known origin, allow any CloudFront distribution domain until one is configured.
    uploadOrigins: publicOrigin ? [publicOrigin] : ['https://*.cloudfront.net'],
  });
  const api = new ApiStack(app, `${prefix}-api`, {
    env: options.env,
    description: `Advisory site (${config.stage}): HTTP API, functions, queues`,
    config,
    routes: m.routes,
    queues: m.queues,
    schedules: m.schedules,
    migrations: m.migrations,
    tables: m.tables,
    site: builtSite,
    data,
    project,
    resolveHandler,
  });
  const site = new SiteStack(app, `${prefix}-site`, {
    env: options.env,
    description: `Advisory site (${config.stage}): CloudFront, site bucket, web build`,
    config,
    redirects: m.redirects,
    pathTable: m.pathTable,
    securityHeaders: m.securityHeaders,
    mediaSecurityHeaders: m.mediaSecurityHeaders,
    inlineMediaTypes: m.inlineMediaTypes,
    buckets: m.buckets,
    data,
    api,
    webBuildDir,
    queues: m.queues,
    project,
    resolveHandler,
  });

  if (options.nag ?? true) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, config, data, api, site };
}

function contextString(app: App, key: string): string | undefined {
  const value: unknown = app.node.tryGetContext(key);
  return value === undefined || value === null || value === '' ? undefined : String(value);
}

/** The CLI entry: context -> options -> stacks -> cloud assembly. */
function main(): void {
  const app = new App({ context: featureFlags });
  const webBuildDir = join(repoRoot, 'web', 'build', 'client');
  const { site } = buildApp({
    app,
    stage: contextString(app, 'stage'),
    domainName: contextString(app, 'domainName'),
    certificateArn: contextString(app, 'certificateArn'),
    apiOriginDomain: contextString(app, 'apiOriginDomain'),
    apiOriginCertificateArn: contextString(app, 'apiOriginCertificateArn'),
    adminEmails: parseList(app.node.tryGetContext('adminEmails')),
    adminEmailDomains: parseList(app.node.tryGetContext('adminEmailDomains')),
    adminMfaRequired: parseFlag('adminMfaRequired', contextString(app, 'adminMfaRequired')),
    bedrockModelId: contextString(app, 'bedrockModelId'),
    aiProvider: contextString(app, 'aiProvider') as AiProvider | undefined,
    publicOrigin: contextString(app, 'publicOrigin'),
    alarmEmail: contextString(app, 'alarmEmail'),
    mailDomain: contextString(app, 'mailDomain'),
    mailFrom: contextString(app, 'mailFrom'),
    staffNotifyEmails: parseList(app.node.tryGetContext('staffNotifyEmails')),
    newsletterRatePerSecond: positiveInt(
      'newsletterRatePerSecond',
      contextString(app, 'newsletterRatePerSecond'),
    ),
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    webBuildDir,
  });
  if (!site.deploysBuild) {
    console.warn(
      `Note: ${webBuildDir} does not exist; the site deploys /config.json only. Run npm run build first.`,
    );
  }
  app.synth();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main();
  } catch (error) {
    // A setting that cannot work is one line naming it, not a stack trace.
    if (!(error instanceof StageConfigError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
