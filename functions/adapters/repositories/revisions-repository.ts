/**
 * The `revisions` table: one row per kept state of an article or page. Partition `item_key`
 * (`article#<id>`, `page#<id>`), sort key `revision` = the kept version, zero-padded to 10 digits,
 * so a Query on the partition lists an item's history in version order and a revision is one
 * GetItem by the version it kept. The only code that knows this table's layout.
 *
 * Costs: the History list is one Query of the partition (newest first, at most 100 rows, the
 * snapshot left out by a projection); one revision is a GetItem.
 *
 * Retention (the newest {@link maxRevisionsPerItem} per item): the write that adds a revision
 * also deletes, in the SAME transaction, every revision beyond the newest 99 already stored, so
 * a history is never longer than 100 and never loses a revision without its change. The keys to
 * delete come from a strongly consistent Query of the partition's keys just before (a few
 * hundred bytes: 1 read unit). Counting instead of deleting "version - 100" matters because
 * versions have gaps (author and category renames, generation claims move the version without a
 * revision). Two writers cannot both delete the same rows with different views: only one
 * transaction per item version can succeed (the item's version condition). A TTL would expire
 * by age, not by count, so it cannot express "the last 100"; the table has none.
 *
 * A deleted item's history is deleted just after it ({@link forgetRevisions}): up to 100 rows do
 * not fit in the delete's transaction beside its own items, and once the item is gone nothing
 * can read them (every revisions route answers 404 for a missing item), so a failure there only
 * leaves unreachable rows behind, logged.
 */
import { dynamoClient, GetCommand, QueryCommand } from '@functions/adapters/dynamo/document-client';
import {
  maxRevisionsPerItem,
  revisionSummarySchema,
  type Revision,
  type RevisionItemType,
  type RevisionSummary,
} from '@shared/schemas/revision';
import { articleRecordSchema } from '@shared/schemas/article';
import { pageRecordSchema } from '@shared/schemas/page';
import { batchWriteAll } from '@functions/adapters/dynamo/batch-write';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { parseStoredRow } from '@functions/adapters/dynamo/stored-row';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';
import type { ActivityAction } from '@shared/schemas/activity';
import type { RevisionKind } from '@shared/schemas/revision';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import { activityEntry } from '@functions/domain/activity/activity';
import type { RevisionEntry, RevisionReader } from '@functions/domain/revisions/revision-ports';
import { config } from '@functions/lib/config';
import { logger } from '@functions/lib/logger';

const table = () => config().tables.revisions;

/**
 * Most old revisions one write deletes. Normally it is one; a history already over the limit
 * (written before retention existed) shrinks by this many per write, so a transaction never
 * nears DynamoDB's 100 items.
 */
const maxDeletesPerWrite = 25;

/** The schema a kept state is parsed with, by the kind of its item. */
export const snapshotSchemas = { article: articleRecordSchema, page: pageRecordSchema } as const;

const itemKey = (type: RevisionItemType, itemId: string) => `${type}#${itemId}`;
const sortKey = (version: number) => String(version).padStart(10, '0');

const summaryAttributes = ['item_type', 'item_id', 'version', 'kind', 'actor', 'at'] as const;

/**
 * The transaction items that store `entry` and keep the item's history at the retention limit.
 * The Put's condition fails only when a revision of that version exists already, which means the
 * change it belongs to lost a race: the caller treats it as a stale write.
 */
export async function revisionWriteItems(
  entry: RevisionEntry,
  /** The item as the change leaves it: the log names it by its new title (a rename). */
  after?: { title: string },
): Promise<TransactItem[]> {
  const key = itemKey(entry.item_type, entry.item_id);
  const stored = await storedSortKeys(key);
  const expired = stored.slice(maxRevisionsPerItem - 1).slice(-maxDeletesPerWrite);
  const action = activityActions[entry.kind];
  return [
    // The activity log's entry of the same change (an admin's, or the scheduled publish's).
    ...(action ? [activityPut(activityOfRevision(entry, action, after?.title))] : []),
    {
      Put: {
        TableName: table(),
        Item: { item_key: key, revision: sortKey(entry.version), ...entry },
        ConditionExpression: 'attribute_not_exists(item_key)',
      },
    },
    ...expired.map((revision) => ({
      Delete: { TableName: table(), Key: { item_key: key, revision } },
    })),
  ];
}

