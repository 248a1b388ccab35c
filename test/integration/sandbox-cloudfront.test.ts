/**
 * The sandbox's CloudFront emulator answers the real SDK clients as AWS does: the edge store's
 * KeyValueStore with conditional writes on its ETag (ConflictException on a stale one), kept in
 * the data dir across restarts; CreateInvalidation with CloudFront's checks of the paths. The
 * functions' adapters reach it through the SDK clients, so the grant check refuses a function
 * without `site: 'publish'` both calls, with AWS's AccessDenied, and lets the render worker
 * through.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CloudFrontClient,
  CreateInvalidationCommand,
  type CreateInvalidationCommandInput,
} from '@aws-sdk/client-cloudfront';
import {
  CloudFrontKeyValueStoreClient,
  DeleteKeyCommand,
  DescribeKeyValueStoreCommand,
  GetKeyCommand,
  ListKeysCommand,
  PutKeyCommand,
  UpdateKeysCommand,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeCache } from '@functions/adapters/edge-cache';
import { edgeStore } from '@functions/adapters/edge-store';
import * as cloudfront from '@infra/local/cloudfront';
import { guardSignedCalls, runAs } from '@infra/local/grants';

const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
let dir: string;
let emulator: cloudfront.CloudFrontSandbox;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-cloudfront-'));
  emulator = await cloudfront.start({ dir, credentials });
  // The functions' environment, as the sandbox sets it (their config is read once per process).
  Object.assign(process.env, {
    AWS_ACCESS_KEY_ID: credentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    KVS_ENDPOINT: emulator.endpoint,
    EDGE_STORE_ARN: emulator.keyValueStoreArn,
    CLOUDFRONT_ENDPOINT: emulator.endpoint,
    DISTRIBUTION_ID: emulator.distributionId,
  });
  const resources = {
    imagesBucket: 'images',
    siteBucket: 'site',
    edgeStoreArn: emulator.keyValueStoreArn,
    distributionId: emulator.distributionId,
  };
  // The edge store's calls and the invalidation are signed without an SDK client
  // (adapters/edge-store.ts, adapters/edge-cache.ts).
  guardSignedCalls(resources);
});

afterAll(async () => {
  await emulator?.end();
  rmSync(dir, { recursive: true, force: true });
});

/** The error a call rejected with (fails the test when it succeeded). */
async function refusal(call: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure as Error & Record<string, unknown>,
  );
  if (!error) throw new Error('The call succeeded');
  return error;
}

const kvs = (endpoint = emulator.endpoint) =>
  new CloudFrontKeyValueStoreClient({
    region: 'us-east-1',
    credentials,
    maxAttempts: 1,
    endpointProvider: () =>
      ({
        url: new URL(endpoint),
        properties: {
          authSchemes: [
            { name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegionSet: ['*'] },
          ],
        },
      }) as never,
  });
const cdn = () =>
  new CloudFrontClient({
    region: 'us-east-1',
    credentials,
    endpoint: emulator.endpoint,
    maxAttempts: 1,
  });

const renderWorker = 'functions/workers/render.ts';
const publicArticleRead = 'functions/http/articles/get-article.ts';
const entry = { page: '/_rendered/insights/a/1', owner: 'article:a', version: '1' };

