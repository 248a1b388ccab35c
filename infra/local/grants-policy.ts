/**
 * The sandbox's grant table, as IAM would evaluate it: which permissions an AWS call needs
 * (action and resource, each item of a batch or transaction on its own) and whether a function's
 * use (infra/function-uses.ts, the same entry CDK turns into IAM statements) grants them. Pure: the
 * runtime side that sees the calls is infra/local/grants.ts.
 */
import { sitePublishActions, staffActions } from '../function-uses';
import type { FunctionUse, TableMode, TableName } from '../manifest';

/** The services whose clients the sandbox checks. */
export type Service =
  | 'dynamodb'
  | 's3'
  | 'sqs'
  | 'ses'
  | 'cognito-idp'
  | 'kms'
  | 'cloudfront-keyvaluestore'
  | 'cloudfront'
  | 'bedrock';

export type Resource =
  | { kind: 'table'; table: string; index?: string }
  | { kind: 'bucket'; bucket: string }
  | { kind: 'object'; bucket: string; key: string }
  | { kind: 'queue'; queue: string }
  | { kind: 'identity'; identity: string }
  | { kind: 'userPool'; userPoolId: string }
  | { kind: 'key'; keyId: string }
  | { kind: 'keyValueStore'; arn: string }
  | { kind: 'distribution'; distributionId: string }
  | { kind: 'model'; modelId: string };

/** One permission a call needs: an IAM action on one resource. */
export interface Permission {
  action: string;
  resource: Resource;
}

const account = '000000000000';
const region = 'us-east-1';

/** The resource's ARN, as AWS names it in an AccessDenied message. */
export function resourceArn(resource: Resource): string {
  switch (resource.kind) {
    case 'table':
      return `arn:aws:dynamodb:${region}:${account}:table/${resource.table}${resource.index ? `/index/${resource.index}` : ''}`;
    case 'bucket':
      return `arn:aws:s3:::${resource.bucket}`;
    case 'object':
      return `arn:aws:s3:::${resource.bucket}/${resource.key}`;
    case 'queue':
      return `arn:aws:sqs:${region}:${account}:${resource.queue}`;
    case 'identity':
      return `arn:aws:ses:${region}:${account}:identity/${resource.identity}`;
    case 'userPool':
      return `arn:aws:cognito-idp:${region}:${account}:userpool/${resource.userPoolId}`;
    case 'key':
      return resource.keyId.startsWith('arn:')
        ? resource.keyId
        : `arn:aws:kms:${region}:${account}:key/${resource.keyId}`;
    case 'keyValueStore':
      return resource.arn;
    case 'distribution':
      return `arn:aws:cloudfront::${account}:distribution/${resource.distributionId}`;
    case 'model':
      return `arn:aws:bedrock:${region}::foundation-model/${resource.modelId}`;
  }
}

type Input = Record<string, unknown>;
const record = (value: unknown): Input =>
  value && typeof value === 'object' ? (value as Input) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** DynamoDB: the table (and index) of each item of the call, with the action IAM checks for it. */
function dynamodbPermissions(command: string, input: Input): Permission[] {
  const table = (action: string, item: Input): Permission => ({
    action: `dynamodb:${action}`,
    resource: {
      kind: 'table',
      table: text(item.TableName),
      ...(item.IndexName ? { index: text(item.IndexName) } : {}),
    },
  });
  switch (command) {
    case 'BatchGetItem':
    case 'BatchWriteItem':
      // IAM authorises a batch per table, by the batch's own action.
      return Object.keys(record(input.RequestItems)).map((name) =>
        table(command, { TableName: name }),
      );
    case 'TransactWriteItems':
    case 'TransactGetItems': {
      // A transaction has no action of its own: each item needs the action of its kind.
      const kinds = {
        Put: 'PutItem',
        Update: 'UpdateItem',
        Delete: 'DeleteItem',
        ConditionCheck: 'ConditionCheckItem',
        Get: 'GetItem',
      } as const;
      const items = Array.isArray(input.TransactItems) ? input.TransactItems : [];
      return items.flatMap((item) =>
        Object.entries(record(item)).flatMap(([kind, part]) =>
          kind in kinds ? [table(kinds[kind as keyof typeof kinds], record(part))] : [],
        ),
      );
    }
    default:
      return [table(command, input)];
  }
}

