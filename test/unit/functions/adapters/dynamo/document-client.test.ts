/**
 * The DynamoDB document client signs DynamoDB's JSON protocol itself (no SDK client), so what the
 * SDK's document client did is proved here against a fake DynamoDB endpoint: values marshalled
 * and read back, errors named and carrying their details, throttling retried, and a database that
 * takes the request and never answers abandoned after its retries (finding 8) instead of holding
 * the caller until the function dies. Against the sandbox's real DynamoDB, every repository test
 * and the repository contracts run through it.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BatchGetCommand,
  dynamoClient,
  GetCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import {
  fakeAwsEndpoint,
  jsonAnswer,
  type FakeAwsEndpoint,
} from '../../../../support/fake-aws-endpoint';

let endpoint: FakeAwsEndpoint;
/** What the fake DynamoDB does with the next requests, in order; the last one repeats. */
let answers: ((response: ServerResponse) => void)[] = [];

const json = (status: number, body: unknown) =>
  jsonAnswer(status, body, 'application/x-amz-json-1.0');
const never = () => () => undefined;
/** Closes the connection without a word, as a server that fell over mid-request does. */
const hangUp = () => (response: ServerResponse) => response.socket?.destroy();

beforeAll(async () => {
  endpoint = await fakeAwsEndpoint((_request, response) => {
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    answer(response);
  });
  vi.stubEnv('DYNAMODB_ENDPOINT', endpoint.url);
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

beforeEach(() => {
  endpoint.seen.length = 0;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await endpoint.close();
});

describe('the DynamoDB document client', () => {
  it('sends a signed GetItem with its key marshalled and reads the item back as plain values', async () => {
    answers = [
      json(200, {
        Item: {
          id: { S: 'a' },
          views: { N: '12' },
          tags: { SS: ['x', 'y'] },
          seo: { M: { title: { S: 'T' }, draft: { BOOL: false } } },
          gone: { NULL: true },
        },
      }),
    ];

    const answer = await dynamoClient().send(
      new GetCommand({ TableName: 'articles', Key: { id: 'a' }, ConsistentRead: true }),
    );

    expect(endpoint.seen).toHaveLength(1);
    expect(endpoint.seen[0]!.target).toBe('DynamoDB_20120810.GetItem');
    expect(endpoint.seen[0]!.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=local\/.*\/dynamodb\//,
    );
    expect(endpoint.seen[0]!.body).toEqual({
      TableName: 'articles',
      Key: { id: { S: 'a' } },
      ConsistentRead: true,
    });
    expect(answer.Item).toEqual({
      id: 'a',
      views: 12,
      tags: new Set(['x', 'y']),
      seo: { title: 'T', draft: false },
      gone: null,
    });
  });

  it('marshals expression values, drops undefined attributes and reads nothing back when nothing is asked', async () => {
    answers = [json(200, {})];

    const answer = await dynamoClient().send(
      new UpdateCommand({
        TableName: 'articles',
        Key: { id: 'a' },
        UpdateExpression: 'SET #t = :t, #l = :l',
        ExpressionAttributeNames: { '#t': 'title', '#l': 'labels' },
        ExpressionAttributeValues: { ':t': 'New', ':l': ['a', 1], ':unused': undefined },
      }),
    );

    expect(endpoint.seen[0]!.body.ExpressionAttributeValues).toEqual({
      ':t': { S: 'New' },
      ':l': { L: [{ S: 'a' }, { N: '1' }] },
    });
    expect(answer.Attributes).toBeUndefined();
  });

  it("marshals a batch read's keys per table and reads its items and unprocessed keys back", async () => {
    answers = [
      json(200, {
        Responses: { articles: [{ id: { S: 'a' }, n: { N: '1' } }] },
        UnprocessedKeys: { articles: { Keys: [{ id: { S: 'b' } }], ConsistentRead: true } },
      }),
    ];

    const answer = await dynamoClient().send(
      new BatchGetCommand({
        RequestItems: { articles: { Keys: [{ id: 'a' }, { id: 'b' }], ConsistentRead: true } },
      }),
    );

    expect(endpoint.seen[0]!.body.RequestItems).toEqual({
      articles: { Keys: [{ id: { S: 'a' } }, { id: { S: 'b' } }], ConsistentRead: true },
    });
    expect(answer.Responses).toEqual({ articles: [{ id: 'a', n: 1 }] });
    expect(answer.UnprocessedKeys).toEqual({
      articles: { Keys: [{ id: 'b' }], ConsistentRead: true },
    });
  });

  it('names a cancelled transaction as the SDK did, with its reasons, and does not retry it', async () => {
    answers = [
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: 'Transaction cancelled, please refer cancellation reasons for specific reasons',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
      }),
    ];

    const write = dynamoClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: 'articles', Item: { id: 'a', n: 1 } } },
          {
            ConditionCheck: {
              TableName: 'uniques',
              Key: { key: 'slug#a' },
              ConditionExpression: 'attribute_not_exists(#k)',
              ExpressionAttributeNames: { '#k': 'key' },
            },
          },
        ],
      }),
    );

    await expect(write).rejects.toMatchObject({
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
    });
    expect(endpoint.seen).toHaveLength(1);
    expect(endpoint.seen[0]!.body.ClientRequestToken).toEqual(expect.any(String));
    expect(endpoint.seen[0]!.body.TransactItems).toEqual([
      { Put: { TableName: 'articles', Item: { id: { S: 'a' }, n: { N: '1' } } } },
      {
        ConditionCheck: {
          TableName: 'uniques',
          Key: { key: { S: 'slug#a' } },
          ConditionExpression: 'attribute_not_exists(#k)',
          ExpressionAttributeNames: { '#k': 'key' },
        },
      },
    ]);
  });

  it('retries a transaction that timed out under the same idempotency token, so it cannot count twice', async () => {
    answers = [never(), json(200, {})];
    const add = {
      Update: {
        TableName: 'newsletters',
        Key: { pk: 'send#1', sk: 'send' },
        UpdateExpression: 'ADD sent :n',
        ExpressionAttributeValues: { ':n': 200 },
      },
    };

    await dynamoClient().send(new TransactWriteCommand({ TransactItems: [add] }));
    await dynamoClient().send(new TransactWriteCommand({ TransactItems: [add] }));

    expect(endpoint.seen).toHaveLength(3);
    const [first, retried, another] = endpoint.seen.map(
      (request) => request.body.ClientRequestToken,
    );
    expect(retried).toBe(first);
    // Another transaction is another token.
    expect(another).not.toBe(first);
  }, 10_000);

  it('retries a throttled call, as the SDK client did', async () => {
    answers = [
      json(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
        message: 'Rate of requests exceeds the allowed throughput',
      }),
      json(200, { Item: { id: { S: 'a' } } }),
    ];

    const answer = await dynamoClient().send(
      new GetCommand({ TableName: 'articles', Key: { id: 'a' } }),
    );

    expect(answer.Item).toEqual({ id: 'a' });
    expect(endpoint.seen).toHaveLength(2);
  });

  it('retries a call whose connection closed before any answer, and keeps its connection otherwise', async () => {
    answers = [hangUp(), json(200, { Item: { id: { S: 'b' } } })];

    const first = await dynamoClient().send(
      new GetCommand({ TableName: 'articles', Key: { id: 'b' } }),
    );
    const second = await dynamoClient().send(
      new GetCommand({ TableName: 'articles', Key: { id: 'b' } }),
    );

    expect(first.Item).toEqual({ id: 'b' });
    expect(second.Item).toEqual({ id: 'b' });
    expect(endpoint.seen).toHaveLength(3);
    // The two calls after the hang-up went over one kept connection.
    expect(new Set(endpoint.seen.slice(1).map((seen) => seen.clientPort)).size).toBe(1);
  });

  it('fails a call to a database that never answers with a TimeoutError, after its retries', async () => {
    answers = [never()];

    const call = dynamoClient().send(new GetCommand({ TableName: 'counters', Key: { key: 'x' } }));

    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' });
    expect(endpoint.seen).toHaveLength(3);
  }, 20_000);
});
