/**
 * The sandbox's grant table decides as IAM would with the statements CDK makes from the same
 * manifest entry: per table and index, read against write, the narrow append and increment
 * modes, each item of a transaction or batch, buckets and prefixes, queues, mail, staff and keys.
 */
import { describe, expect, it } from 'vitest';
import { functionUses, mergeUses } from '@infra/function-uses';
import * as manifest from '@infra/manifest';
import type { FunctionUse, HandlerModule } from '@infra/manifest';
import {
  accessDeniedMessage,
  firstDenied,
  requiredPermissions,
  type Service,
} from '@infra/local/grants-policy';

const resources = {
  imagesBucket: 'images',
  siteBucket: 'site',
  keys: { preview: 'preview-key', newsletter: 'newsletter-key' },
  edgeStoreArn: 'arn:aws:cloudfront::000000000000:key-value-store/edge',
  distributionId: 'EDIST',
};
const uses = functionUses(manifest);
const useOf = (module: HandlerModule): FunctionUse => uses.get(module)!;

/** The first permission `use` lacks for the call, or undefined when the call is granted. */
const denied = (use: FunctionUse, service: Service, command: string, input: object) =>
  firstDenied(
    use,
    requiredPermissions(service, command, input as Record<string, unknown>),
    resources,
  );

describe('DynamoDB', () => {
  const getArticle = useOf('functions/http/articles/get-article.ts');

  it("refuses a public route's function any write to a content table it only reads", () => {
    expect(denied(getArticle, 'dynamodb', 'GetItem', { TableName: 'articles' })).toBeUndefined();
    expect(denied(getArticle, 'dynamodb', 'PutItem', { TableName: 'articles' })).toEqual({
      action: 'dynamodb:PutItem',
      resource: { kind: 'table', table: 'articles' },
    });
    expect(denied(getArticle, 'dynamodb', 'GetItem', { TableName: 'contacts' })).toBeDefined();
  });

  it('lets an appending function PutItem only, and a counting one UpdateItem only, never on an index', () => {
    const contact = useOf('functions/http/contact/submit.ts');
    expect(denied(contact, 'dynamodb', 'PutItem', { TableName: 'contacts' })).toBeUndefined();
    expect(denied(contact, 'dynamodb', 'GetItem', { TableName: 'contacts' })).toBeDefined();
    expect(denied(contact, 'dynamodb', 'UpdateItem', { TableName: 'contacts' })).toBeDefined();
    expect(denied(contact, 'dynamodb', 'UpdateItem', { TableName: 'ratelimits' })).toBeUndefined();
    expect(denied(contact, 'dynamodb', 'PutItem', { TableName: 'ratelimits' })).toBeDefined();
    expect(
      denied(contact, 'dynamodb', 'Query', { TableName: 'contacts', IndexName: 'byEntity' }),
    ).toBeDefined();
  });

  it('checks each item of a transaction by its own action, and a batch per table', () => {
    const save = useOf('functions/http/articles/update-article.ts');
    const transaction = (...items: object[]) => ({ TransactItems: items });
    expect(
      denied(
        save,
        'dynamodb',
        'TransactWriteItems',
        transaction(
          { Put: { TableName: 'articles' } },
          { ConditionCheck: { TableName: 'authors' } },
          { Put: { TableName: 'activity' } },
        ),
      ),
    ).toBeUndefined();
    // The activity log is append-only: no function but its reader updates or deletes an entry.
    expect(
      denied(
        save,
        'dynamodb',
        'TransactWriteItems',
        transaction({ Put: { TableName: 'articles' } }, { Update: { TableName: 'activity' } }),
      ),
    ).toEqual({ action: 'dynamodb:UpdateItem', resource: { kind: 'table', table: 'activity' } });
    expect(
      denied(save, 'dynamodb', 'BatchWriteItem', {
        RequestItems: { articles: [], activity: [] },
      }),
    ).toEqual({
      action: 'dynamodb:BatchWriteItem',
      resource: { kind: 'table', table: 'activity' },
    });
  });

  it('names the index of a query in the resource, as IAM does', () => {
    const list = useOf('functions/http/articles/list-articles.ts');
    expect(
      denied(list, 'dynamodb', 'Query', { TableName: 'articles', IndexName: 'byPublished' }),
    ).toBeUndefined();
    const refused = denied(list, 'dynamodb', 'Query', { TableName: 'pages', IndexName: 'bySlug' })!;
    expect(accessDeniedMessage('HttpArticlesListArticles', refused)).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/HttpArticlesListArticles/HttpArticlesListArticles is not authorized to perform: dynamodb:Query on resource: arn:aws:dynamodb:us-east-1:000000000000:table/pages/index/bySlug because no identity-based policy allows the dynamodb:Query action',
    );
  });
});

