/**
 * The API stack, built from the manifest: one function per handler module, one HTTP API route
 * per manifest route (JWT authorizer on `admin` routes), one worker queue per manifest queue,
 * one EventBridge rule per manifest schedule. A new route, table use, queue or schedule in the
 * manifest needs no edit here.
 */
import {
  Annotations,
  Aws,
  CfnOutput,
  CfnRule,
  NestedStack,
  Duration,
  Fn,
  Stack,
  Token,
  Validations,
  type CfnResource,
  type SecretValue,
  type StackProps,
} from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
  SecurityPolicy,
  type HttpRoute,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as triggers from 'aws-cdk-lib/triggers';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { FunctionEnvironment } from '@functions/lib/config';
import { siteConfigEnv, type SiteConfig } from '@shared/content/site-config';
import {
  bodyLimits,
  routeRoles,
  bucketEnvName,
  type FunctionUse,
  type HandlerModule,
  type QueueDef,
  type QueueName,
  type RouteDef,
  type MigrationsDef,
  type ScheduleDef,
  type TableDef,
  type TableName,
} from '../../manifest';
import { grantUse, type AccessResources, type TableAccess } from '../constructs/function-access';
import { functionId, functionUses } from '../../function-uses';
import { nativeBundle } from '../constructs/native-packages';
import { Mail } from '../constructs/mail';
import { NodeFunction, type ProjectPaths } from '../constructs/node-function';
import { OperationsAlarms } from '../constructs/operations-alarms';
import { WorkerQueue } from '../constructs/worker-queue';
import {
  certificateRegion,
  resolvePublicOrigin,
  StageConfigError,
  stageTraits,
  type StageConfig,
  type StageTraits,
} from '../stage-config';
import { pascalCase, type DataStack } from './data-stack';

// What each function uses is derived in one place, which the sandbox's grant table reads too.
export { functionId, scheduleUse, workerUse } from '../../function-uses';

export interface ApiStackProps extends StackProps {
  config: StageConfig;
  routes: readonly RouteDef[];
  queues: Readonly<Record<QueueName, QueueDef>>;
  schedules: Readonly<Record<string, ScheduleDef>>;
  tables: Readonly<Record<TableName, TableDef>>;
  /** The data migrations, run after each deploy (manifest `migrations`). */
  migrations: MigrationsDef;
  /** The site config the web build baked (its record), when there is a build. */
  site?: SiteConfig;
  data: DataStack;
  project: ProjectPaths;
  /** Absolute path of a handler module named in the manifest. */
  resolveHandler: (module: HandlerModule) => string;
}

/** The functions' e-mail settings of a stage: its sender and the staff inbox. */
export function mailEnvironment(config: StageConfig): FunctionEnvironment {
  const domain = config.mailDomain ?? config.domainName;
  const from = config.mailFrom ?? (domain ? `no-reply@${domain}` : undefined);
  const staff = config.staffNotifyEmails?.length ? config.staffNotifyEmails : config.adminEmails;
  return {
    ...(from ? { MAIL_FROM: from } : {}),
    STAFF_NOTIFY_EMAILS: staff.join(','),
    ...(config.newsletterRatePerSecond
      ? { NEWSLETTER_RATE_PER_SECOND: String(config.newsletterRatePerSecond) }
      : {}),
  };
}

/** Bedrock resources a model id needs: a foundation model, or an inference profile and its models. */
export function bedrockResources(
  stack: Stack,
  modelId: string,
): { arns: string[]; wildcardFinding?: string } {
  const profile = /^(us|eu|apac|jp|au|ca|us-gov|global)\.(.+)$/.exec(modelId);
  if (!profile) {
    return {
      arns: [`arn:${stack.partition}:bedrock:${stack.region}::foundation-model/${modelId}`],
    };
  }
  // A cross-region inference profile routes to the model in any region of its geography.
  const model = profile[2]!;
  return {
    arns: [
      `arn:${stack.partition}:bedrock:${stack.region}:${stack.account}:inference-profile/${modelId}`,
      `arn:${stack.partition}:bedrock:*::foundation-model/${model}`,
    ],
    wildcardFinding: `Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/${model}`,
  };
}

