/**
 * The `media` table (key `key`: the object key of an upload in the images bucket), one row per
 * processed image, written once by the image worker and deleted by the media library.
 *
 * Item: the MediaRecord plus, for the library,
 *   entity = 'MEDIA', created_at           -> byEntity: every image, newest first
 *   name_search = searchableName(name)     -> the search's filter (media-search.ts)
 *
 * Reads: GetItem (the worker's "done already?"); BatchGetItem of the images of one page of
 * articles (at most six keys); a page of the library: Query of byEntity (ALL projection, so no
 * second read), one partition, newest first.
 *
 * Search is a `contains` filter on that Query, not an index: DynamoDB has no substring index, and
 * a name-prefix index would miss "holiday" in "2024 holiday.jpg". A filter still reads (and pays
 * for) every row it skips, so one page reads at most {@link searchReadBudget} rows: a rare name in
 * a large library answers a short (even empty) page with a cursor, and the client asks on.
 * Rows written before the library lack `entity`: a migration adds it (adapters/migrations).
 */
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
} from '@functions/adapters/dynamo/document-client';
import { mediaRecordSchema, type MediaRecord } from '@shared/schemas/media';
import { queryPages } from '@functions/adapters/dynamo/pages';
import { batchGetByKey } from '@functions/adapters/dynamo/batch-get';
import type { MediaStore } from '@functions/domain/media/image-ports';
import type { MediaCursor, MediaLibraryStore } from '@functions/domain/media/media-library-ports';
import { searchableName } from '@functions/domain/media/media-search';
import { config } from '@functions/lib/config';

const table = () => config().tables.media;

const entityValue = 'MEDIA';
const byEntity = 'byEntity';

/** Rows a searching page reads at most (a Query reads 1 MB at most per call anyway). */
export const searchReadBudget = 500;

/** Rows one Query of a search asks for. */
const searchChunk = 100;

/** A stored row as the domain sees it; a row that no longer parses is treated as absent. */
function fromItem(item: Record<string, unknown> | undefined): MediaRecord | undefined {
  const parsed = mediaRecordSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}

/** The attributes that put a row in the library's list and its search. */
export function mediaListAttributes(record: Pick<MediaRecord, 'key' | 'name'>): {
  entity: string;
  name_search: string;
} {
  return {
    entity: entityValue,
    name_search: searchableName(record.name ?? record.key.slice(record.key.lastIndexOf('/') + 1)),
  };
}

function toItem(record: MediaRecord): Record<string, unknown> {
  return { ...record, ...mediaListAttributes(record) };
}

/** The index key of a row: where a page stops, or starts after. */
function startKey(cursor: MediaCursor): Record<string, unknown> {
  return { key: cursor.key, entity: entityValue, created_at: cursor.created_at };
}

/** The library's Query of byEntity, newest first, a search as its filter. */
function listQuery(search: string | undefined, start: Record<string, unknown> | undefined) {
  return {
    TableName: table(),
    IndexName: byEntity,
    KeyConditionExpression: '#entity = :entity',
    ...(search ? { FilterExpression: 'contains(#search, :search)' } : {}),
    ExpressionAttributeNames: {
      '#entity': 'entity',
      ...(search ? { '#search': 'name_search' } : {}),
    },
    ExpressionAttributeValues: {
      ':entity': entityValue,
      ...(search ? { ':search': search } : {}),
    },
    ScanIndexForward: false,
    ExclusiveStartKey: start,
  };
}

export const mediaRepository: MediaStore & MediaLibraryStore = {
  async get(key) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { key }, ConsistentRead: true }),
    );
    return fromItem(Item);
  },

  async getMany(keys) {
    const items = await batchGetByKey(keys, { table: table(), keyName: 'key' });
    return items.flatMap((item) => fromItem(item) ?? []);
  },

  async put(record) {
    await dynamoClient().send(new PutCommand({ TableName: table(), Item: toItem(record) }));
  },

  async remove(key, activity) {
    if (!activity) {
      await dynamoClient().send(new DeleteCommand({ TableName: table(), Key: { key } }));
      return;
    }
    await transactWrite([{ Delete: { TableName: table(), Key: { key } } }, activityPut(activity)]);
  },

  async page({ search, after, limit }) {
    const records: MediaRecord[] = [];
    let start = after ? startKey(after) : undefined;
    let read = 0;
    // Without a search one Query of `limit` rows is the page. With one, chunks are read until
    // the page is full or the budget spent; a chunk may hold more matches than the page needs,
    // so the cursor is the last row returned, not the Query's LastEvaluatedKey.
    const answers = queryPages(listQuery(search, start), () => (search ? searchChunk : limit));
    for await (const answer of answers) {
      read += answer.ScannedCount ?? 0;
      const items = answer.Items ?? [];
      for (const [index, item] of items.entries()) {
        const record = fromItem(item);
        if (record) records.push(record);
        if (records.length === limit) {
          // The page ends here; there is more only if this was not the index's last row.
          const last = index === items.length - 1 && !answer.LastEvaluatedKey;
          start = last
            ? undefined
            : startKey({ key: String(item.key), created_at: String(item.created_at) });
          break;
        }
      }
      if (records.length < limit) start = answer.LastEvaluatedKey;
      if (records.length === limit || read >= (search ? searchReadBudget : limit)) break;
    }
    const next = start
      ? { key: String(start.key), created_at: String(start.created_at) }
      : undefined;
    return { records, ...(next ? { next } : {}) };
  },
};
