/**
 * Newsletter subscriptions in DynamoDB (table `subscribers`), keyed by the lower-cased address.
 * The only code that knows this table's keys and indexes. Costs:
 * - sign-up (PutItem only: the public route reads nothing), confirm, delete: one conditional
 *   write by key;
 * - the admin list: a Query of GSI `byEntity` (every row, newest first), one page at a time; a
 *   state filter or a search filters those pages, so it reads on until a page is full or the
 *   index ends (page 1 of the unfiltered list costs the same at any size);
 * - the counts: one Query of `byEntity` projecting only the state (admin only; it reads the index).
 */
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import {
  dynamoClient,
  DeleteCommand,
  GetCommand,
  PutCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@functions/adapters/dynamo/document-client';
import {
  subscriberRecordSchema,
  type SubscriberRecord,
  type SubscriberStatus,
} from '@shared/schemas/newsletter';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import { ValidationError } from '@functions/domain/errors';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';
import { config } from '@functions/lib/config';
import { decodeKeyCursor, encodeCursor } from '@functions/lib/cursor';

const table = () => config().tables.subscribers;
/** The byEntity partition every row is listed in (rows from before the list: a migration adds it). */
export const subscriberEntity = 'subscriber';
const entity = subscriberEntity;

function fromItem(item: Record<string, unknown>): SubscriberRecord {
  // Rows written before double opt-in have no status: they never confirmed.
  return subscriberRecordSchema.parse({ status: 'pending', ...item, entity: undefined });
}

/** The byEntity Query's key, as its cursor carries it (anything else is a 400, not a 500). */
function startKey(cursor: string): Record<string, string> {
  const key = decodeKeyCursor(cursor, ['email', 'entity', 'created_at'], { entity });
  if (key) return key;
  throw new ValidationError('Some fields are not valid.', { 'query.cursor': 'Invalid cursor' });
}

export const subscriberRepository: SubscriberStore = {
  async get(email) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { email }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async putPending(email, tokenId, at, attribution) {
    try {
      // PutItem alone (the public sign-up may append, never read): a pending row is replaced
      // whole, so a repeated sign-up dates from its latest attempt.
      await dynamoClient().send(
        new PutCommand({
          TableName: table(),
          Item: {
            email,
            status: 'pending',
            token_id: tokenId,
            entity,
            created_at: at.toISOString(),
            ...(attribution ? { attribution } : {}),
          },
          ConditionExpression: 'attribute_not_exists(email) OR #status <> :confirmed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed' },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  },

  async confirm(email, tokenId, at) {
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { email },
          UpdateExpression: 'SET #status = :confirmed, confirmed_at = :at',
          ReturnValues: 'ALL_NEW',
          ConditionExpression: '#status = :pending AND token_id = :token',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':pending': 'pending',
            ':confirmed': 'confirmed',
            ':token': tokenId,
            ':at': at.toISOString(),
          },
        }),
      );
      return Attributes ? fromItem(Attributes) : undefined;
    } catch (error) {
      if (isConditionFailed(error)) return undefined;
      throw error;
    }
  },

  async remove(email, activity) {
    if (activity) {
      try {
        await transactWrite([
          {
            Delete: {
              TableName: table(),
              Key: { email },
              ConditionExpression: 'attribute_exists(email)',
            },
          },
          activityPut(activity),
        ]);
        return true;
      } catch (error) {
        if (failedConditions(error).includes(0)) return false;
        throw error;
      }
    }
    const { Attributes } = await dynamoClient().send(
      new DeleteCommand({ TableName: table(), Key: { email }, ReturnValues: 'ALL_OLD' }),
    );
    return Attributes !== undefined;
  },

  async list({ status, search, limit, cursor }) {
    const filters: string[] = [];
    const values: Record<string, unknown> = { ':entity': entity };
    if (status) {
      filters.push('#status = :status');
      values[':status'] = status;
    }
    if (search) {
      filters.push('contains(email, :search)');
      values[':search'] = search;
    }
    const base: QueryCommandInput = {
      TableName: table(),
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      ExpressionAttributeValues: values,
      ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
      ...(status ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
    };
    const { items, lastKey } = await queryAll(
      {
        ...base,
        ScanIndexForward: false,
        ...(cursor ? { ExclusiveStartKey: startKey(cursor) } : {}),
      },
      { limit },
    );
    return {
      items: items.map(fromItem),
      ...(lastKey ? { nextCursor: encodeCursor(lastKey) } : {}),
    };
  },

  async counts() {
    const counts: Record<SubscriberStatus, number> = { pending: 0, confirmed: 0 };
    const { items } = await queryAll({
      TableName: table(),
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':entity': entity },
      ProjectionExpression: '#status',
      ExpressionAttributeNames: { '#status': 'status' },
    });
    for (const item of items) {
      // Rows from before double opt-in have no state: they never confirmed.
      counts[item.status === 'confirmed' ? 'confirmed' : 'pending'] += 1;
    }
    return counts;
  },
};
