/**
 * Grants enforced in the sandbox: a function's AWS calls get exactly what the manifest grants it
 * (the entry CDK turns into its IAM statements) and anything else the AccessDenied error AWS
 * answers; the sandbox's own calls, outside every function, are the operator's. The restore
 * route, whose grant once lacked the admin list rows its save writes, restores under its grant.
 */
import {
  DeleteCommand,
  dynamoClient,
  PutCommand,
} from '@functions/adapters/dynamo/document-client';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { AdminDeleteUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cognitoClient, s3Client, sesClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';
import { migrations } from '@infra/manifest';
import { grantTable, runAs } from '@infra/local/grants';
import { mfaEnabled } from '@functions/adapters/mfa-status';
import { kmsSigner } from '@functions/adapters/preview-signer';
import { edgeCache } from '@functions/adapters/edge-cache';
import { keyValueEdgeStore } from '@functions/adapters/edge-store';
import { sendMessage } from '@functions/adapters/sqs-messages';
import {
  ConverseCommand,
  signedConverseClient,
} from '@functions/adapters/content-model/bedrock-converse';
import type { ArticleRecord } from '@shared/schemas/article';
import { articleBody, startContentSandbox, type ContentSandbox } from './content-sandbox';

let box: ContentSandbox;

beforeAll(async () => {
  box = await startContentSandbox({ queueRetryDelayMs: 20 });
});

afterAll(async () => {
  // The restore queued a render: let it finish before the data dir goes.
  await box?.sandbox.queue.idle(60_000);
  await box?.end();
});

const publicArticleRead = 'functions/http/articles/get-article.ts';

/** The error a call rejected with (fails the test when it succeeded). */
async function refusal(call: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure as Error & Record<string, unknown>,
  );
  if (!error) throw new Error('The call was allowed');
  return error;
}

