/**
 * Grants a function exactly what the manifest says it uses (`tables`, `images`, `queues`) and
 * returns the environment variables that name those resources. Nothing else is granted. What a
 * function uses comes from infra/function-uses.ts, which the sandbox's grant table reads too.
 */
import type { FunctionEnvironment } from '@functions/lib/config';
import { Validations } from 'aws-cdk-lib';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as kms from 'aws-cdk-lib/aws-kms';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { staffActions } from '../../function-uses';
import {
  queueEnvName,
  tableEnvName,
  type FunctionUse,
  type QueueName,
  type TableMode,
  type TableName,
} from '../../manifest';
import type { NodeFunction } from './node-function';

/** A table as the API stack sees it: a reference plus the names of its indexes. */
export interface TableAccess {
  table: dynamodb.ITable;
  /** Physical name, for the `TABLE_<NAME>` variable. */
  tableName: string;
  indexNames: readonly string[];
}

/** The images bucket plus the export name its ARN is imported by (it names the nag finding). */
export interface ImagesAccess {
  bucket: s3.IBucket;
  /** Export name of the bucket ARN: `bucket/*` flattens to `<name>/*` in cdk-nag findings. */
  arnExportName: string;
}

export interface AccessResources {
  tables: Readonly<Record<TableName, TableAccess>>;
  images: ImagesAccess;
  /** The KMS HMAC key of preview links. */
  previewKey?: kms.IKey;
  /** The KMS HMAC key of the newsletter's links. */
  newsletterKey?: kms.IKey;
  queues: Readonly<Partial<Record<QueueName, sqs.IQueue>>>;
  /** ARN of the Cognito user pool whose staff accounts the Staff routes manage. */
  userPoolArn?: string;
}

/** The one action of the narrow modes: a public writer appends or counts, and reads nothing. */
const narrowActions: Partial<Record<TableMode, string>> = {
  append: 'dynamodb:PutItem',
  increment: 'dynamodb:UpdateItem',
};

function grantTable(fn: NodeFunction, access: TableAccess, mode: TableMode): void {
  const narrow = narrowActions[mode];
  if (narrow) {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: [narrow], resources: [access.table.tableArn] }),
    );
    return;
  }
  // The reference carries no indexes, so the grant names the table ARN only; its indexes are
  // added one by one below instead of the `table/index/*` wildcard a grant would write.
  const grant =
    mode === 'write'
      ? access.table.grantReadWriteData(fn.role)
      : access.table.grantReadData(fn.role);
  if (access.indexNames.length === 0) return;
  const actions = grant.principalStatements.flatMap((statement) => statement.actions);
  fn.role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: [...new Set(actions)].sort(),
      resources: access.indexNames.map((index) => `${access.table.tableArn}/index/${index}`),
    }),
  );
}

function grantImages(
  fn: NodeFunction,
  images: ImagesAccess,
  mode: NonNullable<FunctionUse['images']>,
): void {
  images.bucket.grantRead(fn.role);
  const findings: [string, string][] = [
    [
      `Resource::${images.arnExportName}/*`,
      'Objects of the images bucket are addressed by key; the grant is limited to that one bucket.',
    ],
    [
      'Action::s3:GetObject*',
      'CDK grantRead action group (GetObject, GetObjectVersion, ...), on the images bucket only.',
    ],
    [
      'Action::s3:GetBucket*',
      'CDK grantRead action group (bucket location and metadata), on the images bucket only.',
    ],
    ['Action::s3:List*', 'CDK grantRead action group (listing keys), on the images bucket only.'],
  ];
  if (mode === 'write' || mode === 'presign') {
    // A presigned POST is signed with this role, so the role needs the upload permission itself;
    // the image worker writes the variants.
    images.bucket.grantPut(fn.role);
    findings.push([
      'Action::s3:Abort*',
      'CDK grantPut action group (aborting multipart uploads), on the images bucket only.',
    ]);
  }
  if (mode === 'presign' || mode === 'delete') {
    images.bucket.grantDelete(fn.role);
    findings.push([
      'Action::s3:DeleteObject*',
      'CDK grantDelete action group (deleting an image and its versions), on the images bucket only.',
    ]);
  }
  for (const [finding, reason] of findings) {
    Validations.of(fn.role).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
  }
}

/** KMS actions of each use of an HMAC key (the preview and newsletter links' signers). */
const macActions = {
  sign: ['kms:GenerateMac'],
  verify: ['kms:VerifyMac'],
  both: ['kms:GenerateMac', 'kms:VerifyMac'],
} as const;

/** Grants `fn` the HMAC key's actions for `mode`; answers the key's ARN for its environment. */
function grantMacKey(
  fn: NodeFunction,
  key: kms.IKey | undefined,
  mode: keyof typeof macActions,
  name: string,
): string {
  if (!key) throw new Error(`The manifest names the ${name} key, which the stack does not have.`);
  key.grant(fn.role, ...macActions[mode]);
  return key.keyArn;
}

/**
 * Applies `use` to `fn`: DynamoDB read, read/write, append or increment access per table (and
 * its indexes), read or presign access to the images bucket, SendMessage on queues, and
 * GetQueueAttributes alone on inspected queues. Returns
 * `TABLE_<NAME>` / `QUEUE_<NAME>_URL` variables for exactly those resources.
 */
export function grantUse(
  fn: NodeFunction,
  use: FunctionUse,
  resources: AccessResources,
): FunctionEnvironment {
  const environment: FunctionEnvironment = {};
  for (const [name, mode] of Object.entries(use.tables ?? {}) as [TableName, TableMode][]) {
    const access = resources.tables[name];
    grantTable(fn, access, mode);
    environment[tableEnvName(name)] = access.tableName;
  }
  if (use.images) grantImages(fn, resources.images, use.images);
  if (use.previewKey)
    environment.PREVIEW_KEY_ID = grantMacKey(fn, resources.previewKey, use.previewKey, 'preview');
  if (use.staff) {
    if (!resources.userPoolArn)
      throw new Error('The manifest names the staff accounts, which the stack has no pool for.');
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: [...staffActions[use.staff]],
        resources: [resources.userPoolArn],
      }),
    );
  }
  if (use.newsletterKey) {
    environment.NEWSLETTER_KEY_ID = grantMacKey(
      fn,
      resources.newsletterKey,
      use.newsletterKey,
      'newsletter',
    );
  }
  for (const name of use.queues ?? []) {
    const queue = resources.queues[name];
    if (!queue)
      throw new Error(`The manifest names queue "${name}", which has no queue in the stack.`);
    queue.grantSendMessages(fn.role);
    environment[queueEnvName(name)] = queue.queueUrl;
  }
  for (const name of use.inspectQueues ?? []) {
    const queue = resources.queues[name];
    if (!queue)
      throw new Error(`The manifest names queue "${name}", which has no queue in the stack.`);
    queue.grant(fn.role, 'sqs:GetQueueAttributes');
    environment[queueEnvName(name)] = queue.queueUrl;
  }
  return environment;
}
