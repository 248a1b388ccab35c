/**
 * The `previews` table (key `id`; GSI `byItem` lists an item's links newest first; rows expire by
 * TTL a day after the link does). The only code that knows its layout.
 */
import { dynamoClient, GetCommand, QueryCommand } from '@functions/adapters/dynamo/document-client';
import type { PreviewRecord, PreviewStore } from '@functions/domain/previews/preview-ports';
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import { config } from '@functions/lib/config';

const table = () => config().tables.previews;
const itemKey = (kind: string, itemId: string) => `${kind}#${itemId}`;

function fromItem(item: Record<string, unknown>): PreviewRecord {
  return {
    id: String(item.id),
    kind: item.kind === 'page' ? 'page' : 'article',
    item_id: String(item.item_id),
    created_by: String(item.created_by),
    created_at: String(item.created_at),
    expires_at: String(item.expires_at),
  };
}

export const previewsRepository: PreviewStore = {
  async put(record, activity) {
    await transactWrite([
      {
        Put: {
          TableName: table(),
          Item: {
            ...record,
            item_key: itemKey(record.kind, record.item_id),
            expires_epoch: Math.floor(Date.parse(record.expires_at) / 1000) + 86_400,
          },
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      activityPut(activity),
    ]);
  },

  async get(id) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { id }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async listFor(kind, itemId) {
    const { Items } = await dynamoClient().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'byItem',
        KeyConditionExpression: 'item_key = :key',
        ExpressionAttributeValues: { ':key': itemKey(kind, itemId) },
        ScanIndexForward: false,
        Limit: 100,
      }),
    );
    return (Items ?? []).map(fromItem);
  },

  async remove(id, activity) {
    try {
      await transactWrite([
        {
          Delete: { TableName: table(), Key: { id }, ConditionExpression: 'attribute_exists(id)' },
        },
        activityPut(activity),
      ]);
      return true;
    } catch (error) {
      if (failedConditions(error).includes(0)) return false;
      throw error;
    }
  },
};
