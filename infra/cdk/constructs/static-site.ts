/**
 * The site's front door: a private bucket with the web build, and the CloudFront distribution
 * that serves it together with the API and the public buckets on one origin.
 */
import {
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  Stack,
  Token,
  Validations,
} from 'aws-cdk-lib';
import type * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { responseHeadersSettings } from '../edge/security-headers';
import { mountFunctionCode, viewerFunctionCode } from '../edge/site-routing';
import { renderedPrefix, type PathTable } from '@shared/rules/path-rule';

/** A bucket served read-only under a path prefix of the site (`/media/` -> images). */
export interface BucketMount {
  /** `/media/`: the behaviour is `/media/*`, and the prefix is stripped from the object key. */
  publicPath: string;
  bucket: s3.IBucket;
}

export interface StaticSiteProps {
  /** Redirects, prerendered pages and SPA routes baked into the edge function. */
  routing: PathTable;
  /** Response headers for every answer but the mounts' (manifest `securityHeaders`). */
  securityHeaders: Readonly<Record<string, string>>;
  /**
   * Added to the CSP's `script-src`: the hashes of the web build's inline scripts, as the build
   * recorded them (infra/csp.ts, `readBuiltScriptSources`); none without a build.
   */
  scriptSources: readonly string[];
  /** Response headers of the bucket mounts, `/media/*` (manifest `mediaSecurityHeaders`). */
  mediaSecurityHeaders: Readonly<Record<string, string>>;
  /**
   * Content types a mount serves inline (manifest `inlineMediaTypes`); any other object is sent
   * with `Content-Disposition: attachment`.
   */
  inlineMediaTypes: readonly string[];
  /** Origins added to the CSP's `connect-src` (the images bucket, for presigned uploads). */
  connectSources?: readonly string[];
  /** Domain of the HTTP API; served at `/api/*` uncached with every viewer header but Host. */
  apiDomainName: string;
  /** Headers CloudFront adds to every request to the API (the origin secret). */
  apiOriginHeaders?: Record<string, string>;
  /**
   * Root-level paths answered by the API at `/api<path>` (`/sitemap.xml` -> `/api/sitemap.xml`),
   * as the sandbox does.
   */
  apiAliases?: readonly string[];
  mounts: readonly BucketMount[];
  /** The web build to upload; `undefined` uploads only the runtime config. */
  buildDir?: string;
  /** Written as `/config.json` beside the build, so one build serves every stage. */
  runtimeConfig: Record<string, string>;
  /** Bucket receiving the distribution's standard logs (ACLs enabled). */
  logBucket: s3.IBucket;
  /** Custom domain and its us-east-1 certificate; without it the site is on *.cloudfront.net. */
  domain?: { domainName: string; certificate: acm.ICertificate };
  removalPolicy: RemovalPolicy;
  /** How long pages (HTML) are cached at the edge; every deployment invalidates them anyway. */
  pageTtl?: Duration;
}

/**
 * Site bucket (private, TLS only, Origin Access Control) + CloudFront distribution with:
 * - default behaviour: the site bucket, short-cached pages, the routing function on the viewer
 *   request (redirects, index documents, SPA fallback, not-found page) and viewer response (404);
 * - `/assets/*`: the hashed build assets, long-cached;
 * - `/api/*`: the HTTP API, never cached, all methods (and each API alias, e.g. `/sitemap.xml`);
 * - `/config.json`: the runtime config, never cached, so a deployment takes effect at once;
 * - one behaviour per bucket mount, cached, prefix stripped, with a response headers policy of its
 *   own (no script, `sandbox`) and `Content-Disposition: attachment` on anything not an image;
 * - one response headers policy (the manifest's security headers, script-src with the build's
 *   inline-script hashes) on every other behaviour.
 * No distribution-wide error responses: they would also rewrite the API's 403 and 404 answers,
 * which the web app reads; the routing function serves the not-found page itself.
 */
export class StaticSite extends Construct {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly responseHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  /** The policy of the bucket mounts (`/media/*`). */
  readonly mediaHeadersPolicy: cloudfront.ResponseHeadersPolicy;
  readonly routingFunction: cloudfront.Function;
  readonly edgeStore: cloudfront.KeyValueStore;
  readonly deployment: s3deploy.BucketDeployment;