describe('the edge store through its adapter', () => {
  it('puts, reads and removes entries the HTTP server reads, kept in the data dir', async () => {
    const store = runAs(renderWorker, () => edgeStore());

    await runAs(renderWorker, () => store.put('/insights/a', entry));

    expect(await runAs(renderWorker, () => store.get('/insights/a'))).toEqual(entry);
    expect(emulator.edgeValue('/insights/a')).toBe(JSON.stringify(entry));
    expect(JSON.parse(readFileSync(join(dir, 'store.json'), 'utf8'))).toMatchObject({
      '/insights/a': JSON.stringify(entry),
    });

    await runAs(renderWorker, () => store.remove('/insights/a'));
    // Removing what is gone is no error (the worker's delete is idempotent).
    await runAs(renderWorker, () => store.remove('/insights/a'));
    expect(await runAs(renderWorker, () => store.get('/insights/a'))).toBeUndefined();
    expect(emulator.edgeValue('/insights/a')).toBeUndefined();
  });

  it('keeps every write of concurrent publishers (each retries on a conflict)', async () => {
    const store = edgeStore();
    const keys = ['/c/1', '/c/2', '/c/3', '/c/4'];

    await Promise.all(keys.map((key) => store.put(key, entry)));

    for (const key of keys) expect(emulator.edgeValue(key)).toBe(JSON.stringify(entry));
  });

  it('changes many entries in one update, all of them or none', async () => {
    const store = runAs(renderWorker, () => edgeStore());
    await runAs(renderWorker, () => store.put('/u/old', entry));
    const puts = new Map(
      Array.from({ length: 49 }, (_, i) => [`/u/${i}`, { ...entry, version: `${i}` }]),
    );

    await runAs(renderWorker, () => store.update(puts, new Set(['/u/old'])));
    const tooMany = await refusal(
      runAs(renderWorker, () =>
        store.update(new Map([...puts, ['/u/49', entry], ['/u/50', entry]]), new Set()),
      ),
    );

    expect(emulator.edgeValue('/u/0')).toBe(JSON.stringify({ ...entry, version: '0' }));
    expect(emulator.edgeValue('/u/48')).toBe(JSON.stringify({ ...entry, version: '48' }));
    expect(emulator.edgeValue('/u/old')).toBeUndefined();
    expect(tooMany.message).toContain('at most 50 keys');
    expect(emulator.edgeValue('/u/50')).toBeUndefined();
    await runAs(renderWorker, () => store.update(new Map(), new Set(puts.keys())));
    expect(emulator.edgeValue('/u/0')).toBeUndefined();
  });

  it('keeps the store across a restart, with a new ETag', async () => {
    const restartDir = mkdtempSync(join(tmpdir(), 'sandbox-cloudfront-restart-'));
    const first = await cloudfront.start({ dir: restartDir, credentials });
    const client = kvs(first.endpoint);
    const KvsARN = first.keyValueStoreArn;
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
    const put = await client.send(
      new PutKeyCommand({ KvsARN, Key: 'kept', Value: 'v', IfMatch: ETag }),
    );
    await first.end();
    const second = await cloudfront.start({ dir: restartDir, credentials });
    const again = kvs(second.endpoint);

    const after = await again.send(new DescribeKeyValueStoreCommand({ KvsARN }));

    expect(after.ItemCount).toBe(1);
    expect(after.ETag).not.toBe(put.ETag);
    expect(second.edgeValue('kept')).toBe('v');
    client.destroy();
    again.destroy();
    await second.end();
    rmSync(restartDir, { recursive: true, force: true });
  });
});

