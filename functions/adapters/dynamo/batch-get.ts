/**
 * Reads items by key in BatchGetItem calls of at most 100 keys, retrying what DynamoDB leaves
 * unprocessed (it may, under load), and answers in the order of the keys asked. A batch read is a
 * set of GetItems: no Scan, and its cost is that of the items named.
 *
 * One BatchGetItem may read several tables, so a read that would be a call of its own (the admin
 * guard's access row, a kept count) can ride in another's batch as a {@link PendingRead}: the
 * batch that carries it settles it, and one that no batch carried reads itself when asked.
 */
import {
  dynamoClient,
  BatchGetCommand,
  GetCommand,
} from '@functions/adapters/dynamo/document-client';
import type { CarriedRead } from '@functions/lib/carried-read';
import { isUnfinishedAttempt, retryWithBackoff, UnfinishedAttempt } from '@functions/lib/retry';

type Item = Record<string, unknown>;

/**
 * A read of one item by its whole key, waiting for a batch to carry it (`carry` of
 * {@link batchGetByKey}); `value()` answers the parsed item either way.
 */
export class PendingRead<Value> implements CarriedRead {
  private answer: Promise<Item | undefined> | undefined;

  constructor(
    readonly table: string,
    readonly key: Readonly<Item>,
    private readonly parse: (item: Item | undefined) => Value,
    readonly consistent = false,
  ) {}

  /** Called by the batch that carried the read, with its item (undefined: there is none). */
  settle(item: Item | undefined): void {
    this.answer ??= Promise.resolve(item);
  }

  /** The item, parsed: what a batch carried, or a GetItem of its own when none did. */
  async value(): Promise<Value> {
    this.answer ??= dynamoClient()
      .send(
        new GetCommand({
          TableName: this.table,
          Key: { ...this.key },
          ConsistentRead: this.consistent,
        }),
      )
      .then(({ Item }) => Item);
    return this.parse(await this.answer);
  }
}

export interface BatchGetOptions {
  table: string;
  /** Name of the table's partition key (the tables read this way have no sort key). */
  keyName: string;
  /** Attributes to return; all when omitted. */
  attributes?: readonly string[];
  consistent?: boolean;
  /** Reads of other items to send in the first call (which is made even for no `values`). */
  carry?: readonly CarriedRead[];
}

const keysPerCall = 100;
const maxRounds = 8;

/** The items with these key values, in the same order; keys with no item are left out. */
export async function batchGetByKey(
  values: readonly string[],
  options: BatchGetOptions,
): Promise<Item[]> {
  const unique = [...new Set(values)];
  const attributes = options.attributes && [options.keyName, ...options.attributes];
  const read: TableRead = {
    table: options.table,
    keys: unique.map((value) => ({ [options.keyName]: value })),
    consistent: options.consistent ?? false,
    ...(attributes ? { attributes } : {}),
  };
  const found = new Map(
    (await readTables([read], options.carry ?? []))[0]!.map((item) => [
      String(item[options.keyName]),
      item,
    ]),
  );
  return unique.flatMap((value) => {
    const item = found.get(value);
    return item ? [item] : [];
  });
}

/**
 * The items of these whole keys (a table with a sort key too), in any order; keys with no item
 * are left out. `attributes` must name the key attributes for a caller to tell the rows apart.
 */
export async function batchGetItems(
  keys: readonly Item[],
  options: Omit<BatchGetOptions, 'keyName'>,
): Promise<Item[]> {
  const read: TableRead = {
    table: options.table,
    keys,
    consistent: options.consistent ?? false,
    ...(options.attributes ? { attributes: options.attributes } : {}),
  };
  return (await readTables([read], options.carry ?? []))[0]!;
}

/** The keys to read of one table, and how. */
interface TableRead {
  table: string;
  keys: readonly Item[];
  consistent: boolean;
  attributes?: readonly string[];
}

/** One key of a call: its read (an index into the reads) and the key. */
interface KeyOf {
  read: number;
  key: Item;
}

/**
 * The items of each read (in the order of `reads`), in calls of at most 100 keys; the carried
 * reads go in the first call and are settled from it.
 */
