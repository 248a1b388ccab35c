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
}

const keysPerCall = 100;
const maxRounds = 8;

/**
 * The items with these key values, in the same order; keys with no item are left out. `carry`:
 * reads of other items sent in the first call (which is made even for no `values`), each settled
 * with its item.
 */
export async function batchGetByKey(
  values: readonly string[],
  options: BatchGetOptions & { carry?: readonly CarriedRead[] },
): Promise<Item[]> {
  const unique = [...new Set(values)];
  const carry = options.carry ?? [];
  const attributes = options.attributes && [options.keyName, ...options.attributes];
  const found = await readTables([
    // Carried reads first: the first call always holds them.
    ...carry.map((pending) => ({
      table: pending.table,
      keys: [pending.key],
      consistent: pending.consistent,
    })),
    {
      table: options.table,
      keys: unique.map((value) => ({ [options.keyName]: value })),
      consistent: options.consistent ?? false,
      ...(attributes ? { attributes } : {}),
    },
  ]);
  for (const pending of carry)
    pending.settle(found.get(pending.table)?.find((item) => hasKey(item, pending.key)));
  // A carried read of the same table may have brought an item no value asked for: not listed.
  const byValue = new Map(
    (found.get(options.table) ?? []).map((item) => [String(item[options.keyName]), item]),
  );
  return unique.flatMap((value) => {
    const item = byValue.get(value);
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
  const found = await readTables([
    {
      table: options.table,
      keys,
      consistent: options.consistent ?? false,
      ...(options.attributes ? { attributes: options.attributes } : {}),
    },
  ]);
  return found.get(options.table) ?? [];
}

/** The keys to read of one table, and how. */
interface TableRead {
  table: string;
  keys: readonly Item[];
  consistent: boolean;
  /** Attributes to return; all when omitted. */
  attributes?: readonly string[];
}

/** Whether `item` has every attribute of `key` with the same value. */
function hasKey(item: Item, key: Readonly<Item>): boolean {
  return Object.entries(key).every(([name, value]) => item[name] === value);
}

/**
 * The items of `reads`, per table, in calls of at most 100 keys, in the order the reads come.
 * Reads of one table are one entry of RequestItems, with one consistency and one projection:
 * consistent if any of them is, every attribute if any wants all.
 */
async function readTables(reads: readonly TableRead[]): Promise<Map<string, Item[]>> {
  const tables = new Map<string, { consistent: boolean; attributes?: Set<string> }>();
  for (const { table, consistent, attributes } of reads) {
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
  const asked = new Set<string>();
  const keys = reads.flatMap(({ table, keys: tableKeys }) =>
    tableKeys.flatMap((key) => {
      const id = JSON.stringify([table, key]);
      if (asked.has(id)) return [];
      asked.add(id);
      return [{ table, key }];
    }),
  );
  const found = new Map<string, Item[]>([...tables.keys()].map((table) => [table, []]));
  for (let start = 0; start < keys.length; start += keysPerCall) {
    const chunk = new Map<string, Item[]>();
    for (const { table, key } of keys.slice(start, start + keysPerCall)) {
      const tableKeys = chunk.get(table);
      if (tableKeys) tableKeys.push(key);
      else chunk.set(table, [key]);
    }
    for (const [table, items] of await getChunk(chunk, tables)) found.get(table)!.push(...items);
  }
  return found;
}

/** One BatchGetItem of the keys of each table, retried for what DynamoDB leaves unprocessed. */
async function getChunk(
  keys: ReadonlyMap<string, Item[]>,
  tables: ReadonlyMap<string, { consistent: boolean; attributes?: Set<string> }>,
): Promise<Map<string, Item[]>> {
  let pending = new Map(keys);
  const found = new Map<string, Item[]>();
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
      const tableItems = found.get(table);
      if (tableItems) tableItems.push(...items);
      else found.set(table, [...items]);
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
  return found;
}