describe('the KeyValueStore API', () => {
  it('writes only on the current ETag: a stale one is a ConflictException (409)', async () => {
    const client = kvs();
    const KvsARN = emulator.keyValueStoreArn;
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
    const put = await client.send(
      new PutKeyCommand({ KvsARN, Key: 'k', Value: 'one', IfMatch: ETag }),
    );
    expect(put.ETag).toBeDefined();
    expect(put.ETag).not.toBe(ETag);

    const stale = await refusal(
      client.send(new PutKeyCommand({ KvsARN, Key: 'k', Value: 'two', IfMatch: ETag })),
    );
    const staleDelete = await refusal(
      client.send(new DeleteKeyCommand({ KvsARN, Key: 'k', IfMatch: ETag })),
    );
    const unconditional = await refusal(
      client.send(new PutKeyCommand({ KvsARN, Key: 'k', Value: 'two', IfMatch: '' })),
    );

    for (const error of [stale, staleDelete])
      expect(error).toMatchObject({
        name: 'ConflictException',
        $metadata: { httpStatusCode: 409 },
      });
    expect(unconditional).toMatchObject({
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 },
    });
    expect((await client.send(new GetKeyCommand({ KvsARN, Key: 'k' }))).Value).toBe('one');
    client.destroy();
  });

  it('answers ResourceNotFoundException for a missing key or another store, ValidationException for a value over 1 KB', async () => {
    const client = kvs();
    const KvsARN = emulator.keyValueStoreArn;
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));

    const missing = await refusal(client.send(new GetKeyCommand({ KvsARN, Key: 'nothing' })));
    const otherStore = await refusal(
      client.send(
        new GetKeyCommand({
          KvsARN: 'arn:aws:cloudfront::000000000000:key-value-store/another',
          Key: 'k',
        }),
      ),
    );
    const tooLarge = await refusal(
      client.send(
        new PutKeyCommand({ KvsARN, Key: 'big', Value: 'x'.repeat(1025), IfMatch: ETag }),
      ),
    );

    expect(missing).toMatchObject({ name: 'ResourceNotFoundException' });
    expect(otherStore).toMatchObject({ name: 'ResourceNotFoundException' });
    expect(tooLarge).toMatchObject({ name: 'ValidationException' });
    expect(tooLarge.message).toContain('1024 bytes');
    client.destroy();
  });

  it('answers UpdateKeys as one conditional write: a stale ETag, a bad value or over 50 keys change nothing', async () => {
    const client = kvs();
    const KvsARN = emulator.keyValueStoreArn;
    const { ETag } = await client.send(new DescribeKeyValueStoreCommand({ KvsARN }));
    const keys = (count: number, value = 'v') =>
      Array.from({ length: count }, (_, i) => ({ Key: `/batch/${i}`, Value: value }));

    const done = await client.send(
      new UpdateKeysCommand({ KvsARN, IfMatch: ETag, Puts: keys(2), Deletes: [{ Key: 'gone' }] }),
    );
    const stale = await refusal(
      client.send(new UpdateKeysCommand({ KvsARN, IfMatch: ETag, Puts: keys(3, 'w') })),
    );
    const badValue = await refusal(
      client.send(
        new UpdateKeysCommand({
          KvsARN,
          IfMatch: done.ETag,
          Puts: [...keys(3, 'w'), { Key: '/batch/big', Value: 'x'.repeat(1025) }],
        }),
      ),
    );
    const tooMany = await refusal(
      client.send(new UpdateKeysCommand({ KvsARN, IfMatch: done.ETag, Puts: keys(51, 'w') })),
    );

    expect(done.ETag).not.toBe(ETag);
    expect(done.ItemCount).toBeGreaterThanOrEqual(2);
    expect(stale).toMatchObject({ name: 'ConflictException', $metadata: { httpStatusCode: 409 } });
    expect(badValue).toMatchObject({ name: 'ValidationException' });
    expect(tooMany).toMatchObject({ name: 'ServiceQuotaExceededException' });
    expect(emulator.edgeValue('/batch/0')).toBe('v');
    expect(emulator.edgeValue('/batch/2')).toBeUndefined();
    await client.send(
      new UpdateKeysCommand({
        KvsARN,
        IfMatch: done.ETag,
        Deletes: [{ Key: '/batch/0' }, { Key: '/batch/1' }],
      }),
    );
    client.destroy();
  });

  it('lists keys in pages', async () => {
    const client = kvs();
    const KvsARN = emulator.keyValueStoreArn;
    const first = await client.send(new ListKeysCommand({ KvsARN, MaxResults: 2 }));
    const rest = await client.send(
      new ListKeysCommand({ KvsARN, MaxResults: 50, NextToken: first.NextToken }),
    );
    const keys = [...(first.Items ?? []), ...(rest.Items ?? [])].map((item) => item.Key);

    expect(first.Items).toHaveLength(2);
    expect(keys).toEqual(['/c/1', '/c/2', '/c/3', '/c/4', 'k']);
    client.destroy();
  });

  it('refuses an unsigned call and one signed with another key (403)', async () => {
    const url = `${emulator.endpoint}/key-value-stores/${encodeURIComponent(emulator.keyValueStoreArn)}`;
    const unsigned = await fetch(url);
    const otherKey = await fetch(url, {
      headers: {
        authorization:
          'AWS4-ECDSA-P256-SHA256 Credential=AKIAOTHER/20260101/cloudfront-keyvaluestore/aws4_request, SignedHeaders=host, Signature=00',
      },
    });

    for (const answer of [unsigned, otherKey]) {
      expect(answer.status).toBe(403);
      expect(answer.headers.get('x-amzn-errortype')).toBe('AccessDeniedException');
    }
    const invalidation = await fetch(
      `${emulator.endpoint}/2020-05-31/distribution/${emulator.distributionId}/invalidation`,
      { method: 'POST', body: '<InvalidationBatch/>' },
    );
    expect(invalidation.status).toBe(403);
    expect(await invalidation.text()).toContain('<Code>AccessDenied</Code>');
    expect(emulator.invalidations()).toHaveLength(0);
  });
});

