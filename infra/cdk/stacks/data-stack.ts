/**
 * The stateful stack: every table of the manifest, the images bucket (and the access-log bucket)
 * and the Cognito user pool. Its logical ids are pinned by a test, because renaming one would
 * replace a resource that holds data.
 */
import { CfnOutput, Duration, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type {
  HandlerModule,
  KeyDef,
  TableDef,
  TableName,
  TriggerDef,
  TriggerName,
  userPoolClient,
} from '../../manifest';
import { NodeFunction, type ProjectPaths } from '../constructs/node-function';
import { staffActions } from '../../function-uses';
import { stageTraits, type StageConfig } from '../stage-config';
import { legacyAdminGroup, roleGroups, roleLabels, staffRoles } from '@shared/rules/staff-roles';
import { passwordPolicy, temporaryPasswordValidityDays } from '@shared/rules/password-policy';

type UserPoolClientDef = typeof userPoolClient;

export interface DataStackProps extends StackProps {
  config: StageConfig;
  tables: Readonly<Record<TableName, TableDef>>;
  /** The user pool's Lambda triggers (manifest `triggers`). */
  triggers: Readonly<Record<TriggerName, TriggerDef>>;
  /** What the web client may write, and what changes only once verified (manifest `userPoolClient`). */
  userPoolClient: UserPoolClientDef;
  project: ProjectPaths;
  /** Absolute path of a handler module named in the manifest. */
  resolveHandler: (module: HandlerModule) => string;
  /** Origins allowed to POST presigned uploads to the images bucket (CORS). */
  uploadOrigins: readonly string[];
}

/** PascalCase of a manifest name (`ratelimits` -> `Ratelimits`, `dead-letter` -> `DeadLetter`). */
export function pascalCase(name: string): string {
  return name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

function attribute(key: KeyDef): dynamodb.Attribute {
  return {
    name: key.name,
    type: key.type === 'N' ? dynamodb.AttributeType.NUMBER : dynamodb.AttributeType.STRING,
  };
}

export class DataStack extends Stack {
  readonly tables: Record<TableName, dynamodb.Table>;
  readonly imagesBucket: s3.Bucket;
  readonly logBucket: s3.Bucket;
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  /** The user pool's trigger functions (the API stack's alarms watch them). */
  readonly triggerFunctions: readonly NodeFunction[];
  /** Export name of the images bucket ARN (the API stack imports it by this name). */
  readonly imagesBucketArnExportName: string;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const traits = stageTraits(props.config.stage);

    this.tables = {} as Record<TableName, dynamodb.Table>;
    for (const [name, def] of Object.entries(props.tables) as [TableName, TableDef][]) {
      const table = new dynamodb.Table(this, `${pascalCase(name)}Table`, {
        partitionKey: attribute(def.partitionKey),
        sortKey: def.sortKey ? attribute(def.sortKey) : undefined,
        billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
        encryption: dynamodb.TableEncryption.AWS_MANAGED,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: traits.isProduction,
        removalPolicy: traits.removalPolicy,
        timeToLiveAttribute: def.ttlAttribute,
      });
      for (const gsi of def.gsis ?? []) {
        table.addGlobalSecondaryIndex({
          indexName: gsi.name,
          partitionKey: attribute(gsi.partitionKey),
          sortKey: gsi.sortKey ? attribute(gsi.sortKey) : undefined,
          ...(typeof gsi.projection === 'object'
            ? {
                projectionType: dynamodb.ProjectionType.INCLUDE,
                nonKeyAttributes: [...gsi.projection.include],
              }
            : {
                projectionType:
                  gsi.projection === 'KEYS_ONLY'
                    ? dynamodb.ProjectionType.KEYS_ONLY
                    : dynamodb.ProjectionType.ALL,
              }),
        });
      }
      this.tables[name] = table;
    }

    // Receives S3 server access logs (bucket policy) and CloudFront standard logs (ACL).
    this.logBucket = new s3.Bucket(this, 'AccessLogsBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [
        { id: 'expire-logs', expiration: Duration.days(traits.isProduction ? 365 : 30) },
      ],
      removalPolicy: traits.removalPolicy,
      autoDeleteObjects: !traits.isProduction,
    });
    Validations.of(this.logBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This is the access-log bucket itself; logging its own access would log the log writes.',
    });

    this.imagesBucket = new s3.Bucket(this, 'ImagesBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      lifecycleRules: [
        {
          id: 'expire-noncurrent-versions',
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
      cors:
        props.uploadOrigins.length > 0
          ? [
              {
                // Presigned POST from the admin portal in the browser.
                allowedMethods: [s3.HttpMethods.POST],
                allowedOrigins: [...props.uploadOrigins],
                allowedHeaders: ['*'],
                exposedHeaders: ['ETag', 'Location'],
                maxAge: 3000,
              },
            ]
          : undefined,
      serverAccessLogsBucket: this.logBucket,
      serverAccessLogsPrefix: 's3/images/',
      removalPolicy: traits.removalPolicy,
      autoDeleteObjects: !traits.isProduction,
    });
    // CloudFront reads images through Origin Access Control. The distribution lives in the site
    // stack, which depends on this one, so the policy names the account's distributions rather
    // than the distribution's ARN (that reference would make a dependency cycle).
    this.imagesBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'AllowCloudFrontOriginAccessControlRead',
        principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.imagesBucket.arnForObjects('*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': this.account },
          ArnLike: {
            'AWS:SourceArn': `arn:${this.partition}:cloudfront::${this.account}:distribution/*`,
          },
        },
      }),
    );
    this.imagesBucketArnExportName = `${this.stackName}-ImagesBucketArn`;
    new CfnOutput(this, 'ImagesBucketArn', {
      value: this.imagesBucket.bucketArn,
      exportName: this.imagesBucketArnExportName,
    });

    // One function per manifest trigger; the allow-list is all they are configured with.
    const triggerFunctions = {} as Record<TriggerName, NodeFunction>;
    for (const [name, def] of Object.entries(props.triggers) as [TriggerName, TriggerDef][]) {
      triggerFunctions[name] = new NodeFunction(this, pascalCase(name), {
        entry: props.resolveHandler(def.handler),
        project: props.project,
        serviceName: name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase(),
        description: def.purpose,
        logLevel: traits.logLevel,
        logRetention: traits.logRetention,
        logRemovalPolicy: traits.removalPolicy,
        timeout: Duration.seconds(5),
        memorySize: 256,
        environment: {
          ADMIN_EMAILS: props.config.adminEmails.join(','),
          ADMIN_EMAIL_DOMAINS: props.config.adminEmailDomains.join(','),
        },
      });
    }
    this.triggerFunctions = Object.values(triggerFunctions);

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      selfSignUpEnabled: true,
      signInAliases: { email: true },
      // ADMIN@firm.example is the same account as admin@firm.example, not a second one.
      signInCaseSensitive: false,
      autoVerify: { email: true },
      keepOriginal: { email: props.userPoolClient.verifyBeforeUpdate.includes('email') },
      standardAttributes: { email: { required: true, mutable: true } },
      // The one policy the sign-up form and the sandbox's Cognito apply too. Staff invited in the
      // Staff tab get no message from the pool (AdminCreateUser is suppressed): the site's own
      // invitation mail carries the temporary password and says when it expires.
      passwordPolicy: {
        ...passwordPolicy,
        tempPasswordValidity: Duration.days(temporaryPasswordValidityDays),
      },
      userVerification: {
        emailSubject: 'Confirm your staff account',
        emailBody: 'Your confirmation code is {####}',
        emailStyle: cognito.VerificationEmailStyle.CODE,
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // A second factor for whoever enrols (authenticator apps, never SMS). Cognito cannot
      // require it of one group: the portal and the API require it of administrators where the
      // stage says so (`adminMfaRequired`).
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: traits.isProduction,
      removalPolicy: traits.removalPolicy,
      lambdaTriggers: Object.fromEntries(
        Object.entries(triggerFunctions).map(([name, fn]) => [name, fn.function]),
      ),
    });
    // Staff are the members of the role groups (DESIGN.md section 6; shared/rules/staff-roles.ts),
    // not whoever holds an address. The group of before roles stays (same logical id) and reads as
    // Administrator, so its members keep their access until moved to a role in the Staff tab.
    new cognito.CfnUserPoolGroup(this, 'AdminsGroup', {
      userPoolId: this.userPool.userPoolId,
      groupName: legacyAdminGroup,
      description: 'Staff of before roles; read as Administrator. Nothing adds members any more.',
    });
    for (const role of staffRoles) {
      const { group, precedence } = roleGroups[role];
      new cognito.CfnUserPoolGroup(this, `${roleLabels[role]}Group`, {
        userPoolId: this.userPool.userPoolId,
        groupName: group,
        precedence,
        description: `Staff with the ${roleLabels[role]} role.`,
      });
    }
    // A policy of its own, which the function does not depend on: the pool depends on the
    // function (trigger), so a grant in the function's default policy would make a cycle.
    const enrol = props.triggers.postConfirmation.staff;
    if (enrol) {
      triggerFunctions.postConfirmation.role.attachInlinePolicy(
        new iam.Policy(this, 'PostConfirmationGroupPolicy', {
          statements: [
            new iam.PolicyStatement({
              actions: [...staffActions[enrol]],
              resources: [this.userPool.userPoolArn],
            }),
          ],
        }),
      );
    }
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG2',
      reason:
        'MFA is optional at the pool (TOTP only) because Cognito cannot require it of one group: administrators must enrol where the stage sets adminMfaRequired (default in prod), which the portal and the API guard enforce on every admin route.',
    });
    Validations.of(this.userPool).acknowledge({
      id: 'AwsSolutions-COG8',
      reason:
        'Threat protection needs the Plus feature plan, billed per monthly active user; the pool serves a handful of allow-listed staff, behind a 12-character password policy.',
    });

    // The web app signs in with SRP; no client secret, since it runs in the browser.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userSrp: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    // Unset, the client may write every standard attribute; the manifest names the few it needs.
    (this.userPoolClient.node.defaultChild as cognito.CfnUserPoolClient).writeAttributes = [
      ...props.userPoolClient.writeAttributes,
    ];

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
