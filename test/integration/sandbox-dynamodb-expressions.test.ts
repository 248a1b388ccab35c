/**
 * The sandbox's DynamoDB keeps the parses of the expressions it was sent (dynalite parsed each one
 * on every request: infra/local/dynalite-loader.ts `keepParses`). The same expression sent again
 * must be judged as the first time: its condition evaluated against the item as it is now, the
 * update applied again, and DynamoDB's refusals (a name or value the expressions do not use, a
 * syntax error) made again, whichever expressions of the request used the names first.
 */
import {
  CreateTableCommand,
  GetItemCommand,
  PutItemCommand,
  UpdateItemCommand,
  waitUntilTableExists,
  type DynamoDBClient,
  type UpdateItemCommandInput,
} from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { scratchDynamo } from '../support/scratch-dynamo';

const sandbox = scratchDynamo('sbx-expressions');
const TableName = 'expression_probe';
let client: DynamoDBClient;

beforeAll(async () => {
  client = sandbox().client;
  await client.send(
    new CreateTableCommand({
      TableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
      KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
    }),
  );
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName });
});

/** A request's answer: 'ok' or the error's name and message. */
async function outcome(request: Promise<unknown>): Promise<string> {
  try {
    await request;
    return 'ok';
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
}

const putNew = (id: string) =>
  outcome(
    client.send(
      new PutItemCommand({
        TableName,
        Item: { id: { S: id } },
        ConditionExpression: 'attribute_not_exists(#id)',
        ExpressionAttributeNames: { '#id': 'id' },
      }),
    ),
  );

const update = (input: Omit<UpdateItemCommandInput, 'TableName'>) =>
  outcome(client.send(new UpdateItemCommand({ TableName, ...input })));

async function read(id: string) {
  const { Item } = await client.send(new GetItemCommand({ TableName, Key: { id: { S: id } } }));
  return Item;
}

describe('expressions sent again to the sandbox DynamoDB', () => {
  it('evaluates a condition sent again against the item as it is now', async () => {
    expect(await putNew('a')).toBe('ok');
    expect(await putNew('a')).toMatch(/^ConditionalCheckFailedException/);
    expect(await putNew('b')).toBe('ok');
  });

  it('applies an update sent again each time', async () => {
    const add = {
      Key: { id: { S: 'counter' } },
      UpdateExpression: 'ADD #count :delta',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':delta': { N: '2' } },
    };
    for (let i = 0; i < 3; i += 1) expect(await update(add)).toBe('ok');
    expect((await read('counter'))?.count).toEqual({ N: '6' });
  });

  it('judges an expression sent again with other values by those values', async () => {
    const claim = (from: string, to: string) =>
      update({
        Key: { id: { S: 'claimed' } },
        UpdateExpression: 'SET #s = :to, lease = :lease',
        ConditionExpression: 'attribute_not_exists(#s) OR #s = :from',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: {
          ':from': { S: from },
          ':to': { S: to },
          ':lease': { N: String(to.length) },
        },
      });
    expect(await claim('none', 'pending')).toBe('ok');
    expect(await claim('pending', 'processing')).toBe('ok');
    // Not pending any more: the kept condition must compare with this request's value.
    expect(await claim('pending', 'processing')).toMatch(/^ConditionalCheckFailedException/);
    expect(await claim('processing', 'done')).toBe('ok');
    const item = await read('claimed');
    expect(item?.status).toEqual({ S: 'done' });
    expect(item?.lease).toEqual({ N: '4' });
  });

  it('checks the types of the values an expression is sent again with', async () => {
    const add = (delta: { N: string } | { S: string }) =>
      update({
        Key: { id: { S: 'typed' } },
        UpdateExpression: 'SET #n = if_not_exists(#n, :zero) + :delta',
        ExpressionAttributeNames: { '#n': 'n' },
        ExpressionAttributeValues: { ':zero': { N: '0' }, ':delta': delta },
      });
    expect(await add({ N: '5' })).toBe('ok');
    expect(await add({ S: 'five' })).toMatch(
      /^ValidationException: Invalid UpdateExpression: Incorrect operand type/,
    );
    expect(await add({ N: '2' })).toBe('ok');
    expect((await read('typed'))?.n).toEqual({ N: '7' });
  });

  it('marks the names an expression uses, whichever expression of the request used them first', async () => {
    const values = { ':new': { S: 'done' }, ':old': { S: 'pending' } };
    const condition = 'attribute_not_exists(#s) OR #s <> :old';
    const swap = {
      Key: { id: { S: 'status' } },
      UpdateExpression: 'SET #s = :new',
      ConditionExpression: condition,
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: values,
    };
    // The update uses `#s` before the condition does.
    expect(await update(swap)).toBe('ok');
    // The same condition with the same names and values, `#s` used by it alone: accepted.
    expect(
      await update({
        Key: { id: { S: 'status' } },
        UpdateExpression: 'SET note = :new',
        ConditionExpression: condition,
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: values,
      }),
    ).toBe('ok');
    expect((await read('status'))?.note).toEqual({ S: 'done' });
  });

  it('refuses a name or value the expressions do not use, as often as it is sent', async () => {
    const swap = {
      Key: { id: { S: 'unused' } },
      UpdateExpression: 'SET #s = :new',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':new': { S: 'done' } },
    };
    expect(await update(swap)).toBe('ok');
    for (let i = 0; i < 2; i += 1) {
      expect(
        await update({ ...swap, ExpressionAttributeNames: { '#s': 'status', '#x': 'extra' } }),
      ).toMatch(/^ValidationException: .*unused in expressions: keys: \{#x\}/);
      expect(
        await update({
          ...swap,
          ExpressionAttributeValues: { ...swap.ExpressionAttributeValues, ':x': { S: 'x' } },
        }),
      ).toMatch(/^ValidationException: .*unused in expressions: keys: \{:x\}/);
    }
  });

  it('refuses an expression with a syntax error each time it is sent', async () => {
    const broken = {
      Key: { id: { S: 'broken' } },
      UpdateExpression: 'SET #a = = :v',
      ExpressionAttributeNames: { '#a': 'a' },
      ExpressionAttributeValues: { ':v': { S: 'v' } },
    };
    const first = await update(broken);
    expect(first).toMatch(/^ValidationException: Invalid UpdateExpression: Syntax error/);
    expect(await update(broken)).toBe(first);
    expect(await read('broken')).toBeUndefined();
  });
});