describe('CreateInvalidation', () => {
  const invalidate = (paths: string[], input: Partial<CreateInvalidationCommandInput> = {}) =>
    cdn().send(
      new CreateInvalidationCommand({
        DistributionId: emulator.distributionId,
        InvalidationBatch: {
          CallerReference: crypto.randomUUID(),
          Paths: { Quantity: paths.length, Items: paths },
        },
        ...input,
      }),
    );

  it('records the render worker’s invalidation, completed at once', async () => {
    const before = emulator.invalidations().length;

    await runAs(renderWorker, () => edgeCache().invalidate(['/insights/a', '/insights/a.data']));

    expect(emulator.invalidations().slice(before)).toEqual([
      expect.objectContaining({
        distributionId: emulator.distributionId,
        paths: ['/insights/a', '/insights/a.data'],
      }),
    ]);
    const answer = await invalidate(['/insights?*']);
    expect(answer.Invalidation).toMatchObject({
      Status: 'Completed',
      InvalidationBatch: { Paths: { Quantity: 1, Items: ['/insights?*'] } },
    });
  });

  it('refuses paths as CloudFront does', async () => {
    const wildcards = Array.from({ length: 16 }, (_, i) => `/w${i}/*`);
    const files = Array.from({ length: 3001 }, (_, i) => `/f/${i}`);
    const cases: [Promise<unknown>, string][] = [
      [invalidate(['insights/a']), 'InvalidArgument'],
      [invalidate(['/insights/*/a']), 'InvalidArgument'],
      [invalidate([`/${'a'.repeat(4000)}`]), 'InvalidArgument'],
      [invalidate(wildcards), 'TooManyInvalidationsInProgress'],
      [invalidate(files), 'TooManyInvalidationsInProgress'],
      [
        invalidate([], {
          InvalidationBatch: {
            CallerReference: 'r',
            Paths: { Quantity: 2, Items: ['/a'] },
          },
        }),
        'InconsistentQuantities',
      ],
      [invalidate(['/a'], { DistributionId: 'EOTHER' }), 'NoSuchDistribution'],
    ];
    const before = emulator.invalidations().length;

    for (const [call, name] of cases) expect((await refusal(call)).name).toBe(name);

    expect(emulator.invalidations()).toHaveLength(before);
  });

  it('answers a repeated CallerReference with its invalidation, and refuses it for other paths', async () => {
    const batch = (paths: string[]) => ({
      InvalidationBatch: {
        CallerReference: 'same',
        Paths: { Quantity: paths.length, Items: paths },
      },
    });
    const first = await invalidate([], batch(['/a']));
    const again = await invalidate([], batch(['/a']));
    const other = await refusal(invalidate([], batch(['/b'])));

    expect(again.Invalidation?.Id).toBe(first.Invalidation?.Id);
    expect(other).toMatchObject({
      name: 'InvalidationBatchAlreadyExists',
      $metadata: { httpStatusCode: 409 },
    });
  });
});

describe('grants', () => {
  it('refuses a function without site publishing the edge store and the invalidation, in AWS’s words', async () => {
    const write = await refusal(
      runAs(publicArticleRead, () => edgeStore().put('/insights/planted', entry)),
    );
    const cache = await refusal(
      runAs(publicArticleRead, () => edgeCache().invalidate(['/insights/planted'])),
    );

    expect(write).toMatchObject({ name: 'AccessDeniedException', status: 403 });
    expect(write.message).toBe(
      `User: arn:aws:sts::000000000000:assumed-role/HttpArticlesGetArticle/HttpArticlesGetArticle is not authorized to perform: cloudfront-keyvaluestore:DescribeKeyValueStore on resource: ${emulator.keyValueStoreArn} because no identity-based policy allows the cloudfront-keyvaluestore:DescribeKeyValueStore action`,
    );
    expect(cache).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect(cache.message).toContain(
      `cloudfront:CreateInvalidation on resource: arn:aws:cloudfront::000000000000:distribution/${emulator.distributionId}`,
    );
    expect(emulator.edgeValue('/insights/planted')).toBeUndefined();
  });

  it('lets the render worker list the store (a whole-site render reads it once), and no function without site publishing', async () => {
    const listKeys = () => edgeStore().entries();

    const listed = await runAs(renderWorker, listKeys);
    const list = await refusal(runAs(publicArticleRead, listKeys));

    expect(listed).toBeInstanceOf(Map);
    expect(list.name).toBe('AccessDeniedException');
    expect(list.message).toContain('cloudfront-keyvaluestore:ListKeys');
  });
});
