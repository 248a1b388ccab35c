/**
 * The sandbox's DynamoDB keeps an old data dir working: a table made before an index was added to
 * the manifest gets that index at the next start, its rows kept (the subscribers' byEntity came
 * later; dynalite cannot add an index, so the table is made again).
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
  waitUntilTableExists,
  waitUntilTableNotExists,
} from '@aws-sdk/client-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import * as dynamodb from '../../infra/local/dynamodb';

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
});
