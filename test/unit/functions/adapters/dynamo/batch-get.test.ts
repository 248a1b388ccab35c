/**
 * batchGetByKey with carried reads, without a database (test/support/document-client-mock.ts):
 * one BatchGetItem names every table, a carried read is settled from it (or reads itself when no
 * batch carried it), keys DynamoDB leaves unprocessed are asked again per table, and a key named
 * twice is asked once. That the sandbox's DynamoDB answers such a call is proved by the admin
 * lists' integration tests (test/integration/admin-lists.test.ts).
 */
import { BatchGetCommand, GetCommand } from '@functions/adapters/dynamo/document-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { batchGetByKey, PendingRead } from '@functions/adapters/dynamo/batch-get';
import { mockDocumentClient } from '../../../../support/document-client-mock';

const dynamo = mockDocumentClient();

beforeEach(() => {
  dynamo.reset();
});

const asked = () =>
  dynamo.commandCalls(BatchGetCommand).map(({ args: [command] }) => {
    const input = command.input as {
      RequestItems?: Record<string, { Keys: unknown[]; ConsistentRead?: boolean }>;
    };
    return Object.fromEntries(
      Object.entries(input.RequestItems ?? {}).map(([table, entry]) => [
        table,
        { keys: entry.Keys, consistent: entry.ConsistentRead },
      ]),
    );
  });

describe('batchGetByKey carrying other reads', () => {
  it('sends them in its one call and settles each with its own item', async () => {
    const access = new PendingRead('access', { sub: 's1' }, (item) => item?.role, true);
    const missing = new PendingRead('counters', { key: 'list#a' }, (item) => item ?? 'none');
    dynamo.on(BatchGetCommand).resolves({
      Responses: {
        articles: [{ id: 'b' }, { id: 'a' }],
        access: [{ sub: 's1', role: 'editor' }],
      },
    });

    const rows = await batchGetByKey(['a', 'b', 'a'], {
      table: 'articles',
      keyName: 'id',
      carry: [access, missing],
    });

    expect(rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await access.value()).toBe('editor');
    expect(await missing.value()).toBe('none');
    expect(asked()).toEqual([
      {
        access: { keys: [{ sub: 's1' }], consistent: true },
        counters: { keys: [{ key: 'list#a' }], consistent: false },
        articles: { keys: [{ id: 'a' }, { id: 'b' }], consistent: false },
      },
    ]);
    expect(dynamo.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('makes its call for the carried reads alone when there are no rows to read', async () => {
    const access = new PendingRead('access', { sub: 's1' }, (item) => item?.role);
    dynamo.on(BatchGetCommand).resolves({ Responses: { access: [{ sub: 's1', role: 'editor' }] } });

    expect(await batchGetByKey([], { table: 'articles', keyName: 'id', carry: [access] })).toEqual(
      [],
    );
    expect(await access.value()).toBe('editor');
    expect(asked()).toHaveLength(1);
  });

  it('asks again for the keys left unprocessed, of every table', async () => {
    const access = new PendingRead('access', { sub: 's1' }, (item) => item?.role);
    dynamo
      .on(BatchGetCommand)
      .resolvesOnce({
        Responses: { articles: [{ id: 'a' }] },
        UnprocessedKeys: { articles: { Keys: [{ id: 'b' }] }, access: { Keys: [{ sub: 's1' }] } },
      })
      .resolvesOnce({
        Responses: { articles: [{ id: 'b' }], access: [{ sub: 's1', role: 'author' }] },
      });

    const rows = await batchGetByKey(['a', 'b'], {
      table: 'articles',
      keyName: 'id',
      carry: [access],
    });

    expect(rows).toEqual([{ id: 'a' }, { id: 'b' }]);
    expect(await access.value()).toBe('author');
    expect(asked()[1]).toEqual({
      articles: { keys: [{ id: 'b' }], consistent: false },
      access: { keys: [{ sub: 's1' }], consistent: false },
    });
  });

  it('reads a pending read with a GetItem of its own when no batch carried it', async () => {
    const access = new PendingRead('access', { sub: 's1' }, (item) => item?.role, true);
    dynamo.on(GetCommand).resolves({ Item: { sub: 's1', role: 'editor' } });

    expect(await access.value()).toBe('editor');
    expect(dynamo.commandCalls(GetCommand).map(({ args: [command] }) => command.input)).toEqual([
      { TableName: 'access', Key: { sub: 's1' }, ConsistentRead: true },
    ]);
  });
});
