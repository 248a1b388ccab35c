/**
 * The sandbox's DynamoDB answers TransactWriteItems like DynamoDB: all or nothing, conditions
 * checked, concurrent transactions on one marker serialised so exactly one wins, and transactions
 * on other items applied in turns, never held up for long by them.
 */
import {
  createServer,
  request,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  TransactGetCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables, type TableDef } from '../../infra/manifest';
import { scratchDynamo } from '../support/scratch-dynamo';
import {
  startTransactionProxy,
  type TransactionProxy,
} from '../../infra/local/dynamodb-transactions';

const sandbox = scratchDynamo('sbx-tx');
let doc: DynamoDBDocumentClient;

beforeAll(() => {
  doc = DynamoDBDocumentClient.from(sandbox().client);
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

  it('applies all 100 items of a large transaction, none when its one condition fails, and refuses 101', async () => {
    const rows = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        Put: { TableName: 'articles', Item: { id: `${prefix}-${i}` } },
      }));
    const marker = (key: string) => ({
      Put: {
        TableName: 'uniques',
        Item: { key, owner_id: 'large' },
        ConditionExpression: 'attribute_not_exists(#k)',
        ExpressionAttributeNames: { '#k': 'key' },
      },
    });
    const count = async (prefix: string) =>
      (
        await Promise.all(
          Array.from({ length: 99 }, (_, i) =>
            doc.send(new GetCommand({ TableName: 'articles', Key: { id: `${prefix}-${i}` } })),
          ),
        )
      ).filter((answer) => answer.Item).length;

    await doc.send(
      new TransactWriteCommand({ TransactItems: [...rows('large', 99), marker('large-1')] }),
    );
    const refused = (await doc
      .send(new TransactWriteCommand({ TransactItems: [...rows('lost', 99), marker('large-1')] }))
      .catch((e: unknown) => e)) as TransactionCanceledException;
    const tooMany = (await doc
      .send(new TransactWriteCommand({ TransactItems: [...rows('many', 100), marker('large-2')] }))
      .catch((e: unknown) => e)) as Error;

    expect(await count('large')).toBe(99);
    expect(refused).toBeInstanceOf(TransactionCanceledException);
    expect(refused.CancellationReasons?.[99]?.Code).toBe('ConditionalCheckFailed');
    expect(refused.CancellationReasons?.[0]?.Code).toBe('None');
    expect(await count('lost')).toBe(0);
    expect(tooMany.name).toBe('ValidationException');
    expect(await count('many')).toBe(0);
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

/**
 * A stand-in for dynalite between a transaction proxy and the database: it records every item
 * write it forwards, in order (a batch's items in the batch's order), and holds the single-item
 * writes of chosen articles until they are let go, so a test can keep a transaction in the middle
 * of its items for as long as it likes.
 */
async function writeGate(upstream: string) {
  const forwarded: string[] = [];
  const held = new Map<string, (() => void)[]>();
  const parkedWaiters: { id: string; resolve: () => void }[] = [];
  const idOf = (body: { Item?: { id?: { S?: string } }; Key?: { id?: { S?: string } } }) =>
    body.Item?.id?.S ?? body.Key?.id?.S ?? '';
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse) => {
    const upstreamCall = request(
      upstream,
      { method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 500, answer.headers);
        answer.pipe(res);
      },
    );
    upstreamCall.end(body);
  };
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const target =
      String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop() ?? '';
    if (target === 'BatchWriteItem') {
      const batch = JSON.parse(body.toString()) as {
        RequestItems: Record<
          string,
          { PutRequest?: { Item: never }; DeleteRequest?: { Key: never } }[]
        >;
      };
      for (const requests of Object.values(batch.RequestItems))
        for (const one of requests)
          forwarded.push(idOf({ Item: one.PutRequest?.Item, Key: one.DeleteRequest?.Key }));
    }
    const id = /^(Put|Update|Delete)Item$/.test(target) ? idOf(JSON.parse(body.toString())) : '';
    const waiting = id ? held.get(id) : undefined;
    if (waiting) {
      waiting.push(() => {
        forwarded.push(id);
        forward(req, body, res);
      });
      for (const waiter of parkedWaiters.filter((w) => w.id === id)) waiter.resolve();
      return;
    }
    if (id) forwarded.push(id);
    forward(req, body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Article ids whose writes reached the database, in order. */
    forwarded,
    /** Holds every later write of article `id`. */
    hold(id: string) {
      held.set(id, []);
    },
    /** Resolves once a write of article `id` is being held. */
    parked(id: string) {
      if (held.get(id)?.length) return Promise.resolve();
      return new Promise<void>((resolve) => parkedWaiters.push({ id, resolve }));
    },
    /** Lets the held writes of article `id` through, and no longer holds it. */
    release(id: string) {
      const waiting = held.get(id) ?? [];
      held.delete(id);
      for (const go of waiting) go();
    },
    end: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('local DynamoDB transactions at the same time', () => {
  let gate: Awaited<ReturnType<typeof writeGate>>;
  let proxy: TransactionProxy;
  let gated: DynamoDBDocumentClient;

  /** A transaction proxy in front of the gate, and a client of it. */
  async function gatedProxy(turnSliceMs?: number) {
    const started = await startTransactionProxy({
      upstream: gate.endpoint,
      keySchemas: Object.fromEntries(
        Object.entries(tables as Record<string, TableDef>).map(([name, table]) => [
          name,
          [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])],
        ]),
      ),
      ...(turnSliceMs === undefined ? {} : { turnSliceMs }),
    });
    const client = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint: started.endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
    return { proxy: started, client };
  }

  beforeAll(async () => {
    // Non-transactional calls pass through the sandbox's proxy to dynalite.
    gate = await writeGate(sandbox().endpoint);
    ({ proxy, client: gated } = await gatedProxy());
  });

  afterAll(async () => {
    gated.destroy();
    await proxy.end();
    await gate.end();
  });

  const puts = (...items: { id: string; by: string }[]) =>
    new TransactWriteCommand({
      TransactItems: items.map((item) => ({ Put: { TableName: 'articles', Item: item } })),
    });
  // Updates are applied one by one (plain puts go in a batch).
  const sets = (...items: { id: string; by: string }[]) =>
    new TransactWriteCommand({
      TransactItems: items.map(({ id, by }) => ({
        Update: {
          TableName: 'articles',
          Key: { id },
          UpdateExpression: 'SET #by = :by',
          ExpressionAttributeNames: { '#by': 'by' },
          ExpressionAttributeValues: { ':by': by },
        },
      })),
    });

  /** Settles with the transaction and says meanwhile whether it has. */
  const track = (sent: Promise<unknown>) => {
    const state = { settled: false, done: sent.finally(() => (state.settled = true)) };
    return state;
  };

  it('applies transactions on other items in turns, in the order they came', async () => {
    // Turns that never run out: the second transaction waits for the whole of the first.
    const patient = await gatedProxy(60_000);
    try {
      gate.hold('turn-first');
      const first = track(
        patient.client.send(
          sets({ id: 'turn-first', by: 'first' }, { id: 'turn-first-2', by: 'first' }),
        ),
      );
      await gate.parked('turn-first');
      const second = track(patient.client.send(sets({ id: 'turn-second', by: 'second' })));
      // The proxy answers meanwhile; only the second transaction waits for its turn.
      for (const n of [1, 2, 3])
        await patient.client.send(
          new GetCommand({ TableName: 'articles', Key: { id: `turn-read-${n}` } }),
        );

      expect(second.settled).toBe(false);
      expect(gate.forwarded).toContain('turn-first-2');
      expect(gate.forwarded).not.toContain('turn-second');
      gate.release('turn-first');
      await Promise.all([first.done, second.done]);
      const order = gate.forwarded.filter((id) => id.startsWith('turn-'));
      expect(order.indexOf('turn-second')).toBeGreaterThan(order.indexOf('turn-first'));
    } finally {
      gate.release('turn-first');
      patient.client.destroy();
      await patient.proxy.end();
    }
  });

  // A turn lasts 50 ms at most: one transaction stuck in its writes never stops the others.
  it('runs a transaction on other items while one is in the middle of its writes', async () => {
    gate.hold('slow-a');
    const slow = track(
      gated.send(sets({ id: 'slow-a', by: 'slow' }, { id: 'slow-b', by: 'slow' })),
    );
    await gate.parked('slow-a');

    await gated.send(puts({ id: 'quick-a', by: 'quick' }, { id: 'quick-b', by: 'quick' }));

    // The second transaction went through from start to end while the first was held.
    expect(slow.settled).toBe(false);
    expect(gate.forwarded).toEqual(expect.arrayContaining(['quick-a', 'quick-b']));
    expect(gate.forwarded).not.toContain('slow-a');
    gate.release('slow-a');
    await slow.done;
    expect(gate.forwarded).toEqual(expect.arrayContaining(['slow-a', 'slow-b']));
  });

  it('runs two transactions on one item one after the other, and reads wait for a whole transaction', async () => {
    gate.hold('shared');
    const first = track(
      gated.send(sets({ id: 'first-own', by: 'first' }, { id: 'shared', by: 'first' })),
    );
    await gate.parked('shared');
    // Were it not waiting for the lock of `shared`, its own item's write would go through now.
    const second = track(
      gated.send(sets({ id: 'second-own', by: 'second' }, { id: 'shared', by: 'second' })),
    );
    const read = track(
      gated.send(
        new TransactGetCommand({
          TransactItems: [{ Get: { TableName: 'articles', Key: { id: 'first-own' } } }],
        }),
      ),
    );
    // Later transactions on other items go through: the proxy is not stuck, the two are waiting.
    for (const n of [1, 2, 3]) await gated.send(puts({ id: `unrelated-${n}`, by: 'other' }));

    expect(second.settled).toBe(false);
    expect(read.settled).toBe(false);
    expect(gate.forwarded).toContain('first-own');
    expect(gate.forwarded).not.toContain('second-own');
    gate.release('shared');
    await Promise.all([first.done, second.done]);
    const got = (await read.done) as { Responses?: { Item?: Record<string, unknown> }[] };

    const order = gate.forwarded.filter((id) => ['first-own', 'shared', 'second-own'].includes(id));
    // The second transaction's writes, in whatever order, all after the first's.
    expect(order.slice(0, 2).sort()).toEqual(['first-own', 'shared']);
    expect(order.slice(2).sort()).toEqual(['second-own', 'shared']);
    expect(got.Responses?.[0]?.Item).toEqual({ id: 'first-own', by: 'first' });
    const shared = await doc.send(new GetCommand({ TableName: 'articles', Key: { id: 'shared' } }));
    expect(shared.Item?.by).toBe('second');
  });
});