describe('the restore route', () => {
  it("has every grant of an article save and of a page save (a restore is that save's write)", () => {
    const restore = useOf('functions/http/revisions/restore-revision.ts');
    for (const save of [
      useOf('functions/http/articles/update-article.ts'),
      useOf('functions/http/pages/update-page-seo.ts'),
    ]) {
      // Each of the save's grants, or a wider one: merged in, it widens none of the restore's.
      expect(mergeUses([restore, save]).tables).toEqual(restore.tables);
      expect(restore.queues).toEqual(expect.arrayContaining(save.queues ?? []));
    }
    expect(restore.tables?.listings).toBe('write');
  });
});

describe('S3', () => {
  it('lets a reader of the images bucket read it and nothing else', () => {
    const health = useOf('functions/http/health.ts');
    expect(denied(health, 's3', 'HeadBucket', { Bucket: 'images' })).toBeUndefined();
    expect(denied(health, 's3', 'PutObject', { Bucket: 'images', Key: 'a.png' })).toEqual({
      action: 's3:PutObject',
      resource: { kind: 'object', bucket: 'images', key: 'a.png' },
    });
    expect(denied(health, 's3', 'GetObject', { Bucket: 'site', Key: 'index.html' })).toBeDefined();
  });

  it('lets the media library delete images but never upload, each key of a batch delete checked', () => {
    const media = useOf('functions/http/media/delete-media.ts');
    expect(
      denied(media, 's3', 'DeleteObjects', {
        Bucket: 'images',
        Delete: { Objects: [{ Key: 'a.png' }, { Key: 'a.webp' }] },
      }),
    ).toBeUndefined();
    expect(denied(media, 's3', 'PutObject', { Bucket: 'images', Key: 'a.png' })).toBeDefined();
  });

  it("lets the render worker write the site bucket's rendered pages only", () => {
    const render = useOf(manifest.queues.render.worker);
    expect(
      denied(render, 's3', 'PutObject', { Bucket: 'site', Key: '_rendered/insights/a/1.html' }),
    ).toBeUndefined();
    expect(denied(render, 's3', 'PutObject', { Bucket: 'site', Key: 'index.html' })).toBeDefined();
    expect(denied(render, 's3', 'GetObject', { Bucket: 'site', Key: '_rendered/x' })).toBeDefined();
    expect(denied(render, 's3', 'PutObject', { Bucket: 'images', Key: 'x' })).toBeDefined();
  });
});

