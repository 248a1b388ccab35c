/**
 * Reads items by key in BatchGetItem calls of at most 100 keys, retrying what DynamoDB leaves
 * unprocessed (it may, under load), and answers in the order of the keys asked. A batch read is a
 * set of GetItems: no Scan, and its cost is that of the items named.
 */
import { dynamoClient, BatchGetCommand } from '@functions/adapters/dynamo/document-client';
import { isUnfinishedAttempt, retryWithBackoff, UnfinishedAttempt } from '@functions/lib/retry';

type Item = Record<string, unknown>;

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

/** The items with these key values, in the same order; keys with no item are left out. */
export async function batchGetByKey(
  values: readonly string[],
  options: BatchGetOptions,
): Promise<Item[]> {
  const unique = [...new Set(values)];
  const found = new Map<string, Item>();
  for (let start = 0; start < unique.length; start += keysPerCall) {
    const chunk = unique.slice(start, start + keysPerCall);
    const attributes = options.attributes && [options.keyName, ...options.attributes];
    const keys = chunk.map((value) => ({ [options.keyName]: value }));
    for (const item of await getChunk(keys, { ...options, ...(attributes ? { attributes } : {}) }))
      found.set(String(item[options.keyName]), item);
  }
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
  const items: Item[] = [];
  for (let start = 0; start < keys.length; start += keysPerCall)
    items.push(...(await getChunk(keys.slice(start, start + keysPerCall), options)));
  return items;
}

async function getChunk(
  keys: readonly Item[],
  options: Omit<BatchGetOptions, 'keyName'>,
): Promise<Item[]> {
  // Placeholders for every projected name: several of ours (name, count, key) are reserved words.
  const names = options.attributes
    ? Object.fromEntries([...new Set(options.attributes)].map((name, i) => [`#a${i}`, name]))
    : undefined;
  let pending: Item[] = [...keys];
  const items: Item[] = [];
  const round = async () => {
    const answer = await dynamoClient().send(
      new BatchGetCommand({
        RequestItems: {
          [options.table]: {
            Keys: pending,
            ConsistentRead: options.consistent ?? false,
            ...(names
              ? {
                  ProjectionExpression: Object.keys(names).join(', '),
                  ExpressionAttributeNames: names,
                }
              : {}),
          },
        },
      }),
    );
    items.push(...(answer.Responses?.[options.table] ?? []));
    pending = answer.UnprocessedKeys?.[options.table]?.Keys ?? [];
    if (pending.length > 0)
      throw new UnfinishedAttempt(`BatchGetItem left ${pending.length} keys unprocessed`);
  };
  await retryWithBackoff(round, {
    attempts: maxRounds,
    firstDelayMs: 40,
    retryable: isUnfinishedAttempt,
  });
  return items;
}
