/**
 * The site stack: the static site (bucket, CloudFront, edge routing, security headers, the web
 * build and its runtime config), with the API and the images bucket on the same origin.
 */
import type { PathTable } from '@shared/rules/path-rule';
import { dirname } from 'node:path';
import { CfnOutput, Stack, Token, Validations, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { apiAliases } from '../../manifest';
import type {
  BucketDef,
  BucketName,
  HandlerModule,
  QueueDef,
  QueueName,
  RedirectDef,
} from '../../manifest';
import { readBuiltScriptSources } from '../../csp';
import type { ProjectPaths } from '../constructs/node-function';
import { RenderWorker } from '../constructs/render-worker';
import { StaticSite, type BucketMount } from '../constructs/static-site';
import { listPrerenderedPages } from '../edge/prerendered-pages';
import { stageTraits, type StageConfig } from '../stage-config';
import type { ApiStack } from './api-stack';
import { originSecretHeader } from '@functions/lib/client-address';
import type { DataStack } from './data-stack';

export interface SiteStackProps extends StackProps {
  config: StageConfig;
  redirects: readonly RedirectDef[];
  /** The path rule's table for the build's prerendered pages (manifest `pathTable`). */
  pathTable: (pages: readonly string[] | null) => PathTable;
  securityHeaders: Readonly<Record<string, string>>;
  /** Headers of the public buckets' paths, `/media/*` (manifest `mediaSecurityHeaders`). */
  mediaSecurityHeaders: Readonly<Record<string, string>>;
  /** Types `/media/*` serves inline (manifest `inlineMediaTypes`); others are attachments. */
  inlineMediaTypes: readonly string[];
  buckets: Readonly<Record<BucketName, BucketDef>>;
  data: DataStack;
  api: ApiStack;
  /** The web build (`web/build/client`); a folder that does not exist means "no build yet". */
  webBuildDir: string;
  /** The manifest's queues: the one whose worker publishes (`site: 'publish'`) lives here. */
  queues: Readonly<Record<QueueName, QueueDef>>;
  project: ProjectPaths;
  /** Absolute path of a handler module named in the manifest. */
  resolveHandler: (module: HandlerModule) => string;
}

export class SiteStack extends Stack {
  readonly site: StaticSite;
  /** Whether the web build was found and is part of the deployment. */
  readonly deploysBuild: boolean;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    const { config, data, api } = props;
    const traits = stageTraits(config.stage);

    const pages = listPrerenderedPages(props.webBuildDir);
    this.deploysBuild = pages !== undefined;

    // Buckets the manifest serves under a path. Imported by attributes: OAC's bucket policy is
    // written in the data stack (see DataStack), since writing it here would make a cycle.
    const publicBuckets: Partial<Record<BucketName, s3.IBucket>> = {
      images: s3.Bucket.fromBucketAttributes(this, 'ImagesBucketRef', {
        bucketArn: data.imagesBucket.bucketArn,
        bucketName: data.imagesBucket.bucketName,
        bucketRegionalDomainName: data.imagesBucket.bucketRegionalDomainName,
      }),
    };
    const mounts: BucketMount[] = [];
    for (const [name, def] of Object.entries(props.buckets) as [BucketName, BucketDef][]) {
      if (!def.publicPath) continue;
      const bucket = publicBuckets[name];
      if (!bucket)
        throw new Error(`Bucket "${name}" has a publicPath but no bucket in the data stack.`);
      mounts.push({ publicPath: def.publicPath, bucket });
    }

    let domain: { domainName: string; certificate: acm.ICertificate } | undefined;
    if (config.domainName) {
      if (!config.certificateArn) {
        throw new Error(
          'domainName needs certificateArn: an ACM certificate in us-east-1 covering it.',
        );
      }
      if (
        !Token.isUnresolved(config.certificateArn) &&
        !config.certificateArn.includes(':us-east-1:')
      ) {
        throw new Error(
          `CloudFront only accepts certificates from us-east-1: ${config.certificateArn}`,
        );
      }
      domain = {
        domainName: config.domainName,
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', config.certificateArn),
      };
    }

    this.site = new StaticSite(this, 'Site', {
      routing: props.pathTable(pages ?? null),
      securityHeaders: props.securityHeaders,
      // The hashes of the build's inline scripts, as the build recorded them (none without one).
      scriptSources: readBuiltScriptSources(dirname(props.webBuildDir)) ?? [],
      mediaSecurityHeaders: props.mediaSecurityHeaders,
      inlineMediaTypes: props.inlineMediaTypes,
      // The admin portal posts presigned uploads straight to the bucket (the sandbox proxies them
      // on its own origin instead); S3 may answer on the regional or the global host name.
      // The admin's sign-in talks to Cognito's regional endpoint from the browser.
      connectSources: [
        `https://cognito-idp.${this.region}.amazonaws.com`,
        `https://${data.imagesBucket.bucketRegionalDomainName}`,
        `https://${data.imagesBucket.bucketDomainName}`,
      ],
      apiDomainName: api.apiDomainName,
      apiOriginHeaders: { [originSecretHeader]: api.originSecret.unsafeUnwrap() },
      apiAliases,
      mounts,
      buildDir: this.deploysBuild ? props.webBuildDir : undefined,
      runtimeConfig: {
        userPoolId: data.userPool.userPoolId,
        userPoolClientId: data.userPoolClient.userPoolClientId,
        region: this.region,
        authFlow: 'USER_SRP_AUTH',
        adminMfaRequired: String(config.adminMfaRequired),
      },
      logBucket: data.logBucket,
      domain,
      removalPolicy: traits.removalPolicy,
    });

    const distribution = this.site.distribution;
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'The firm publishes to a worldwide audience; no country is excluded.',
    });
    // What stands in for a WAF, as it holds for this stage.
    const apiReach = config.apiOriginDomain
      ? `The API's execute-api endpoint is disabled: it answers only by its custom domain ${config.apiOriginDomain}, CloudFront's origin`
      : "Dev without apiOriginDomain: the API's execute-api endpoint stays on as CloudFront's origin (prod refuses to synthesise so)";
    Validations.of(distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason: `No WAF web ACL (about $6 a month idle). ${apiReach}; the functions believe the viewer address only from a request carrying the deploy-time origin secret CloudFront adds (else the source IP; IPv6 by /64). The public forms have a honeypot and a per-client rate limit on that address; the public POST routes have their own API throttles and, in prod, reserved concurrency; the stage is throttled; admin routes need a Cognito ID token of a staff role group.`,
    });
    if (!domain) {
      Validations.of(distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain the distribution uses the default *.cloudfront.net certificate, whose minimum TLS version cannot be set; with domainName it is TLSv1.2_2021.',
      });
    }

    // Render on publish: the queue is the API stack's (its functions send to it); the worker is
    // here, beside the bucket, edge store and distribution it publishes to.
    for (const [name, def] of Object.entries(props.queues) as [QueueName, QueueDef][]) {
      if (def.site !== 'publish') continue;
      const renderWorker = new RenderWorker(this, 'RenderWorker', {
        def,
        queue: api.workerQueues.get(name)!,
        entry: props.resolveHandler(def.worker),
        project: props.project,
        webBuildRoot: dirname(props.webBuildDir),
        access: api.accessResources,
        environment: api.commonEnvironment,
        siteBucket: this.site.bucket,
        edgeStore: this.site.edgeStore,
        distribution,
        logLevel: traits.logLevel,
        nodeFunction: { logRetention: traits.logRetention, logRemovalPolicy: traits.removalPolicy },
      });
      renderWorker.rerender.node.addDependency(this.site.deployment);
      // Its errors and throttles notify the stage's alarm topic, as the API's functions do.
      api.alarms.watchFunctions([renderWorker.worker.function], renderWorker, 'the site stack');
    }

    new CfnOutput(this, 'SiteUrl', {
      value: domain
        ? `https://${domain.domainName}`
        : `https://${distribution.distributionDomainName}`,
    });
  }
}