describe('SQS, SES, Cognito and KMS', () => {
  const url = (queue: string) => `http://127.0.0.1:1/000000000000/${queue}`;

  it('lets a function send to its queues, and the health check only look at its queue', () => {
    const save = useOf('functions/http/articles/update-article.ts');
    expect(denied(save, 'sqs', 'SendMessage', { QueueUrl: url('render') })).toBeUndefined();
    expect(denied(save, 'sqs', 'SendMessage', { QueueUrl: url('images') })).toBeDefined();
    const health = useOf('functions/http/health.ts');
    expect(
      denied(health, 'sqs', 'GetQueueAttributes', { QueueUrl: url('generation') }),
    ).toBeUndefined();
    expect(denied(health, 'sqs', 'SendMessage', { QueueUrl: url('generation') })).toBeDefined();
  });

  it('lets the email worker alone send mail', () => {
    const mail = { FromEmailAddress: 'no-reply@example.com' };
    expect(denied(useOf(manifest.queues.email.worker), 'ses', 'SendEmail', mail)).toBeUndefined();
    expect(denied(useOf('functions/http/contact/submit.ts'), 'ses', 'SendEmail', mail)).toEqual({
      action: 'ses:SendEmail',
      resource: { kind: 'identity', identity: 'example.com' },
    });
  });

  it('lets the email dead-letter worker write the sends and nothing the email worker may', () => {
    const abandon = useOf(manifest.queues.email.deadLetterWorker);
    const mail = { FromEmailAddress: 'no-reply@example.com' };
    expect(
      denied(abandon, 'dynamodb', 'UpdateItem', { TableName: 'newsletters', Key: {} }),
    ).toBeUndefined();
    expect(denied(abandon, 'ses', 'SendEmail', mail)).toBeDefined();
    expect(
      denied(abandon, 'dynamodb', 'GetItem', { TableName: 'subscribers', Key: {} }),
    ).toBeDefined();
    expect(denied(abandon, 'sqs', 'SendMessage', { QueueUrl: url('email') })).toBeDefined();
  });

  it("gives each staff use exactly its user pool actions, the trigger's included", () => {
    const pool = { UserPoolId: 'local_pool' };
    const list = useOf('functions/http/staff/list-staff.ts');
    expect(denied(list, 'cognito-idp', 'ListUsersInGroup', pool)).toBeUndefined();
    expect(denied(list, 'cognito-idp', 'AdminDeleteUser', pool)).toBeDefined();
    const enrol = useOf(manifest.triggers.postConfirmation.handler);
    expect(denied(enrol, 'cognito-idp', 'AdminAddUserToGroup', pool)).toBeUndefined();
    expect(denied(enrol, 'cognito-idp', 'AdminRemoveUserFromGroup', pool)).toBeDefined();
    expect(
      denied(useOf(manifest.triggers.preSignUp.handler), 'cognito-idp', 'AdminGetUser', pool),
    ).toBeDefined();
  });

  it('lets a verifier of a link key verify only, and only that key', () => {
    const open = useOf('functions/http/previews/open-preview.ts');
    expect(denied(open, 'kms', 'VerifyMac', { KeyId: 'preview-key' })).toBeUndefined();
    expect(denied(open, 'kms', 'GenerateMac', { KeyId: 'preview-key' })).toBeDefined();
    expect(denied(open, 'kms', 'VerifyMac', { KeyId: 'newsletter-key' })).toBeDefined();
  });

  it('knows a key by its id or its ARN alike, and grants no call that names no key', () => {
    const open = useOf('functions/http/previews/open-preview.ts');
    const arn = 'arn:aws:kms:us-east-1:000000000000:key/preview-key';
    expect(denied(open, 'kms', 'VerifyMac', { KeyId: arn })).toBeUndefined();
    expect(denied(open, 'kms', 'VerifyMac', {})).toBeDefined();
    // A stage without link keys grants no MAC call at all.
    const keyless = { imagesBucket: 'images', siteBucket: 'site' };
    const permissions = requiredPermissions('kms', 'VerifyMac', {});
    expect(firstDenied(open, permissions, keyless)).toBeDefined();
  });
});

describe('the edge store and CloudFront', () => {
  const render = useOf('functions/workers/render.ts');
  const store = { KvsARN: resources.edgeStoreArn };

  it('lets the render worker read and write the edge store and invalidate the distribution, and nothing else', () => {
    // UpdateKeys: a render job's writes go out 50 to a call (edge-writes.ts); ListKeys: a
    // whole-site render reads the store once (publish-site.ts).
    for (const command of [
      'DescribeKeyValueStore',
      'GetKey',
      'ListKeys',
      'PutKey',
      'DeleteKey',
      'UpdateKeys',
    ])
      expect(denied(render, 'cloudfront-keyvaluestore', command, store)).toBeUndefined();
    expect(
      denied(render, 'cloudfront', 'CreateInvalidation', { DistributionId: 'EDIST' }),
    ).toBeUndefined();
    // Not what its adapters call, so not granted in IAM either.
    expect(denied(render, 'cloudfront-keyvaluestore', 'CreateKeyValueStore', {})).toBeDefined();
    expect(denied(render, 'cloudfront', 'CreateDistribution', {})).toBeDefined();
    // Another store or distribution than the stage's is not its own.
    expect(
      denied(render, 'cloudfront-keyvaluestore', 'PutKey', {
        KvsARN: 'arn:aws:cloudfront::000000000000:key-value-store/other',
      }),
    ).toEqual({
      action: 'cloudfront-keyvaluestore:PutKey',
      resource: {
        kind: 'keyValueStore',
        arn: 'arn:aws:cloudfront::000000000000:key-value-store/other',
      },
    });
    expect(
      denied(render, 'cloudfront', 'CreateInvalidation', { DistributionId: 'EOTHER' }),
    ).toBeDefined();
  });

  it('refuses every other function the edge store and invalidations, named as AWS names them', () => {
    for (const [module, use] of uses) {
      if (module === 'functions/workers/render.ts') continue;
      expect(denied(use, 'cloudfront-keyvaluestore', 'PutKey', store), module).toBeDefined();
      expect(
        denied(use, 'cloudfront', 'CreateInvalidation', { DistributionId: 'EDIST' }),
        module,
      ).toBeDefined();
    }
    const permission = requiredPermissions('cloudfront', 'CreateInvalidation', {
      DistributionId: 'EDIST',
    })[0]!;
    expect(accessDeniedMessage('HttpArticlesGetArticle', permission)).toContain(
      'cloudfront:CreateInvalidation on resource: arn:aws:cloudfront::000000000000:distribution/EDIST',
    );
  });
});