/** How a function is made beyond its module and grants (all optional). */
interface FunctionOptions {
  timeout?: Duration;
  /** Added to the common environment. */
  environment?: FunctionEnvironment;
  memorySize?: number;
  /** The construct it lives in: this stack, or one of the route functions' nested stacks. */
  scope?: Construct;
}

/** The API's `$default` stage and the host name CloudFront reaches the API by. */
interface HttpApiParts {
  httpApi: HttpApi;
  stage: HttpStage;
  apiDomainName: string;
}

export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  /** Host name of the API, the CloudFront origin of `/api/*`. */
  readonly apiDomainName: string;
  /** The value CloudFront must send in the origin secret header (a deploy-time reference). */
  readonly originSecret: SecretValue;
  readonly functions = new Map<HandlerModule, NodeFunction>();
  readonly workerQueues = new Map<QueueName, WorkerQueue>();
  readonly routes: HttpRoute[] = [];
  /** What functions of other stacks are granted from (the site stack's render worker). */
  readonly accessResources: AccessResources;
  /** The environment every function gets (stage, brand, allow-list, ...). */
  readonly commonEnvironment: Readonly<FunctionEnvironment>;
  /** The stage's alarm topic and alarms. */
  readonly alarms: OperationsAlarms;

  private readonly traits: StageTraits;
  private readonly props: ApiStackProps;
  /** What each function of the manifest uses (grants, native packages, e-mail). */
  private readonly uses: Map<HandlerModule, FunctionUse>;

  // The order of the steps is the order of the constructs in the template; keep it.
  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { config, data } = props;
    this.props = props;
    this.traits = stageTraits(config.stage);
    this.addStackDependency(data);

    const tables = this.importTables();
    const imagesBucket = this.importImagesBucket();
    this.createWorkerQueues();
    const { previewKey, newsletterKey } = this.createSigningKeys();
    const mail = new Mail(this, 'Mail', { domain: config.mailDomain ?? config.domainName });
    this.accessResources = {
      tables,
      images: { bucket: imagesBucket, arnExportName: data.imagesBucketArnExportName },
      previewKey,
      userPoolArn: data.userPool.userPoolArn,
      newsletterKey,
      queues: Object.fromEntries([...this.workerQueues].map(([name, wq]) => [name, wq.queue])),
    };
    const originSecret = this.createOriginSecret();
    this.originSecret = originSecret.secretValue;
    this.commonEnvironment = this.functionEnvironment(originSecret);
    // Where administrators must have two-step sign-in, every admin route's guard may ask the pool.
    this.uses = functionUses(props, { adminMfaRequired: config.adminMfaRequired });

    const { httpApi, stage, apiDomainName } = this.createHttpApi();
    this.httpApi = httpApi;
    this.apiDomainName = apiDomainName;
    this.addRoutes(stage);
    this.addQueueWorkers(mail);
    mail.publishFeedbackTo(this.workerQueues.get('feedback')!.queue);
    this.addSchedules();
    this.addMigrations();
    this.alarms = this.createAlarms();
  }

  // --- data stack references ----------------------------------------------------------------

  /**
   * References to the data stack's tables. They are imported without their indexes so grants name
   * the table alone; function-access adds each index by name instead of `index/*`.
   */
  private importTables(): Record<TableName, TableAccess> {
    const { data } = this.props;
    const tables = {} as Record<TableName, TableAccess>;
    for (const [name, def] of Object.entries(this.props.tables) as [TableName, TableDef][]) {
      tables[name] = {
        table: dynamodb.Table.fromTableAttributes(this, `${pascalCase(name)}TableRef`, {
          tableArn: data.tables[name].tableArn,
        }),
        tableName: data.tables[name].tableName,
        indexNames: (def.gsis ?? []).map((gsi) => gsi.name),
      };
    }
    return tables;
  }

  private importImagesBucket(): s3.IBucket {
    const { data } = this.props;
    return s3.Bucket.fromBucketAttributes(this, 'ImagesBucketRef', {
      bucketArn: Fn.importValue(data.imagesBucketArnExportName),
      bucketName: data.imagesBucket.bucketName,
    });
  }

  // --- queues, keys, secret, environment ----------------------------------------------------

  /** One queue, dead-letter queue and alarm per manifest queue; workers are added later. */
  private createWorkerQueues(): void {
    for (const [name, def] of Object.entries(this.props.queues) as [QueueName, QueueDef][]) {
      this.workerQueues.set(
        name,
        new WorkerQueue(this, `${pascalCase(name)}Queue`, {
          workerTimeout: Duration.seconds(def.workerTimeoutSeconds),
          maxReceiveCount: def.maxReceiveCount,
          alarmDescription: `Messages of the ${name} queue failed ${def.maxReceiveCount} times and wait in its dead-letter queue.`,
        }),
      );
    }
  }

  private createSigningKeys(): { previewKey: kms.Key; newsletterKey: kms.Key } {
    // Preview links are signed with this HMAC key; its material never leaves KMS.
    const previewKey = new kms.Key(this, 'PreviewKey', {
      description: `${this.stackName}: signs preview links of drafts`,
      keySpec: kms.KeySpec.HMAC_256,
      keyUsage: kms.KeyUsage.GENERATE_VERIFY_MAC,
      removalPolicy: this.traits.removalPolicy,
    });
    // The newsletter's links (confirm, unsubscribe) are signed with a key of their own.
    const newsletterKey = new kms.Key(this, 'NewsletterKey', {
      description: `${this.stackName}: signs the newsletter's confirmation and unsubscribe links`,
      keySpec: kms.KeySpec.HMAC_256,
      keyUsage: kms.KeyUsage.GENERATE_VERIFY_MAC,
      removalPolicy: this.traits.removalPolicy,
    });
    return { previewKey, newsletterKey };
  }

  /**
   * The origin secret (DESIGN.md section 5): generated at deploy, never in the repository.
   * CloudFront sends it to the API as a custom origin header and the functions read it from
   * their environment; only a request carrying it has its CloudFront-Viewer-Address believed
   * (functions/lib/client-address.ts). With the stage's `apiOriginDomain` (required in prod)
   * CloudFront reaches the API by that custom domain and the execute-api endpoint is off; a
   * direct call to the custom domain still lacks the secret and is counted by its source address.
   */
  private createOriginSecret(): secretsmanager.Secret {
    const originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      description: `${this.stackName}: header value CloudFront adds to API requests`,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    Validations.of(originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions read the value at deploy; a rotation would break requests until both redeploy. Replacing the secret and deploying rotates it.',
    });
    return originSecret;
  }

  /** The environment every function gets. */
  private functionEnvironment(originSecret: secretsmanager.Secret): FunctionEnvironment {
    const { config, data } = this.props;
    const publicOrigin = resolvePublicOrigin(config);
    return {
      STAGE: config.stage,
      [bucketEnvName('images')]: data.imagesBucket.bucketName,
      COGNITO_USER_POOL_ID: data.userPool.userPoolId,
      COGNITO_CLIENT_ID: data.userPoolClient.userPoolClientId,
      ADMIN_EMAILS: config.adminEmails.join(','),
      ADMIN_EMAIL_DOMAINS: config.adminEmailDomains.join(','),
      ADMIN_MFA_REQUIRED: config.adminMfaRequired ? 'true' : 'false',
      AI_PROVIDER: config.aiProvider,
      BEDROCK_MODEL_ID: config.bedrockModelId,
      // E-mail stage settings: the sender and the staff inbox of contact notifications.
      ...mailEnvironment(config),
      // The site config of the pages deployed beside (one source: the build's record); without
      // a build, what the stage knows of it.
      ...(this.props.site
        ? siteConfigEnv(this.props.site)
        : publicOrigin
          ? { PUBLIC_ORIGIN: publicOrigin }
          : {}),
      // A dynamic reference, resolved by CloudFormation at deploy; the template holds no value.
      ORIGIN_SECRET: originSecret.secretValue.unsafeUnwrap(),
    };
  }

  // --- functions ----------------------------------------------------------------------------

  private useOf(module: HandlerModule): FunctionUse {
    const use = this.uses.get(module);
    if (!use) throw new Error(`${module} is no function of the manifest.`);
    return use;
  }

  /** The function of one handler module, granted what the manifest says it uses. */
  private createFunction(module: HandlerModule, options: FunctionOptions = {}): NodeFunction {
    if (this.functions.has(module)) {
      throw new Error(
        `${module} serves more than one of routes, queues and schedules; give each its own module.`,
      );
    }
    const use = this.useOf(module);
    const fn = new NodeFunction(options.scope ?? this, functionId(module), {
      entry: this.props.resolveHandler(module),
      project: this.props.project,
      serviceName: functionId(module)
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase(),
      description: module,
      logLevel: this.traits.logLevel,
      logRetention: this.traits.logRetention,
      logRemovalPolicy: this.traits.removalPolicy,
      timeout: options.timeout,
      memorySize: options.memorySize,
      environment: { ...this.commonEnvironment, ...options.environment },
      ...(use.native?.length
        ? { native: nativeBundle(this.props.project.rootDir, use.native) }
        : {}),
    });
    fn.addEnvironment(grantUse(fn, use, this.accessResources));
    // The offline model calls nothing: Bedrock is granted only where the stage uses it.
    if (use.model === 'invoke' && this.props.config.aiProvider === 'bedrock')
      this.grantModel(fn, this.props.config.bedrockModelId);
    this.functions.set(module, fn);
    return fn;
  }

  // --- HTTP API -----------------------------------------------------------------------------

  /** The HTTP API, its access-logged, throttled `$default` stage and the origin domain mapping. */
  private createHttpApi(): HttpApiParts {
    const { config } = this.props;
    const traits = this.traits;
    const originDomain = this.apiOriginDomain(config);
    const httpApi = new HttpApi(this, 'HttpApi', {
      description: `${this.stackName}: the site's /api, served through CloudFront`,
      createDefaultStage: false,
      // The API answers only by its custom domain, CloudFront's origin.
      disableExecuteApiEndpoint: originDomain !== undefined,
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: traits.logRetention,
      removalPolicy: traits.removalPolicy,
    });
    const stage = new HttpStage(this, 'DefaultStage', {
      httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: traits.isProduction
        ? { burstLimit: 200, rateLimit: 100 }
        : { burstLimit: 50, rateLimit: 20 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            responseLength: '$context.responseLength',
            latencyMs: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });
    if (originDomain && config.apiOriginDomain) {
      new ApiMapping(this, 'ApiOriginMapping', { api: httpApi, domainName: originDomain, stage });
      new CfnOutput(this, 'ApiOriginTarget', {
        description: `Point a CNAME (or alias) of ${originDomain.name} at this name: CloudFront's API origin.`,
        value: originDomain.regionalDomainName,
      });
      // The name itself, not the resource's reference: CloudFront connects by DNS to this name.
      return { httpApi, stage, apiDomainName: config.apiOriginDomain };
    }
    // Dev without apiOriginDomain (app.ts refuses prod so): the default endpoint stays on as
    // CloudFront's origin, and the origin secret alone tells CloudFront's requests apart.
    Annotations.of(httpApi).addInfo(
      "No apiOriginDomain: the execute-api endpoint stays on as CloudFront's origin (dev only).",
    );
    return {
      httpApi,
      stage,
      apiDomainName: `${httpApi.apiId}.execute-api.${this.region}.${this.urlSuffix}`,
    };
  }

  /**
   * The custom domain CloudFront reaches the API by (stage `apiOriginDomain`), with its regional
   * certificate, which must be in this stack's region: checked at synth when the region is known,
   * else by a template rule at deploy.
   */
  private apiOriginDomain(config: StageConfig): DomainName | undefined {
    if (!config.apiOriginDomain || !config.apiOriginCertificateArn) return undefined;
    const region = certificateRegion(config.apiOriginCertificateArn);
    if (region && !Token.isUnresolved(this.region) && region !== this.region) {
      throw new StageConfigError(
        `apiOriginCertificateArn must be an ACM certificate in the API's region (${this.region}), not ${region}.`,
      );
    }
    if (region && Token.isUnresolved(this.region)) {
      new CfnRule(this, 'ApiOriginCertificateRegion', {
        assertions: [
          {
            assert: Fn.conditionEquals(Aws.REGION, region),
            assertDescription: `apiOriginCertificateArn is in ${region}: deploy the API stack there, or use a certificate of the API's region.`,
          },
        ],
      });
    }
    return new DomainName(this, 'ApiOriginDomain', {
      domainName: config.apiOriginDomain,
      certificate: acm.Certificate.fromCertificateArn(
        this,
        'ApiOriginCertificate',
        config.apiOriginCertificateArn,
      ),
      securityPolicy: SecurityPolicy.TLS_1_2,
    });
  }

  /**
   * One function per route module and its routes on the API (the JWT authorizer on `admin`
   * routes), with the manifest's per-route throttles as the stage's route settings.
   */
  private addRoutes(stage: HttpStage): void {
    const authorizer = new HttpJwtAuthorizer(
      'CognitoAuthorizer',
      this.props.data.userPool.userPoolProviderUrl,
      {
        jwtAudience: [this.props.data.userPoolClient.userPoolClientId],
        identitySource: ['$request.header.Authorization'],
      },
    );
    const functionScopes = this.routeFunctionScopes();
    const routesByModule = new Map<HandlerModule, RouteDef[]>();
    for (const route of this.props.routes) {
      routesByModule.set(route.handler, [...(routesByModule.get(route.handler) ?? []), route]);
    }
    const routeThrottles: Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    > = {};
    for (const [module, moduleRoutes] of routesByModule) {
      const access = moduleRoutes.some((route) => route.access === 'public') ? 'public' : 'admin';
      const fn = this.createRouteFunction(module, moduleRoutes, functionScopes[access]);
      const integration = new HttpLambdaIntegration(
        `${functionId(module)}Integration`,
        fn.function,
      );
      for (const route of moduleRoutes) {
        const httpRoute = this.addRoute(route, integration, authorizer);
        if (route.throttle) {
          routeThrottles[`${route.method} ${route.path}`] = {
            ThrottlingRateLimit: route.throttle.rateLimit,
            ThrottlingBurstLimit: route.throttle.burstLimit,
          };
          // The stage's route settings name the route, which must exist first.
          stage.node.addDependency(httpRoute);
        }
      }
    }
    if (Object.keys(routeThrottles).length > 0)
      (stage.node.defaultChild as CfnResource).addPropertyOverride('RouteSettings', routeThrottles);
  }

  /**
   * CloudFormation takes 500 resources a stack, and each route's function brings four (the
   * function, its role, its policy, its log group): they live in two nested stacks, one for the
   * public routes' functions and one for the admin routes'. The routes, their integrations and
   * invoke permissions stay here, on the API. (A nested stack is one resource of this stack.)
   */
  private routeFunctionScopes(): Record<'public' | 'admin', NestedStack> {
    return {
      public: new NestedStack(this, 'PublicRouteFunctions', {
        description: `${this.stackName}: the functions of the public API routes`,
      }),
      admin: new NestedStack(this, 'AdminRouteFunctions', {
        description: `${this.stackName}: the functions of the admin API routes`,
      }),
    };
  }

  /** The function serving `moduleRoutes`, with their body limits, roles and reserved concurrency. */
  private createRouteFunction(
    module: HandlerModule,
    moduleRoutes: readonly RouteDef[],
    scope: Construct,
  ): NodeFunction {
    const fn = this.createFunction(module, {
      environment: { BODY_LIMITS: bodyLimits(moduleRoutes), ROUTE_ROLES: routeRoles(moduleRoutes) },
      scope,
    });
    const reserved = Math.min(
      ...moduleRoutes.map((route) => route.reservedConcurrency ?? Number.POSITIVE_INFINITY),
    );
    // Prod only: a dev account's concurrency quota may be too small to reserve any.
    if (this.traits.isProduction && Number.isFinite(reserved))
      (fn.function.node.defaultChild as lambda.CfnFunction).reservedConcurrentExecutions = reserved;
    return fn;
  }

  private addRoute(
    route: RouteDef,
    integration: HttpLambdaIntegration,
    authorizer: HttpJwtAuthorizer,
  ): HttpRoute {
    const [httpRoute] = this.httpApi.addRoutes({
      path: route.path,
      methods: [HttpMethod[route.method]],
      integration,
      authorizer: route.access === 'admin' ? authorizer : undefined,
    });
    if (!httpRoute) throw new Error(`No route was created for ${route.method} ${route.path}`);
    if (route.access === 'public') {
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason: `${route.method} ${route.path} is public in infra/manifest.ts: the public site calls it without signing in.`,
      });
    }
    this.routes.push(httpRoute);
    return httpRoute;
  }

  // --- queue workers, SES feedback, schedules, migrations ---------------------------------------

  private addQueueWorkers(mail: Mail): void {
    for (const [name, def] of Object.entries(this.props.queues) as [QueueName, QueueDef][]) {
      // The render worker publishes to the site's bucket, edge store and CDN: it lives in the
      // site stack (SiteStack), which consumes this queue.
      if (def.site === 'publish') continue;
      const workerQueue = this.workerQueues.get(name)!;
      const timeout = Duration.seconds(def.workerTimeoutSeconds);
      const worker = this.createFunction(def.worker, { timeout, memorySize: def.memoryMb });
      workerQueue.addWorker(worker.function, {
        batchSize: def.batchSize,
        maxConcurrency: def.maxConcurrency,
      });
      if (this.useOf(def.worker).email === 'send') {
        mail.grantSend(worker.role);
        worker.addEnvironment({
          SES_CONFIGURATION_SET: mail.configurationSet.configurationSetName,
        });
      }
      if (def.deadLetterWorker) {
        const deadLetterWorker = this.createFunction(def.deadLetterWorker, { timeout });
        workerQueue.addDeadLetterWorker(deadLetterWorker.function);
      }
    }
  }

  private addSchedules(): void {
    for (const [name, def] of Object.entries(this.props.schedules)) {
      const fn = this.createFunction(def.handler, { timeout: ApiStack.scheduleTimeout });
      new events.Rule(this, `${pascalCase(name)}Schedule`, {
        description: def.purpose,
        schedule: events.Schedule.expression(def.schedule),
        targets: [new targets.LambdaFunction(fn.function, { retryAttempts: 2 })],
      });
    }
  }

  /** Data migrations: run on deploy. */
  private addMigrations(): void {
    const migrate = this.createFunction(this.props.migrations.handler, {
      timeout: ApiStack.migrationTimeout,
    });
    // Runs when created and whenever its code changes, which a release adding a migration does
    // (the list is bundled in it); the runner skips migrations already completed on this data.
    new triggers.Trigger(this, 'MigrateAfterDeploy', {
      handler: migrate.function,
      timeout: ApiStack.migrationTimeout,
    });
  }

  /** Alarms: every one notifies the stage's topic. */
  private createAlarms(): OperationsAlarms {
    const alarms = new OperationsAlarms(this, 'Alarms', { email: this.props.config.alarmEmail });
    for (const workerQueue of this.workerQueues.values()) alarms.notify(workerQueue.alarm);
    // The user pool's triggers too: a failing pre sign-up trigger refuses every sign-up.
    alarms.watchFunctions(
      [...this.functions.values(), ...this.props.data.triggerFunctions].map((fn) => fn.function),
    );
    alarms.watchApi(this.httpApi);
    return alarms;
  }

  /** Migrations read whole tables: the longest a Lambda may run. */
  private static readonly migrationTimeout = Duration.minutes(15);

  /** Scheduled functions run with one minute to spare: they sweep, they do not generate. */
  private static readonly scheduleTimeout = Duration.minutes(1);

  /** `bedrock:InvokeModel` (which also authorises Converse) on the configured model only. */
  private grantModel(fn: NodeFunction, modelId: string): void {
    const { arns, wildcardFinding } = bedrockResources(this, modelId);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: arns }),
    );
    if (wildcardFinding) {
      Validations.of(fn.role).acknowledge({
        id: `AwsSolutions-IAM5[${wildcardFinding}]`,
        reason:
          'A cross-region inference profile may serve the request from any region of its geography; the grant names that one model.',
      });
    }
  }
}
