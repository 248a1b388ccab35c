/**
 * The sandbox's DynamoDB answers TransactWriteItems like DynamoDB: all or nothing, conditions
 * checked, concurrent transactions on one marker serialised so exactly one wins.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { start, type DynamoSandbox } from '../../infra/local/dynamodb';

let db: DynamoSandbox;
let doc: DynamoDBDocumentClient;
const dir = mkdtempSync(join(tmpdir(), 'sbx-tx-'));

beforeAll(async () => {
  db = await start({ dir });
  doc = DynamoDBDocumentClient.from(db.client);
});

afterAll(async () => {
  await db.end();
  rmSync(dir, { recursive: true, force: true });
});

const claim = (slug: string, id: string) =>
  new TransactWriteCommand({
    TransactItems: [
      { Put: { TableName: 'articles', Item: { id, slug } } },
      {
        Put: {
          TableName: 'uniques',
          Item: { key: `article-slug#${slug}`, owner_id: id },
          ConditionExpression: 'attribute_not_exists(#k)',
          ExpressionAttributeNames: { '#k': 'key' },
        },
      },
    ],
  });

describe('local DynamoDB transactions', () => {
  it('answers a retry of a transaction that went through (same client token) without running it again', async () => {
    const first = claim('retried', 'retry-1');
    first.input.ClientRequestToken = 'token-of-one-call';
    await doc.send(first);
    const retry = claim('retried', 'retry-1');
    retry.input.ClientRequestToken = 'token-of-one-call';

    // Without the token's memory the retry would fail on its own slug marker.
    await expect(doc.send(retry)).resolves.toBeDefined();
    const another = await doc.send(claim('retried', 'retry-2')).catch((e: unknown) => e);
    expect(another).toBeInstanceOf(TransactionCanceledException);
  });

  it('applies every item of a transaction whose conditions hold', async () => {
    await doc.send(claim('first', 'a1'));

    const got = await doc.send(
      new TransactGetCommand({
        TransactItems: [
          { Get: { TableName: 'articles', Key: { id: 'a1' } } },
          { Get: { TableName: 'uniques', Key: { key: 'article-slug#first' } } },
        ],
      }),
    );
    expect(got.Responses?.map((r) => r.Item)).toEqual([
      { id: 'a1', slug: 'first' },
      { key: 'article-slug#first', owner_id: 'a1' },
    ]);
  });

  it('cancels with the failing item named and leaves nothing of the transaction behind', async () => {
    await doc.send(claim('taken', 'b1'));

    const error = await doc.send(claim('taken', 'b2')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons?.map((r) => r.Code)).toEqual(
      ['None', 'ConditionalCheckFailed'],
    );
    expect(
      (await doc.send(new GetCommand({ TableName: 'articles', Key: { id: 'b2' } }))).Item,
    ).toBeUndefined();
  });

  it('lets exactly one of 20 concurrent claims of one slug win', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => doc.send(claim('race', `r${i}`))),
    );

    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const owner = (
      await doc.send(new GetCommand({ TableName: 'uniques', Key: { key: 'article-slug#race' } }))
    ).Item?.owner_id;
    const stored = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        doc.send(new GetCommand({ TableName: 'articles', Key: { id: `r${i}` } })),
      ),
    );
    expect(stored.filter((r) => r.Item).map((r) => r.Item?.id)).toEqual([owner]);
  });

  it('refuses two operations on one item, as DynamoDB does', async () => {
    const error = await doc
      .send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: 'articles', Item: { id: 'dup' } } },
            { Delete: { TableName: 'articles', Key: { id: 'dup' } } },
          ],
        }),
      )
      .catch((e: unknown) => e as Error);

    expect((error as Error).name).toBe('ValidationException');
  });
});
