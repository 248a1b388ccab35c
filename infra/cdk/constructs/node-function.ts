/**
 * The house Lambda function: every function of the product is one of these, so runtime,
 * architecture, bundling, logging and tracing are decided once.
 */
import { Duration, Validations, type RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionEnvironment } from '@functions/lib/config';
import { credentialsAlias } from './bundle-aliases';
import { copyPackagesCommands, type NativeBundle } from './native-packages';

/** Where the bundler finds the project: its lock file, tsconfig (path aliases) and node_modules. */
export interface ProjectPaths {
  /** Repository root (holds package-lock.json and tsconfig.json). */
  rootDir: string;
  /** Absolute path of the lock file; the bundler's project root is its folder. */
  lockFile: string;
  /** Absolute path of the tsconfig whose `paths` the bundler resolves (`@shared/*`, ...). */
  tsconfig: string;
}

export interface NodeFunctionProps {
  /** Absolute path of the TypeScript module exporting `handler`. */
  entry: string;
  project: ProjectPaths;
  /** Powertools service name: one per function, so logs and traces group by handler. */
  serviceName: string;
  /** `DEBUG` in dev stages, `INFO` in production. */
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  /** How long the function's logs are kept. */
  logRetention: logs.RetentionDays;
  /** Removal policy of the log group (retain logs of production). */
  logRemovalPolicy: RemovalPolicy;
  /** The functions' configuration (functions/lib/config.ts); the house adds its runtime variables. */
  environment?: FunctionEnvironment;
  /** `NODE_ENV` of the runtime (libraries such as React read it); unset by default. */
  nodeEnv?: 'production';
  /** @default 25 seconds (below the 30 s integration limit of an HTTP API) */
  timeout?: Duration;
  /** @default 512 */
  memorySize?: number;
  description?: string;
  /**
   * Shell commands run after esbuild, given the input and output folders of the bundle (the
   * render worker adds the web's server build beside its handler).
   */
  afterBundling?: (inputDir: string, outputDir: string) => string[];
  /** Native packages kept out of the bundle and copied beside it; they set the architecture. */
  native?: NativeBundle;
}

// esbuild emits ESM; packages that still call `require` (some SDK dependencies do) need one.
const requireShim =
  "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);";

/** The entries of an environment that have a value (an optional variable may be left out). */
function definedValues(environment: FunctionEnvironment): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).filter(
      (entry): entry is [string, string] => entry[1] !== undefined,
    ),
  );
}

/**
 * A NodejsFunction with the project's defaults: nodejs22.x on arm64, bundled locally by esbuild
 * (minified ESM, source maps), its own log group with a retention, JSON logs, X-Ray tracing and
 * the Powertools environment. Its role starts empty: no managed policy, only write access to its
 * own log group; callers add grants.
 */
export class NodeFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: NodeFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: props.logRetention,
      removalPolicy: props.logRemovalPolicy,
    });

    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    // Instead of AWSLambdaBasicExecutionRole (logs:* on every group), write to this group only.
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      description: props.description,
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: props.native?.architecture ?? lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(25),
      role: this.role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      tracing: lambda.Tracing.ACTIVE,
      depsLockFilePath: props.project.lockFile,
      projectRoot: props.project.rootDir,
      environment: {
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        POWERTOOLS_LOG_LEVEL: props.logLevel,
        NODE_OPTIONS: '--enable-source-maps',
        ...(props.nodeEnv ? { NODE_ENV: props.nodeEnv } : {}),
        ...definedValues(props.environment ?? {}),
      },
      bundling: {
        forceDockerBundling: false,
        format: OutputFormat.ESM,
        target: 'node22',
        platform: 'node',
        mainFields: ['module', 'main'],
        banner: requireShim,
        minify: true,
        sourceMap: true,
        sourceMapMode: SourceMapMode.DEFAULT,
        sourcesContent: false,
        tsconfig: props.project.tsconfig,
        // Bundle the SDK too: the versions pinned in package.json are the ones tested.
        bundleAwsSDK: true,
        externalModules: props.native?.externalModules ?? [],
        esbuildArgs: Object.fromEntries(
          Object.entries(credentialsAlias(props.project.rootDir)).map(([name, path]) => [
            `--alias:${name}`,
            path,
          ]),
        ),
        ...(props.afterBundling || props.native
          ? {
              commandHooks: {
                beforeBundling: () => [],
                beforeInstall: () => [],
                afterBundling: (inputDir: string, outputDir: string) => [
                  ...(props.afterBundling?.(inputDir, outputDir) ?? []),
                  ...(props.native
                    ? copyPackagesCommands(props.project.rootDir, outputDir, props.native.packages)
                    : []),
                ],
              },
            }
          : {}),
      },
    });

    // Tracing adds xray:PutTraceSegments/PutTelemetryRecords on `*` to the role.
    Validations.of(this.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason:
        'X-Ray PutTraceSegments and PutTelemetryRecords support no resource-level permissions; this statement carries only those two actions.',
    });
    Validations.of(this.function).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        'DESIGN.md section 10 pins nodejs22.x: the runtime the code, its dependencies and the local sandbox are tested on. Moving to a newer runtime is a deliberate upgrade.',
    });
  }

  /** Adds configuration after construction (for values known only later, such as grants'). */
  addEnvironment(environment: FunctionEnvironment): void {
    for (const [name, value] of Object.entries(definedValues(environment)))
      this.function.addEnvironment(name, value);
  }
}