async function readTables(
  reads: readonly TableRead[],
  carry: readonly CarriedRead[],
): Promise<Item[][]> {
  const all: TableRead[] = [
    ...reads,
    ...carry.map((pending) => ({
      table: pending.table,
      keys: [pending.key],
      consistent: pending.consistent,
    })),
  ];
  const keys: KeyOf[] = all.flatMap((read, index) =>
    read.keys.map((key) => ({ read: index, key })),
  );
  // Carried keys first: the first call always carries them.
  keys.sort((a, b) => Number(a.read < reads.length) - Number(b.read < reads.length));
  const found: Item[][] = all.map(() => []);
  for (let start = 0; start < keys.length; start += keysPerCall) {
    for (const [index, items] of await getChunk(keys.slice(start, start + keysPerCall), all))
      found[index]!.push(...items);
  }
  carry.forEach((pending, index) => {
    pending.settle(found[reads.length + index]![0]);
  });
  return found.slice(0, reads.length);
}

/** Whether `item` has every attribute of `key` with the same value. */
function hasKey(item: Item, key: Item): boolean {
  return Object.entries(key).every(([name, value]) => item[name] === value);
}

/** One BatchGetItem of `keys` (retried for what DynamoDB leaves unprocessed): items per read. */
async function getChunk(
  keys: readonly KeyOf[],
  reads: readonly TableRead[],
): Promise<Map<number, Item[]>> {
  // Two reads of one table in one call are one entry of RequestItems: one consistency and one
  // projection, so they are merged (consistent if either is; every attribute if either wants it).
  const tables = new Map<string, { consistent: boolean; attributes?: Set<string> }>();
  for (const { read, key } of keys) {
    const { table, consistent } = reads[read]!;
    // The key's own names too: an item of a table two reads share is told apart by its key.
    const attributes = reads[read]!.attributes && [
      ...reads[read]!.attributes!,
      ...Object.keys(key),
    ];
    const entry = tables.get(table);
    if (!entry) {
      tables.set(table, { consistent, ...(attributes ? { attributes: new Set(attributes) } : {}) });
      continue;
    }
    entry.consistent ||= consistent;
    if (!attributes) delete entry.attributes;
    else for (const name of attributes) entry.attributes?.add(name);
  }
  // A key named twice is asked once: DynamoDB refuses a batch with duplicate keys.
  let pending = new Map<string, Item[]>();
  const asked = new Set<string>();
  for (const { read, key } of keys) {
    const table = reads[read]!.table;
    const id = JSON.stringify([table, key]);
    if (asked.has(id)) continue;
    asked.add(id);
    pending.set(table, [...(pending.get(table) ?? []), key]);
  }
  const answered: Item[] = [];
  const answeredTable: string[] = [];
  const round = async () => {
    const answer = await dynamoClient().send(
      new BatchGetCommand({
        RequestItems: Object.fromEntries(
          [...pending].map(([table, tableKeys]) => {
            const { consistent, attributes } = tables.get(table)!;
            // Placeholders for every projected name: several of ours (name, count, key) are
            // reserved words.
            const names = attributes
              ? Object.fromEntries([...attributes].map((name, i) => [`#a${i}`, name]))
              : undefined;
            return [
              table,
              {
                Keys: tableKeys,
                ConsistentRead: consistent,
                ...(names
                  ? {
                      ProjectionExpression: Object.keys(names).join(', '),
                      ExpressionAttributeNames: names,
                    }
                  : {}),
              },
            ];
          }),
        ),
      }),
    );
    for (const [table, items] of Object.entries(answer.Responses ?? {})) {
      answered.push(...items);
      answeredTable.push(...items.map(() => table));
    }
    pending = new Map(
      Object.entries(answer.UnprocessedKeys ?? {}).flatMap(([table, entry]) =>
        entry.Keys?.length ? [[table, entry.Keys]] : [],
      ),
    );
    const left = [...pending.values()].reduce((sum, tableKeys) => sum + tableKeys.length, 0);
    if (left > 0) throw new UnfinishedAttempt(`BatchGetItem left ${left} keys unprocessed`);
  };
  await retryWithBackoff(round, {
    attempts: maxRounds,
    firstDelayMs: 40,
    retryable: isUnfinishedAttempt,
  });
  // Each item answers the reads of its table that named its key (the one read of its table, when
  // only one read names that table).
  const readsOf = new Map<string, number[]>();
  for (const { read } of keys) {
    const table = reads[read]!.table;
    const known = readsOf.get(table) ?? [];
    if (!known.includes(read)) readsOf.set(table, [...known, read]);
  }
  const byRead = new Map<number, Item[]>();
  answered.forEach((item, index) => {
    const candidates = readsOf.get(answeredTable[index]!) ?? [];
    for (const read of candidates) {
      if (candidates.length > 1 && !keys.some((key) => key.read === read && hasKey(item, key.key)))
        continue;
      byRead.set(read, [...(byRead.get(read) ?? []), item]);
    }
  });
  return byRead;
}