  constructor(scope: Construct, id: string, props: StaticSiteProps) {
    super(scope, id);
    const destroyable = props.removalPolicy === RemovalPolicy.DESTROY;

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: destroyable,
    });
    Validations.of(this.bucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Only CloudFront (Origin Access Control) reads this bucket and its standard logs record every request; the only writer is the deployment. Server access logs would go to a bucket of the data stack, whose policy cannot name this bucket without a dependency cycle.',
    });

    const headers = responseHeadersSettings(props.securityHeaders, {
      connectSources: props.connectSources,
      scriptSources: props.scriptSources,
    });
    this.responseHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Security headers of infra/manifest.ts',
      securityHeadersBehavior: headers.securityHeadersBehavior,
      customHeadersBehavior: headers.customHeadersBehavior,
    });
    const mediaHeaders = responseHeadersSettings(props.mediaSecurityHeaders);
    this.mediaHeadersPolicy = new cloudfront.ResponseHeadersPolicy(this, 'MediaHeaders', {
      comment: 'Security headers of infra/manifest.ts for uploaded files (/media/*)',
      securityHeadersBehavior: mediaHeaders.securityHeadersBehavior,
      customHeadersBehavior: mediaHeaders.customHeadersBehavior,
    });

    // The published slugs and their redirects, written only by the render worker.
    this.edgeStore = new cloudfront.KeyValueStore(this, 'EdgeStore', {
      comment: 'Rendered pages and slug redirects (written by the render worker)',
    });
    this.routingFunction = new cloudfront.Function(this, 'RoutingFunction', {
      comment: 'The path rule: redirects, rendered pages, index documents, SPA fallback, 404s',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      keyValueStore: this.edgeStore,
      code: cloudfront.FunctionCode.fromInline(
        viewerFunctionCode(props.routing, { keyValueStoreId: this.edgeStore.keyValueStoreId }),
      ),
    });

    const pageCachePolicy = new cloudfront.CachePolicy(this, 'PageCachePolicy', {
      comment: 'Prerendered pages: short TTL, compressed',
      defaultTtl: props.pageTtl ?? Duration.minutes(5),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.hours(1),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    const common = {
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      responseHeadersPolicy: this.responseHeadersPolicy,
      compress: true,
    };

    const apiOrigin = (originPath?: string) =>
      new origins.HttpOrigin(props.apiDomainName, {
        originPath,
        customHeaders: props.apiOriginHeaders,
        protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
        originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
      });
    const apiBehavior = (origin: cloudfront.IOrigin): cloudfront.BehaviorOptions => ({
      ...common,
      origin,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
      // Caching disabled, so the origin request policy may forward Authorization.
      cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    });

    const additionalBehaviors: Record<string, cloudfront.BehaviorOptions> = {
      '/assets/*': {
        ...common,
        origin: siteOrigin,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      },
      '/config.json': {
        ...common,
        origin: siteOrigin,
        cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
      },
      '/api/*': apiBehavior(apiOrigin()),
    };
    if (props.apiAliases && props.apiAliases.length > 0) {
      // The origin path is prepended: `/sitemap.xml` reaches the API as `/api/sitemap.xml`.
      const aliasOrigin = apiOrigin('/api');
      for (const alias of props.apiAliases) additionalBehaviors[alias] = apiBehavior(aliasOrigin);
    }
    for (const mount of props.mounts) {
      const name = mount.publicPath.replace(/[^a-zA-Z0-9]/g, '');
      // One function for both events: the request loses the prefix; the response of an object
      // that is not an image gets `attachment`. Decided on the response's type, not at upload,
      // so it holds for any object however it reached the bucket (the policy cannot branch).
      const mountFunction = new cloudfront.Function(this, `${name}PrefixFunction`, {
        comment: `Strips ${mount.publicPath} from the object key; non-images as attachments`,
        runtime: cloudfront.FunctionRuntime.JS_2_0,
        code: cloudfront.FunctionCode.fromInline(
          mountFunctionCode(mount.publicPath, props.inlineMediaTypes),
        ),
      });
      additionalBehaviors[`${mount.publicPath}*`] = {
        ...common,
        responseHeadersPolicy: this.mediaHeadersPolicy,
        origin: origins.S3BucketOrigin.withOriginAccessControl(mount.bucket),
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        functionAssociations: [
          { function: mountFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
          { function: mountFunction, eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE },
        ],
      };
    }

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${Stack.of(this).stackName} site`,
      defaultBehavior: {
        ...common,
        origin: siteOrigin,
        cachePolicy: pageCachePolicy,
        functionAssociations: [
          {
            function: this.routingFunction,
            eventType: cloudfront.FunctionEventType.VIEWER_REQUEST,
          },
          {
            function: this.routingFunction,
            eventType: cloudfront.FunctionEventType.VIEWER_RESPONSE,
          },
        ],
      },
      additionalBehaviors,
      domainNames: props.domain ? [props.domain.domainName] : undefined,
      certificate: props.domain?.certificate,
      // Settable only with a certificate of our own; *.cloudfront.net keeps CloudFront's policy.
      minimumProtocolVersion: props.domain
        ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021
        : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
    });

    if (props.mounts.length > 0) {
      Validations.of(this.distribution).acknowledge({
        id: '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        reason:
          'Mounted buckets belong to the data stack, whose own bucket policy grants CloudFront OAC read access (see DataStack).',
      });
    }

    // The deployment's Lambda gets a role of ours: no managed policy, logs to its own group.
    const deploymentLogs = new logs.LogGroup(this, 'DeploymentLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const deploymentRole = new iam.Role(this, 'DeploymentRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: 'Uploads the web build and /config.json, then invalidates the distribution',
    });
    deploymentLogs.grantWrite(deploymentRole);

    const sources = [s3deploy.Source.jsonData('config.json', props.runtimeConfig)];
    if (props.buildDir) sources.unshift(s3deploy.Source.asset(props.buildDir));
    // Hashed assets are added, never pruned: pages rendered with the previous build (and tabs
    // opened before the deploy) keep finding their scripts until the render worker has rendered
    // them again with the new build. Everything else is synced and pruned, except the rendered
    // pages (`_rendered/`), which only the render worker writes.
    const assets = props.buildDir
      ? new s3deploy.BucketDeployment(this, 'AssetsDeployment', {
          sources: [s3deploy.Source.asset(props.buildDir)],
          destinationBucket: this.bucket,
          exclude: ['*'],
          include: ['assets/*'],
          prune: false,
          memoryLimit: 512,
          role: deploymentRole,
          logGroup: deploymentLogs,
        })
      : undefined;
    this.deployment = new s3deploy.BucketDeployment(this, 'Deployment', {
      sources,
      destinationBucket: this.bucket,
      distribution: this.distribution,
      distributionPaths: ['/*'],
      exclude: ['assets/*', `${renderedPrefix.slice(1)}/*`],
      prune: true,
      memoryLimit: 512,
      role: deploymentRole,
      logGroup: deploymentLogs,
    });
    if (assets) this.deployment.node.addDependency(assets);
    this.acknowledgeDeployment(deploymentRole);
  }

  /** The findings on CDK's BucketDeployment, which this construct cannot narrow further. */
  private acknowledgeDeployment(role: iam.Role): void {
    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(this.bucket.node.defaultChild as s3.CfnBucket);
    // The bootstrap bucket's name as cdk-nag prints it: pseudo parameters stay <AWS::...> until
    // the stack's environment is known.
    const qualifier =
      stack.synthesizer instanceof DefaultStackSynthesizer
        ? (stack.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER)
        : DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const account = Token.isUnresolved(stack.account) ? '<AWS::AccountId>' : stack.account;
    const region = Token.isUnresolved(stack.region) ? '<AWS::Region>' : stack.region;
    const findings: [string, string][] = [
      [
        'Action::s3:GetObject*',
        'BucketDeployment reads the build archive from the CDK asset bucket and the objects it replaces.',
      ],
      [
        'Action::s3:GetBucket*',
        'BucketDeployment reads bucket metadata of the asset and site buckets.',
      ],
      [
        'Action::s3:List*',
        'BucketDeployment lists the site bucket to prune files the new build no longer has.',
      ],
      [
        'Action::s3:Abort*',
        'BucketDeployment uploads the build (multipart uploads may be aborted).',
      ],
      ['Action::s3:DeleteObject*', 'BucketDeployment prunes files the new build no longer has.'],
      [
        `Resource::<${bucketId}.Arn>/*`,
        'The deployment writes any key of the site bucket: that is its job.',
      ],
      [
        `Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}/*`,
        'The build archive is an asset in the bootstrap bucket, under a hashed key known only at publish time.',
      ],
      [
        'Resource::*',
        'BucketDeployment grants cloudfront:CreateInvalidation/GetInvalidation without a resource; nothing else is on *.',
      ],
    ];
    for (const [finding, reason] of findings) {
      Validations.of(role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
    }
    // BucketDeployment's handler is a singleton at stack level with a runtime CDK chooses.
    for (const child of stack.node.children) {
      if (child.node.id.startsWith('Custom::CDKBucketDeployment')) {
        Validations.of(child).acknowledge({
          id: 'AwsSolutions-L1',
          reason:
            'The BucketDeployment handler runtime is chosen and bundled by aws-cdk-lib; it moves with library upgrades.',
        });
      }
    }
  }
}