/**
 * The changes a revision records that the activity log lists too. The generation worker's
 * (generate, regenerate) are not an admin's writes: the log has the job the admin started.
 */
const activityActions: Partial<Record<RevisionKind, ActivityAction>> = {
  save: 'updated',
  seo: 'updated',
  publish: 'published',
  unpublish: 'unpublished',
  restore: 'restored',
  submit: 'submitted',
  'send-back': 'sent-back',
};

function activityOfRevision(entry: RevisionEntry, action: ActivityAction, newTitle?: string) {
  const before = entry.snapshot;
  const title =
    newTitle || before.title || ('keyword' in before ? before.keyword : '') || before.id;
  return {
    ...activityEntry(
      { email: entry.actor },
      action,
      { type: entry.item_type, id: entry.item_id, title },
      new Date(entry.at),
    ),
    // The log points at the revision this change kept, so History can show what it replaced.
    revision: entry.version,
    ...(entry.note ? { detail: entry.note } : {}),
  };
}

/** Sort keys of an item's stored revisions, newest first. */
async function storedSortKeys(key: string): Promise<string[]> {
  const { items } = await queryAll({
    TableName: table(),
    KeyConditionExpression: 'item_key = :key',
    ExpressionAttributeValues: { ':key': key },
    ProjectionExpression: 'revision',
    ScanIndexForward: false,
    ConsistentRead: true,
  });
  return items.map((item) => String(item.revision));
}

/** {@link RevisionReader} on the revisions table. */
export const revisionRepository: RevisionReader = {
  async list(type, itemId): Promise<RevisionSummary[]> {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'item_key = :key',
        ExpressionAttributeValues: { ':key': itemKey(type, itemId) },
        ProjectionExpression: summaryAttributes.map((_, index) => `#a${index}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(
          summaryAttributes.map((name, index) => [`#a${index}`, name]),
        ),
        ScanIndexForward: false,
        // A write may have left a few extra rows only in a history from before retention.
        Limit: maxRevisionsPerItem,
        ConsistentRead: true,
      }),
    );
    return (Items ?? []).map((item) =>
      parseStoredRow(revisionSummarySchema, item, {
        table: table(),
        key: { item_key: itemKey(type, itemId), version: item.version },
      }),
    );
  },

  async get(type, itemId, version): Promise<Revision | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({
        TableName: table(),
        Key: { item_key: itemKey(type, itemId), revision: sortKey(version) },
        ConsistentRead: true,
      }),
    );
    if (!Item) return undefined;
    // The snapshot is parsed with its item's schema, whose defaults fill the fields added since
    // it was kept (the row-schemas migration writes them too): a revision kept by an older
    // release is still restorable, and restore and the History diff see every field.
    const source = { table: table(), key: { item_key: Item.item_key, revision: Item.revision } };
    return {
      ...parseStoredRow(revisionSummarySchema, Item, source),
      snapshot: parseStoredRow(snapshotSchemas[type], Item.snapshot ?? {}, source),
    };
  },
};

/** Deletes every revision of a deleted item (best effort: see the module's header). */
export async function forgetRevisions(type: RevisionItemType, itemId: string): Promise<void> {
  const key = itemKey(type, itemId);
  try {
    const keys = await storedSortKeys(key);
    await batchWriteAll(
      table(),
      keys.map((revision) => ({ DeleteRequest: { Key: { item_key: key, revision } } })),
    );
  } catch (error) {
    logger.warn('The revisions of a deleted item were not all deleted', {
      itemKey: key,
      error: error as Error,
    });
  }
}
