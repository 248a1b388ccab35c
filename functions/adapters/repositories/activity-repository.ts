/**
 * The `activity` table (key `id`, expiring by TTL `expires_at` after 400 days). Entries are put by
 * the repositories of the things they record, inside the same transaction (`activityPut`).
 *
 * Reading never scans: the list is a Query of one GSI, all sorted by `sort_key` (the entry's time
 * then id): byEntity (every entry), byItem (one item's), byActor, byAction or byItemType. With two
 * or more filters the first present (item, actor, action, item type, in that order: the item's
 * partition is the smallest) picks the index and the others filter
 * its rows; a page then reads at most `limit * readAhead` index rows, so a rare combination can
 * come back as a short page with a cursor to read on.
 */
import {
  dynamoClient,
  PutCommand,
  type QueryCommandInput,
} from '@functions/adapters/dynamo/document-client';
import { activityRetentionDays, type ActivityEntry } from '@shared/schemas/activity';
import { queryAll } from '@functions/adapters/dynamo/pages';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import {
  InvalidCursorError,
  type ActivityLog,
  type ActivityRecorder,
} from '@functions/domain/activity/activity';
import { config } from '@functions/lib/config';
import { decodeKeyCursor, encodeCursor } from '@functions/lib/cursor';

const table = () => config().tables.activity;
const entity = 'activity';
const readAhead = 4;
const dayMs = 24 * 60 * 60 * 1000;

/** The transaction item that records `entry`: put it beside the write it records. */
export function activityPut(entry: ActivityEntry): TransactItem {
  return {
    Put: {
      TableName: table(),
      Item: {
        ...entry,
        entity,
        sort_key: entry.id,
        expires_at: Math.floor((Date.parse(entry.at) + activityRetentionDays * dayMs) / 1000),
      },
      // Ids are unique; the condition makes a replayed transaction fail instead of doubling.
      ConditionExpression: 'attribute_not_exists(#id)',
      ExpressionAttributeNames: { '#id': 'id' },
    },
  };
}

function toEntry(item: Record<string, unknown>): ActivityEntry {
  return {
    id: String(item.id),
    at: String(item.at),
    actor: String(item.actor),
    action: item.action as ActivityEntry['action'],
    item_type: item.item_type as ActivityEntry['item_type'],
    item_id: String(item.item_id),
    item_title: String(item.item_title),
    ...(typeof item.revision === 'number' ? { revision: item.revision } : {}),
    ...(typeof item.detail === 'string' ? { detail: item.detail } : {}),
  };
}

type Key = Record<string, string>;

/** The index attribute of each filter, in the order they are preferred as the Query's key. */
const filterIndexes = [
  { filter: 'item_id', index: 'byItem' },
  { filter: 'actor', index: 'byActor' },
  { filter: 'action', index: 'byAction' },
  { filter: 'item_type', index: 'byItemType' },
] as const;

export const activityRepository: ActivityLog & ActivityRecorder = {
  async record(entry) {
    await dynamoClient().send(new PutCommand(activityPut(entry).Put!));
  },

  async list({ actor, action, item_type, item_id, cursor, limit }) {
    const filters = { actor, action, item_type, item_id };
    const chosen = filterIndexes.find(({ filter }) => filters[filter] !== undefined);
    const partition = chosen
      ? { index: chosen.index, name: chosen.filter, value: filters[chosen.filter] as string }
      : { index: 'byEntity', name: 'entity', value: entity };
    const rest = filterIndexes.filter(
      ({ filter }) => filter !== chosen?.filter && filters[filter] !== undefined,
    );
    const keyNames = [...new Set(['id', partition.name, 'sort_key'])];

    const input: QueryCommandInput = {
      TableName: table(),
      IndexName: partition.index,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': partition.name },
      ExpressionAttributeValues: { ':pk': partition.value },
      ScanIndexForward: false,
    };
    if (rest.length > 0) {
      input.FilterExpression = rest.map(({ filter }) => `#${filter} = :${filter}`).join(' AND ');
      for (const { filter } of rest) {
        input.ExpressionAttributeNames![`#${filter}`] = filter;
        input.ExpressionAttributeValues![`:${filter}`] = filters[filter];
      }
    }

    let start: Key | undefined;
    if (cursor) {
      start = decodeKeyCursor(cursor, keyNames, { [partition.name]: partition.value });
      if (!start) throw new InvalidCursorError();
    }
    const { items, lastKey } = await queryAll(
      { ...input, ExclusiveStartKey: start },
      { limit, readBudget: limit * readAhead },
    );

    return {
      items: items.map(toEntry),
      ...(lastKey ? { next_cursor: encodeCursor(lastKey) } : {}),
    };
  },
};
