/**
 * The content index in DynamoDB (table `content_index`, partition key `key`), the only code that
 * knows its keys:
 *
 *   item#{id}                  one row per article or page: kind, status, path, title, meta
 *                              description, encoded signature, unique words, the keys it is listed under
 *   {kind}|b|{band key}        an LSH bucket: `members`, a string set of the ids listed under it
 *   {kind}|t|{title}           the ids with that normalised title
 *   {kind}|d|{description}     the ids with that normalised meta description
 *   settings#quality           the gate's thresholds (Settings)
 *
 * The fingerprints of known items (the related links' candidates) are one BatchGetItem per 100
 * item rows, projected to their id and signature.
 *
 * A lookup is one BatchGetItem of the item's (at most 34) bucket keys and one of the candidates'
 * rows (at most 100), whatever the index's size. A bucket's members move with ADD and DELETE on
 * the set, so two writers of one bucket never lose each other's id; a put only touches the
 * buckets it joins or leaves.
 */
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
} from '@functions/adapters/dynamo/document-client';
import * as z from 'zod';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type {
  ContentIndex,
  IndexedItem,
  QualitySettingsStore,
} from '@functions/domain/quality/content-index';
import { config } from '@functions/lib/config';
import {
  defaultQualitySettings,
  qualitySettingsSchema,
  type QualitySettings,
} from '@shared/schemas/quality';

const table = () => config().tables.content_index;
const itemKey = (id: string) => `item#${id}`;
const settingsKey = 'settings#quality';

const indexedItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['article', 'page']),
  status: z.enum(['published', 'in_review', 'other']),
  path: z.string(),
  title: z.string(),
  meta_description: z.string(),
  signature: z.string(),
  unique_words: z.number(),
  keys: z.array(z.string()),
});

function toItem(row: Record<string, unknown>): IndexedItem {
  return indexedItemSchema.parse(row);
}

/** Buckets changed at once by one put: a new text moves up to 64 of them. */
const bucketConcurrency = 16;

async function inBatches<T>(values: readonly T[], run: (value: T) => Promise<unknown>) {
  for (let start = 0; start < values.length; start += bucketConcurrency)
    await Promise.all(values.slice(start, start + bucketConcurrency).map(run));
}

function moveMember(key: string, id: string, op: 'ADD' | 'DELETE') {
  return dynamoClient().send(
    new UpdateCommand({
      TableName: table(),
      Key: { key },
      UpdateExpression: `${op} members :id`,
      ExpressionAttributeValues: { ':id': new Set([id]) },
    }),
  );
}

/** {@link ContentIndex} on the content_index table. */
export const contentIndexRepository: ContentIndex = {
  async get(id) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { key: itemKey(id) }, ConsistentRead: true }),
    );
    return Item ? toItem(Item) : undefined;
  },

  async lookup(keys, limit) {
    const buckets = await batchGetByKey(keys, { table: table(), keyName: 'key' });
    const hits = new Map<string, number>();
    for (const bucket of buckets) {
      const members = bucket.members instanceof Set ? [...(bucket.members as Set<string>)] : [];
      for (const id of members) hits.set(id, (hits.get(id) ?? 0) + 1);
    }
    const ranked = [...hits.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, limit)
      .map(([id]) => itemKey(id));
    if (ranked.length === 0) return [];
    const rows = await batchGetByKey(ranked, { table: table(), keyName: 'key' });
    return rows.map(toItem);
  },

  async put(item, previous) {
    const before = new Set(previous?.keys ?? []);
    const after = new Set(item.keys);
    await inBatches(
      item.keys.filter((key) => !before.has(key)),
      (key) => moveMember(key, item.id, 'ADD'),
    );
    await inBatches(
      [...before].filter((key) => !after.has(key)),
      (key) => moveMember(key, item.id, 'DELETE'),
    );
    await dynamoClient().send(
      new PutCommand({ TableName: table(), Item: { key: itemKey(item.id), ...item } }),
    );
  },

  async remove(item) {
    await inBatches(item.keys, (key) => moveMember(key, item.id, 'DELETE'));
    await dynamoClient().send(
      new DeleteCommand({ TableName: table(), Key: { key: itemKey(item.id) } }),
    );
  },
};

/**
 * The stored fingerprints of the items `ids`, by id (encoded, fingerprint.ts `encodeSignature`);
 * an item the index does not hold (it has no words, or was never indexed) is left out.
 */
export async function indexedSignatures(ids: readonly string[]): Promise<Map<string, string>> {
  const rows = await batchGetByKey(ids.map(itemKey), {
    table: table(),
    keyName: 'key',
    attributes: ['id', 'signature'],
  });
  return new Map(
    rows.flatMap((row) =>
      typeof row.id === 'string' && typeof row.signature === 'string'
        ? [[row.id, row.signature] as const]
        : [],
    ),
  );
}

/** {@link QualitySettingsStore} on the content_index table: one row, the defaults until saved. */
export const qualitySettingsRepository: QualitySettingsStore = {
  async get(): Promise<QualitySettings> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { key: settingsKey } }),
    );
    const stored = qualitySettingsSchema.safeParse(Item?.settings);
    return stored.success ? stored.data : defaultQualitySettings;
  },
  async put(settings) {
    await dynamoClient().send(
      new PutCommand({ TableName: table(), Item: { key: settingsKey, settings } }),
    );
  },
};
