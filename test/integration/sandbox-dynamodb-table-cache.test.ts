/**
 * The sandbox's DynamoDB keeps the descriptions of its tables in memory (dynalite read each from
 * LevelDB on every item request: infra/local/dynalite-loader.ts `cacheTableDescriptions`). A
 * description is used by every item request (key schema, indexes), so a stale one would accept
 * writes to a deleted table, refuse queries on an index the table has since been made with, or
 * take items of the old key schema. Each case first makes item requests, so the description is
 * in memory, then changes the table and asks what only the new description answers.
 */
import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  GetItemCommand,
  PutItemCommand,
  QueryCommand,
  UpdateTableCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  type CreateTableCommandInput,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDynamo } from '../support/scratch-dynamo';

const sandbox = scratchDynamo('sbx-table-cache');
const table = 'cache_probe';
let client: DynamoDBClient;

beforeAll(() => {
  client = sandbox().client;
});

const waiter = () => ({ client, maxWaitTime: 30, minDelay: 1 });

async function create(input: Omit<CreateTableCommandInput, 'TableName' | 'BillingMode'>) {
  await client.send(
    new CreateTableCommand({ TableName: table, BillingMode: 'PAY_PER_REQUEST', ...input }),
  );
  await waitUntilTableExists(waiter(), { TableName: table });
}

async function drop() {
  await client.send(new DeleteTableCommand({ TableName: table }));
  await waitUntilTableNotExists(waiter(), { TableName: table });
}

const byId = {
  AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' as const }],
  KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' as const }],
};

/** An item request's answer: 'ok' or the error's name. */
async function outcome(request: Promise<unknown>): Promise<string> {
  try {
    await request;
    return 'ok';
  } catch (error) {
    return (error as Error).name;
  }
}

const put = (item: Record<string, { S: string }>) =>
  outcome(client.send(new PutItemCommand({ TableName: table, Item: item })));

const queryKind = (kind: string) =>
  client.send(
    new QueryCommand({
      TableName: table,
      IndexName: 'byKind',
      KeyConditionExpression: 'kind = :kind',
      ExpressionAttributeValues: { ':kind': { S: kind } },
    }),
  );

describe('table descriptions in the sandbox DynamoDB', () => {
  it('refuses item requests to a table once it is deleted', async () => {
    await create(byId);
    expect(await put({ id: { S: 'a' } })).toBe('ok');
    await client.send(new GetItemCommand({ TableName: table, Key: { id: { S: 'a' } } }));

    await drop();

    expect(await put({ id: { S: 'b' } })).toBe('ResourceNotFoundException');
    expect(
      await outcome(client.send(new GetItemCommand({ TableName: table, Key: { id: { S: 'a' } } }))),
    ).toBe('ResourceNotFoundException');
  });

  it('answers queries on an index the table was made again with', async () => {
    await create(byId);
    expect(await put({ id: { S: 'a' }, kind: { S: 'note' } })).toBe('ok');
    expect(await outcome(queryKind('note'))).toBe('ValidationException');

    await drop();
    await create({
      AttributeDefinitions: [
        ...byId.AttributeDefinitions,
        { AttributeName: 'kind', AttributeType: 'S' },
      ],
      KeySchema: byId.KeySchema,
      GlobalSecondaryIndexes: [
        {
          IndexName: 'byKind',
          KeySchema: [{ AttributeName: 'kind', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
    });
    expect(await put({ id: { S: 'b' }, kind: { S: 'note' } })).toBe('ok');

    const { Items } = await queryKind('note');
    expect(Items?.map((item) => item.id?.S)).toEqual(['b']);
    await drop();
  });

  it('takes the key schema the table was made again with', async () => {
    await create(byId);
    expect(await put({ id: { S: 'a' } })).toBe('ok');

    await drop();
    await create({
      AttributeDefinitions: [{ AttributeName: 'slug', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'slug', KeyType: 'HASH' }],
    });

    expect(await put({ id: { S: 'b' } })).toBe('ValidationException');
    expect(await put({ slug: { S: 'b' } })).toBe('ok');
    await drop();
  });

  it('describes a table as UpdateTable left it', async () => {
    await create(byId);
    expect(await put({ id: { S: 'a' } })).toBe('ok');

    await client.send(
      new UpdateTableCommand({
        TableName: table,
        BillingMode: 'PROVISIONED',
        ProvisionedThroughput: { ReadCapacityUnits: 3, WriteCapacityUnits: 4 },
      }),
    );
    expect(await put({ id: { S: 'b' } })).toBe('ok');

    const { Table } = await client.send(new DescribeTableCommand({ TableName: table }));
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PROVISIONED');
    expect(Table?.ProvisionedThroughput?.ReadCapacityUnits).toBe(3);
    await drop();
  });
});