/** S3: the object or bucket of the call. */
function s3Permissions(command: string, input: Input): Permission[] {
  const bucket = text(input.Bucket);
  const object = (action: string, key: unknown): Permission => ({
    action: `s3:${action}`,
    resource: { kind: 'object', bucket, key: text(key) },
  });
  switch (command) {
    case 'GetObject':
    case 'HeadObject':
      return [object('GetObject', input.Key)];
    case 'PutObject':
    case 'CreateMultipartUpload':
    case 'UploadPart':
    case 'CompleteMultipartUpload':
      return [object('PutObject', input.Key)];
    case 'CopyObject': {
      const [source = '', ...rest] = decodeURIComponent(text(input.CopySource))
        .replace(/^\//, '')
        .split('/');
      return [
        object('PutObject', input.Key),
        {
          action: 's3:GetObject',
          resource: { kind: 'object', bucket: source, key: rest.join('/') },
        },
      ];
    }
    case 'DeleteObject':
      return [object('DeleteObject', input.Key)];
    case 'DeleteObjects': {
      const objects = record(input.Delete).Objects;
      return (Array.isArray(objects) ? objects : []).map((item) =>
        object('DeleteObject', record(item).Key),
      );
    }
    case 'ListObjects':
    case 'ListObjectsV2':
    case 'HeadBucket':
      return [{ action: 's3:ListBucket', resource: { kind: 'bucket', bucket } }];
    default:
      return [object(command, input.Key)];
  }
}

/** The queue a URL names (its last segment, in AWS and in the sandbox's queue alike). */
function queueOf(url: unknown): string {
  return text(url).split('/').pop() ?? '';
}

/** The permissions a call needs: `command` is the SDK command's name without `Command`. */
export function requiredPermissions(service: Service, command: string, input: Input): Permission[] {
  switch (service) {
    case 'dynamodb':
      return dynamodbPermissions(command, input);
    case 's3':
      return s3Permissions(command, input);
    case 'sqs':
      return [
        {
          action: `sqs:${command === 'SendMessageBatch' ? 'SendMessage' : command}`,
          resource: { kind: 'queue', queue: queueOf(input.QueueUrl) || text(input.QueueName) },
        },
      ];
    case 'ses': {
      const from = text(input.FromEmailAddress);
      const identity = from.slice(from.lastIndexOf('@') + 1).replace(/>$/, '') || from;
      return [{ action: `ses:${command}`, resource: { kind: 'identity', identity } }];
    }
    case 'cognito-idp':
      return [
        {
          action: `cognito-idp:${command}`,
          resource: { kind: 'userPool', userPoolId: text(input.UserPoolId) },
        },
      ];
    case 'kms':
      return [{ action: `kms:${command}`, resource: { kind: 'key', keyId: text(input.KeyId) } }];
    case 'cloudfront-keyvaluestore':
      return [
        {
          action: `cloudfront-keyvaluestore:${command}`,
          resource: { kind: 'keyValueStore', arn: text(input.KvsARN) },
        },
      ];
    case 'cloudfront':
      return [
        {
          action: `cloudfront:${command}`,
          resource: { kind: 'distribution', distributionId: text(input.DistributionId) },
        },
      ];
    case 'bedrock':
      // Converse is authorised by InvokeModel on the model.
      return [
        {
          action: 'bedrock:InvokeModel',
          resource: { kind: 'model', modelId: text(input.modelId) },
        },
      ];
  }
}

/**
 * DynamoDB actions of each table mode, as CDK grants them (`grantReadData`,
 * `grantReadWriteData`, and the narrow modes' one action on the table alone).
 */
const readActions = [
  'BatchGetItem',
  'ConditionCheckItem',
  'DescribeTable',
  'GetItem',
  'GetRecords',
  'GetShardIterator',
  'Query',
  'Scan',
];
export const tableActions: Record<TableMode, readonly string[]> = {
  read: readActions,
  write: [...readActions, 'BatchWriteItem', 'DeleteItem', 'PutItem', 'UpdateItem'],
  append: ['PutItem'],
  increment: ['UpdateItem'],
};

/** S3 action groups of each images mode (CDK's grantRead, grantPut and grantDelete). */
const imageActions: Record<NonNullable<FunctionUse['images']>, readonly RegExp[]> = {
  read: [/^s3:GetObject/, /^s3:GetBucket/, /^s3:List/],
  write: [/^s3:GetObject/, /^s3:GetBucket/, /^s3:List/, /^s3:PutObject/, /^s3:Abort/],
  delete: [/^s3:GetObject/, /^s3:GetBucket/, /^s3:List/, /^s3:DeleteObject/],
  presign: [
    /^s3:GetObject/,
    /^s3:GetBucket/,
    /^s3:List/,
    /^s3:PutObject/,
    /^s3:Abort/,
    /^s3:DeleteObject/,
  ],
};

/** The names the sandbox's resources carry (the manifest's, as `start()` names them). */
export interface SandboxResources {
  /** The images bucket (the manifest's `images`). */
  imagesBucket: string;
  /** The site bucket, whose `_rendered/` prefix the publishing worker writes. */
  siteBucket: string;
  /** The KMS key ids of the preview and newsletter links, when the sandbox has them. */
  keys?: { preview?: string; newsletter?: string };
  /** The edge store's KeyValueStore ARN, when the sandbox has it. */
  edgeStoreArn?: string;
  /** The distribution whose cache the publishing worker invalidates, when the sandbox has it. */
  distributionId?: string;
}

const macActions = {
  sign: ['kms:GenerateMac'],
  verify: ['kms:VerifyMac'],
  both: ['kms:GenerateMac', 'kms:VerifyMac'],
} as const;

/** Whether `use` grants `permission`, as the IAM statements CDK makes from it would. */
export function isGranted(
  use: FunctionUse,
  permission: Permission,
  resources: SandboxResources,
): boolean {
  const { action, resource } = permission;
  switch (resource.kind) {
    case 'table': {
      const mode = use.tables?.[resource.table as TableName];
      if (!mode) return false;
      // The narrow modes name the table alone, never its indexes.
      if (resource.index && (mode === 'append' || mode === 'increment')) return false;
      return tableActions[mode].includes(action.replace(/^dynamodb:/, ''));
    }
    case 'bucket':
    case 'object': {
      if (resource.bucket === resources.imagesBucket)
        return use.images
          ? imageActions[use.images].some((pattern) => pattern.test(action))
          : false;
      if (resource.bucket === resources.siteBucket && resource.kind === 'object')
        return (
          use.site === 'publish' &&
          resource.key.startsWith('_rendered/') &&
          (/^s3:PutObject/.test(action) || /^s3:Abort/.test(action))
        );
      return false;
    }
    case 'queue': {
      const queue = resource.queue as NonNullable<FunctionUse['queues']>[number];
      if (use.queues?.includes(queue))
        return ['sqs:SendMessage', 'sqs:GetQueueAttributes', 'sqs:GetQueueUrl'].includes(action);
      return use.inspectQueues?.includes(queue) === true && action === 'sqs:GetQueueAttributes';
    }
    case 'identity':
      return use.email === 'send' && ['ses:SendEmail', 'ses:SendRawEmail'].includes(action);
    case 'userPool':
      return (
        use.staff !== undefined && (staffActions[use.staff] as readonly string[]).includes(action)
      );
    case 'key': {
      // A key is named by its id or its ARN alike, as IAM resolves both to the key's ARN.
      const arnOf = (keyId: string | undefined) =>
        keyId ? resourceArn({ kind: 'key', keyId }) : undefined;
      const called = arnOf(resource.keyId);
      if (!called) return false;
      const mode =
        called === arnOf(resources.keys?.preview)
          ? use.previewKey
          : called === arnOf(resources.keys?.newsletter)
            ? use.newsletterKey
            : undefined;
      return mode !== undefined && (macActions[mode] as readonly string[]).includes(action);
    }
    case 'keyValueStore':
      return (
        use.site === 'publish' &&
        resource.arn === resources.edgeStoreArn &&
        (sitePublishActions.edgeStore as readonly string[]).includes(action)
      );
    case 'distribution':
      return (
        use.site === 'publish' &&
        resource.distributionId === resources.distributionId &&
        (sitePublishActions.cdn as readonly string[]).includes(action)
      );
    case 'model':
      // CDK grants the stage's model only; the sandbox has no other.
      return use.model === 'invoke' && action === 'bedrock:InvokeModel';
  }
}

/** The first permission of a call that `use` lacks, or undefined when all are granted. */
export function firstDenied(
  use: FunctionUse,
  permissions: readonly Permission[],
  resources: SandboxResources,
): Permission | undefined {
  return permissions.find((permission) => !isGranted(use, permission, resources));
}

/** AWS's words for a refused call of a function's role. */
export function accessDeniedMessage(functionName: string, permission: Permission): string {
  return `User: arn:aws:sts::${account}:assumed-role/${functionName}/${functionName} is not authorized to perform: ${permission.action} on resource: ${resourceArn(permission.resource)} because no identity-based policy allows the ${permission.action} action`;
}
