/**
 * The DynamoDB emulator (dynalite, LevelDB on disk, behind the transaction layer of
 * dynamodb-transactions.ts) with the manifest's tables created on start.
 * Creating is idempotent: a restart keeps the data and only adds what is missing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  CreateTableCommand,
  DeleteTableCommand,
  waitUntilTableExists,
  waitUntilTableNotExists,
  PutItemCommand,
  ScanCommand,
  type AttributeValue,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  type AttributeDefinition,
  type GlobalSecondaryIndex,
  type Projection,
} from '@aws-sdk/client-dynamodb';
import { tables, type GsiDef, type TableDef } from '../manifest';
import { indexKeyLayout, loadDynalite } from './dynalite-loader';
import { startTransactionProxy, type DynaliteListener } from './dynamodb-transactions';

export interface DynamoSandbox {
  /** The endpoint the functions use: dynalite behind the transaction layer. */
  endpoint: string;
  client: DynamoDBClient;
  /** Makes the database unreachable for `ms` milliseconds (fault tests). */
  outage(ms: number): Promise<void>;
  /** Makes the database take requests and never answer, until the returned function is called. */
  hang(): () => void;
  /** Cancels the next `count` transactions as throttled (fault tests). */
  throttleTransactions(count: number): void;
  end(): Promise<void>;
}

/** An index's projection as DynamoDB takes and describes it. */
function projectionOf(gsi: GsiDef): Projection {
  return typeof gsi.projection === 'object'
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...gsi.projection.include] }
    : { ProjectionType: gsi.projection };
}

/** A projection compared by its type and its set of attributes. */
const projectionKey = (projection: Projection | undefined) =>
  `${projection?.ProjectionType}:${[...(projection?.NonKeyAttributes ?? [])].sort().join(',')}`;

function definition(name: string, table: TableDef) {
  const attributes = new Map<string, AttributeDefinition>();
  const add = (key: { name: string; type: 'S' | 'N' }) =>
    attributes.set(key.name, { AttributeName: key.name, AttributeType: key.type });
  add(table.partitionKey);
  if (table.sortKey) add(table.sortKey);
  const gsis: GlobalSecondaryIndex[] = (table.gsis ?? []).map((gsi) => {
    add(gsi.partitionKey);
    if (gsi.sortKey) add(gsi.sortKey);
    return {
      IndexName: gsi.name,
      KeySchema: [
        { AttributeName: gsi.partitionKey.name, KeyType: 'HASH' },
        ...(gsi.sortKey ? [{ AttributeName: gsi.sortKey.name, KeyType: 'RANGE' as const }] : []),
      ],
      Projection: projectionOf(gsi),
    };
  });
  return new CreateTableCommand({
    TableName: name,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [...attributes.values()],
    KeySchema: [
      { AttributeName: table.partitionKey.name, KeyType: 'HASH' },
      ...(table.sortKey ? [{ AttributeName: table.sortKey.name, KeyType: 'RANGE' as const }] : []),
    ],
    ...(gsis.length ? { GlobalSecondaryIndexes: gsis } : {}),
  });
}

/** Makes a table again from its manifest definition, keeping every row. */
async function rebuildTable(client: DynamoDBClient, name: string, table: TableDef): Promise<void> {
  const rows: Record<string, AttributeValue>[] = [];
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: name, ExclusiveStartKey: start }));
    rows.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  // dynalite deletes and creates a table a moment after answering: wait for each step.
  const waiter = { client, maxWaitTime: 60, minDelay: 1 };
  await client.send(new DeleteTableCommand({ TableName: name }));
  await waitUntilTableNotExists(waiter, { TableName: name });
  await client.send(definition(name, table));
  await waitUntilTableExists(waiter, { TableName: name });
  for (const row of rows) await client.send(new PutItemCommand({ TableName: name, Item: row }));
}

/** Starts dynalite on a free port, data in `dir`, and creates the missing manifest tables. */
export async function start(options: { dir: string; port?: number }): Promise<DynamoSandbox> {
  mkdirSync(options.dir, { recursive: true });
  const layoutFile = join(options.dir, 'index-key-layout');
  const layout = existsSync(layoutFile) ? readFileSync(layoutFile, 'utf8').trim() : undefined;
  const server: Server = loadDynalite()({
    path: options.dir,
    createTableMs: 0,
    deleteTableMs: 0,
    updateTableMs: 0,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // The proxy calls dynalite's request listener in this process, not its port: the same
  // answers without a loopback HTTP exchange per call (the port stays open, unused).
  const [listener] = server.listeners('request') as DynaliteListener[];
  if (!listener) throw new Error('dynalite changed: its server has no request listener');
  const proxy = await startTransactionProxy({
    upstream: listener,
    keySchemas: Object.fromEntries(
      Object.entries(tables as Record<string, TableDef>).map(([name, table]) => [
        name,
        [table.partitionKey.name, ...(table.sortKey ? [table.sortKey.name] : [])],
      ]),
    ),
  });
  const endpoint = proxy.endpoint;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const existing = new Set((await client.send(new ListTablesCommand({}))).TableNames ?? []);
  for (const [name, table] of Object.entries(tables) as [string, TableDef][]) {
    if (existing.has(name)) continue;
    // dynalite has no TTL (UpdateTimeToLive is unknown to it): code reading TTL tables must treat
    // an expired row as absent, as it must in AWS too, where expiry lags by up to two days.
    await client.send(definition(name, table));
  }
  for (const [name, table] of Object.entries(tables) as [string, TableDef][]) {
    // Indexes written by dynalite's own key layout may have lost rows and would keep stale
    // entries: made again under the mended one (dynalite-loader.ts).
    if (existing.has(name) && layout !== indexKeyLayout && table.gsis?.length) {
      await rebuildTable(client, name, table);
      continue;
    }
    const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
    const present = new Map(
      (Table?.GlobalSecondaryIndexes ?? []).map((gsi) => [
        gsi.IndexName,
        projectionKey(gsi.Projection),
      ]),
    );
    if (
      (table.gsis ?? []).every((gsi) => present.get(gsi.name) === projectionKey(projectionOf(gsi)))
    )
      continue;
    // A data dir from before an index was added to the manifest, or its projection changed:
    // dynalite cannot add or change an index (its UpdateTable changes throughput only), so the
    // table is made again with its rows.
    await rebuildTable(client, name, table);
  }
  writeFileSync(layoutFile, indexKeyLayout);
  return {
    endpoint,
    client,
    outage: (ms) => proxy.outage(ms),
    hang: () => proxy.hang(),
    throttleTransactions: (count) => proxy.throttleTransactions(count),
    async end() {
      client.destroy();
      await proxy.end();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