describe('a call outside the function’s grants', () => {
  it("refuses a public route's function a write to a content table, in DynamoDB's words", async () => {
    const put = new PutCommand({ TableName: 'articles', Item: { id: 'planted', title: 'x' } });

    const error = await refusal(runAs(publicArticleRead, () => dynamoClient().send(put)));

    expect(error.name).toBe('AccessDeniedException');
    expect(error.message).toBe(
      'User: arn:aws:sts::000000000000:assumed-role/HttpArticlesGetArticle/HttpArticlesGetArticle is not authorized to perform: dynamodb:PutItem on resource: arn:aws:dynamodb:us-east-1:000000000000:table/articles because no identity-based policy allows the dynamodb:PutItem action',
    );
    expect(error.status).toBe(400);
    // The sandbox itself (the operator) is not a function: the same call goes through.
    await expect(dynamoClient().send(put)).resolves.toBeDefined();
    await dynamoClient().send(new DeleteCommand({ TableName: 'articles', Key: { id: 'planted' } }));
  });

  it('refuses uploads, queue messages, mail and staff changes a function was not granted', async () => {
    const upload = await refusal(
      runAs(publicArticleRead, () =>
        s3Client().send(new PutObjectCommand({ Bucket: 'images', Key: 'x.png', Body: 'x' })),
      ),
    );
    expect(upload).toMatchObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } });
    expect(upload.message).toContain('s3:PutObject on resource: arn:aws:s3:::images/x.png');

    const send = await refusal(
      runAs(publicArticleRead, () =>
        sendMessage(box.sandbox.queue.urlOf('render'), '{"type":"site"}'),
      ),
    );
    expect(send.name).toBe('AccessDeniedException');
    expect(send.message).toContain('sqs:SendMessage on resource: arn:aws:sqs:us-east-1:');

    const mail = await refusal(
      runAs('functions/http/contact/submit.ts', () =>
        sesClient().send(
          new SendEmailCommand({
            FromEmailAddress: 'no-reply@example.com',
            Destination: { ToAddresses: ['someone@example.com'] },
            Content: { Simple: { Subject: { Data: 's' }, Body: { Text: { Data: 'b' } } } },
          }),
        ),
      ),
    );
    expect(mail.message).toContain('ses:SendEmail');
    expect(await box.sandbox.mail.messages()).toEqual([]);

    const removal = await refusal(
      runAs('functions/http/staff/list-staff.ts', () =>
        cognitoClient().send(
          new AdminDeleteUserCommand({
            UserPoolId: box.sandbox.cognito.userPoolId,
            Username: box.sandbox.admin.email,
          }),
        ),
      ),
    );
    expect(removal.message).toContain('cognito-idp:AdminDeleteUser on resource:');
  });

  it('lets the render worker alone write the edge store and invalidate the distribution', async () => {
    // The start-up render published the Insights list through the worker's own grants.
    expect(box.sandbox.edge.invalidations().flatMap((made) => made.paths)).toContain('/insights');
    const { keyValueStoreArn, distributionId } = box.sandbox.edge;

    // The edge store's first call of a write is the ETag's read, refused as such.
    const put = await refusal(
      runAs(publicArticleRead, () =>
        keyValueEdgeStore(keyValueStoreArn).put('/x', { page: 'x', owner: 'x', version: '1' }),
      ),
    );
    const invalidation = await refusal(
      runAs(publicArticleRead, () =>
        // A signed call without the SDK client (adapters/edge-cache.ts).
        edgeCache().invalidate(['/x']),
      ),
    );

    expect(put).toMatchObject({ name: 'AccessDeniedException', status: 403 });
    expect(put.message).toContain(
      `cloudfront-keyvaluestore:DescribeKeyValueStore on resource: ${keyValueStoreArn}`,
    );
    expect(invalidation).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(invalidation.message).toContain(
      `cloudfront:CreateInvalidation on resource: arn:aws:cloudfront::000000000000:distribution/${distributionId}`,
    );
  });

  it('refuses a MAC with a key the function was not granted, or for the use it was not granted', async () => {
    const { previews, newsletter } = config();
    const message = 'preview token payload';
    const generate = (keyId: string) => kmsSigner(keyId).sign(message);

    const unsigned = await refusal(runAs(publicArticleRead, () => generate(previews.keyId!)));
    expect(unsigned).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    expect(unsigned.message).toBe(
      `User: arn:aws:sts::000000000000:assumed-role/HttpArticlesGetArticle/HttpArticlesGetArticle is not authorized to perform: kms:GenerateMac on resource: ${previews.keyId} because no identity-based policy allows the kms:GenerateMac action`,
    );
    // The preview route may verify with the preview key, never sign: no link is made there.
    const openPreview = 'functions/http/previews/open-preview.ts';
    const forging = await refusal(runAs(openPreview, () => generate(previews.keyId!)));
    expect(forging.message).toContain(`kms:GenerateMac on resource: ${previews.keyId}`);
    // The admin route that makes preview links signs with their key, and with no other.
    const createPreview = 'functions/http/previews/create-preview.ts';
    const crossed = await refusal(runAs(createPreview, () => generate(newsletter.keyId!)));
    expect(crossed.message).toContain(`kms:GenerateMac on resource: ${newsletter.keyId}`);

    const mac = await runAs(createPreview, () => generate(previews.keyId!));
    const verified = await runAs(openPreview, () =>
      kmsSigner(previews.keyId!).verify(message, mac),
    );
    expect(verified).toBe(true);
  });

  it('checks the calls signed without an SDK client as it checks the clients', async () => {
    // The admin guard's two-step question is one signed AdminGetUser (mfa-status.ts).
    const error = await refusal(runAs(publicArticleRead, () => mfaEnabled('nobody')));
    expect(error).toMatchObject({ name: 'AccessDeniedException', status: 400 });
    // The staff list is granted the question: an unknown account has no two-step sign-in.
    await expect(
      runAs('functions/http/staff/list-staff.ts', () => mfaEnabled('nobody')),
    ).resolves.toBe(false);
  });

  it("refuses the model to a function not granted it, in Bedrock's words, and lets a generation worker call it", async () => {
    // Nothing answers on this port: a granted call fails to connect, a refused one never leaves.
    const converse = () =>
      signedConverseClient({
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        timeoutMs: 2000,
      }).send(new ConverseCommand({ modelId: 'anthropic.test-model', messages: [] }));
    const granted = [...grantTable].find(([, use]) => use.model === 'invoke')![0];

    const refused = await refusal(runAs(publicArticleRead, converse));
    const called = await refusal(runAs(granted, converse));

    expect(refused.name).toBe('AccessDeniedException');
    expect(refused.message).toContain(
      'is not authorized to perform: bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/anthropic.test-model',
    );
    expect(called.name).not.toBe('AccessDeniedException');
    expect((called as Error & { code?: string }).code).toBe('ECONNREFUSED');
  });

  it('runs the migrate function under its own grants: it reads contacts and may not write them', async () => {
    const error = await refusal(
      runAs(migrations.handler, () =>
        dynamoClient().send(new PutCommand({ TableName: 'contacts', Item: { id: 'x' } })),
      ),
    );
    expect(error.message).toContain('assumed-role/WorkersMigrate/');
    // Its real run (as on every start) stays inside its grants.
    await expect(box.sandbox.migrate()).resolves.toBeDefined();
  });
});

describe('the restore route', () => {
  it('restores an article under its grant, its admin list rows included', async () => {
    const author = await box.author('Grant Author');
    const category = await box.category('Grants');
    const created = await box.article({
      author_id: author.id,
      category_id: category.id,
      title: 'Quarantined lighthouse',
      is_published: false,
    });
    const saved = await box.admin<ArticleRecord>(
      'PUT',
      `/api/admin/articles/${created.id}`,
      articleBody({
        author_id: author.id,
        category_id: category.id,
        title: 'Renamed harbour',
        is_published: false,
        version: created.version,
      }),
    );
    expect(saved.status).toBe(200);

    const restored = await box.admin<ArticleRecord>(
      'POST',
      `/api/admin/revisions/article/${created.id}/1/restore`,
      { expected_version: saved.body.version },
    );

    expect(restored.status).toBe(200);
    expect(restored.body.title).toBe('Quarantined lighthouse');
    // The admin list's search rows moved with it: a listings write the restore is granted.
    const found = await box.admin<{ items: { id: string }[] }>(
      'GET',
      '/api/admin/articles?q=lighthouse',
    );
    expect(found.body.items.map((item) => item.id)).toEqual([created.id]);
  });
});
