/**
 * The sandbox's DynamoDB keeps an old data dir working: a table made before an index was added to
 * the manifest, or before an index's projection changed, gets the manifest's index at the next
 * start, its rows kept (the subscribers' byEntity came later, the articles' public indexes carry
 * the card fields since; dynalite cannot add or change an index, so the table is made again).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import * as dynamodb from '../../infra/local/dynamodb';
import { tables, type GsiDef, type TableDef } from '../../infra/manifest';

const dir = mkdtempSync(join(tmpdir(), 'dynamo-indexes-'));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sandbox DynamoDB start', () => {
  it('adds the manifest indexes a table of an older data dir lacks', async () => {
    const first = await dynamodb.start({ dir });
    await first.client.send(new DeleteTableCommand({ TableName: 'subscribers' }));
    // dynalite deletes and creates tables a moment after answering (longer on a busy machine).
    const waiter = { client: first.client, maxWaitTime: 30, minDelay: 1 };
    await waitUntilTableNotExists(waiter, { TableName: 'subscribers' });
    await first.client.send(
      new CreateTableCommand({
        TableName: 'subscribers',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [{ AttributeName: 'email', AttributeType: 'S' }],
        KeySchema: [{ AttributeName: 'email', KeyType: 'HASH' }],
      }),
    );
    await waitUntilTableExists(waiter, { TableName: 'subscribers' });
    await first.client.send(
      new PutItemCommand({
        TableName: 'subscribers',
        Item: { email: { S: 'kept@example.com' }, created_at: { S: '2025-01-01T00:00:00.000Z' } },
      }),
    );
    await first.end();

    const second = await dynamodb.start({ dir });
    const { Table } = await second.client.send(
      new DescribeTableCommand({ TableName: 'subscribers' }),
    );
    const { Item } = await second.client.send(
      new GetItemCommand({ TableName: 'subscribers', Key: { email: { S: 'kept@example.com' } } }),
    );
    await second.end();

    expect(Table?.GlobalSecondaryIndexes?.map((gsi) => gsi.IndexName)).toEqual(['byEntity']);
    expect(Item?.created_at?.S).toBe('2025-01-01T00:00:00.000Z');
  });

  it("gives an index of an older data dir the manifest's projection, so a Query answers its fields", async () => {
    const first = await dynamodb.start({ dir });
    const waiter = { client: first.client, maxWaitTime: 30, minDelay: 1 };
    await first.client.send(new DeleteTableCommand({ TableName: 'articles' }));
    await waitUntilTableNotExists(waiter, { TableName: 'articles' });
    // The articles table as it was: every index of the manifest, each holding keys only.
    const articles: TableDef & { gsis: GsiDef[] } = tables.articles;
    const keys = [
      articles.partitionKey,
      ...articles.gsis.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey ?? []].flat()),
    ];
    await first.client.send(
      new CreateTableCommand({
        TableName: 'articles',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...new Map(keys.map((key) => [key.name, key])).values()].map(
          (key) => ({ AttributeName: key.name, AttributeType: key.type }),
        ),
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        GlobalSecondaryIndexes: articles.gsis.map((gsi) => ({
          IndexName: gsi.name,
          KeySchema: [
            { AttributeName: gsi.partitionKey.name, KeyType: 'HASH' as const },
            ...(gsi.sortKey
              ? [{ AttributeName: gsi.sortKey.name, KeyType: 'RANGE' as const }]
              : []),
          ],
          Projection: { ProjectionType: 'KEYS_ONLY' as const },
        })),
      }),
    );
    await waitUntilTableExists(waiter, { TableName: 'articles' });
    await first.client.send(
      new PutItemCommand({
        TableName: 'articles',
        Item: {
          id: { S: 'a1' },
          published_key: { S: 'PUBLISHED' },
          sort_key: { S: '2025-01-01T00:00:00.000Z#a1' },
          title: { S: 'Kept title' },
          introduction: { S: 'Not on the card.' },
        },
      }),
    );
    await first.end();

    const second = await dynamodb.start({ dir });
    const { Table } = await second.client.send(new DescribeTableCommand({ TableName: 'articles' }));
    const { Items } = await second.client.send(
      new QueryCommand({
        TableName: 'articles',
        IndexName: 'byPublished',
        KeyConditionExpression: 'published_key = :p',
        ExpressionAttributeValues: { ':p': { S: 'PUBLISHED' } },
      }),
    );
    await second.end();

    expect(Table?.GlobalSecondaryIndexes?.map((gsi) => gsi.IndexName).sort()).toEqual(
      tables.articles.gsis.map((gsi) => gsi.name).sort(),
    );
    expect(Items?.[0]?.title?.S).toBe('Kept title');
    expect(Items?.[0]).not.toHaveProperty('introduction');
  });
});
