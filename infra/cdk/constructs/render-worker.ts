/**
 * The render worker in AWS (render on publish, DESIGN.md section 8): the manifest's `render`
 * queue consumer, beside the site it publishes to. It reads the content tables (the public API's
 * reads), renders with the web's server build bundled beside its handler, writes only under
 * `_rendered/` in the site bucket, reads and writes the edge store (the CloudFront KeyValueStore
 * the routing function reads) and invalidates the distribution's changed paths.
 *
 * A deploy asks it for a whole-site render once the new build is in the bucket (`rerenderOnDeploy`),
 * so pages rendered with the previous build are rendered again; the previous build's assets stay
 * in the bucket meanwhile (StaticSite never prunes `assets/`).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { renderedPrefix } from '@shared/rules/path-rule';
import type { FunctionEnvironment } from '@functions/lib/config';
import { bucketEnvName, type QueueDef } from '../../manifest';
import { sitePublishActions, workerUse } from '../../function-uses';
import { grantUse, type AccessResources } from './function-access';
import { NodeFunction, type ProjectPaths } from './node-function';
import type { WorkerQueue } from './worker-queue';

export interface RenderWorkerProps {
  def: QueueDef;
  queue: WorkerQueue;
  /** The handler module's absolute path. */
  entry: string;
  project: ProjectPaths;
  /** The web build's folder (`web/build`): its `render/index.js` is bundled with the worker. */
  webBuildRoot: string;
  access: AccessResources;
  environment: Readonly<FunctionEnvironment>;
  siteBucket: s3.IBucket;
  edgeStore: cloudfront.IKeyValueStore;
  distribution: cloudfront.IDistribution;
  logLevel: 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
  nodeFunction: Pick<
    ConstructorParameters<typeof NodeFunction>[2],
    'logRetention' | 'logRemovalPolicy'
  >;
}

/** Where the bundled server build lands beside the handler (`/var/task/render/index.mjs`). */
const bundledBuild = 'render/index.mjs';

export class RenderWorker extends Construct {
  readonly worker: NodeFunction;
  /** The deploy-time render request; the site stack makes it wait for the deployment. */
  readonly rerender: cr.AwsCustomResource;

  constructor(scope: Construct, id: string, props: RenderWorkerProps) {
    super(scope, id);
    const serverBuild = join(props.webBuildRoot, 'render', 'index.js');
    this.worker = new NodeFunction(this, 'Worker', {
      entry: props.entry,
      project: props.project,
      serviceName: 'render-worker',
      description: props.def.worker,
      logLevel: props.logLevel,
      ...props.nodeFunction,
      timeout: Duration.seconds(props.def.workerTimeoutSeconds),
      memorySize: 1024,
      environment: {
        ...props.environment,
        [bucketEnvName('site')]: props.siteBucket.bucketName,
        EDGE_STORE_ARN: props.edgeStore.keyValueStoreArn,
        DISTRIBUTION_ID: props.distribution.distributionId,
        RENDER_BUILD_PATH: bundledBuild,
      },
      // React's server build reads it: its production build, as the web's was.
      nodeEnv: 'production',
      // The server build and everything it imports, as one module beside the handler.
      afterBundling: (_input, output) =>
        existsSync(serverBuild)
          ? [
              `npx esbuild ${JSON.stringify(serverBuild)} --bundle --platform=node --format=esm --target=node22 --minify --outfile=${JSON.stringify(join(output, bundledBuild))} --banner:js=${JSON.stringify("import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);")}`,
            ]
          : [],
    });
    const role = this.worker.role;
    const use = workerUse(props.def);
    if (use.site !== 'publish')
      throw new Error(`${props.def.worker} publishes to the site only with site: 'publish'.`);
    this.worker.addEnvironment(grantUse(this.worker, use, props.access));
    props.queue.addWorker(this.worker.function, {
      batchSize: props.def.batchSize,
      maxConcurrency: props.def.maxConcurrency,
    });

    props.siteBucket.grantPut(role, `${renderedPrefix.slice(1)}/*`);
    // The actions of the manifest's `site: 'publish'`, the same list the sandbox enforces.
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...sitePublishActions.edgeStore],
        resources: [props.edgeStore.keyValueStoreArn],
      }),
    );
    const stack = Stack.of(this);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...sitePublishActions.cdn],
        resources: [
          `arn:${stack.partition}:cloudfront::${stack.account}:distribution/${props.distribution.distributionId}`,
        ],
      }),
    );
    for (const [finding, reason] of [
      [
        'Action::s3:Abort*',
        'CDK grantPut action group (aborting multipart uploads), under _rendered/ of the site bucket only.',
      ],
      [
        `Resource::<${stack.getLogicalId(props.siteBucket.node.defaultChild as never)}.Arn>/_rendered/*`,
        'Rendered pages are written by key under _rendered/ of the site bucket: nowhere else.',
      ],
    ] as const) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }

    this.rerender = this.rerenderOnDeploy(props, serverBuild);
  }

  /** A whole-site render job sent by every deploy whose server build changed. */
  private rerenderOnDeploy(props: RenderWorkerProps, serverBuild: string): cr.AwsCustomResource {
    const version = existsSync(serverBuild)
      ? createHash('sha256').update(readFileSync(serverBuild)).digest('hex').slice(0, 16)
      : 'no-build';
    const send: cr.AwsSdkCall = {
      service: 'SQS',
      action: 'sendMessage',
      parameters: {
        QueueUrl: props.queue.queue.queueUrl,
        MessageBody: JSON.stringify({ type: 'site' }),
      },
      physicalResourceId: cr.PhysicalResourceId.of(`render-site-${version}`),
    };
    const rerender = new cr.AwsCustomResource(this, 'RerenderOnDeploy', {
      onCreate: send,
      onUpdate: send,
      policy: cr.AwsCustomResourcePolicy.fromStatements([
        new iam.PolicyStatement({
          actions: ['sqs:SendMessage'],
          resources: [props.queue.queue.queueArn],
        }),
      ]),
      installLatestAwsSdk: false,
    });
    // The custom resource's provider is a singleton function CDK creates with its own role.
    const provider = Stack.of(this).node.tryFindChild(
      `AWS${cr.AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '')}`,
    );
    const providerRole = provider?.node.tryFindChild('ServiceRole');
    if (providerRole) {
      Validations.of(providerRole).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason:
          "CDK's AwsCustomResource provider (one call per deploy: the whole-site render request) writes its logs with the basic execution policy; its only other permission is sqs:SendMessage on the render queue.",
      });
    }
    return rerender;
  }
}
