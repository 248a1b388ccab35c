/**
 * Newsletter subscriptions in DynamoDB (table `subscribers`), keyed by the lower-cased address.
 * The only code that knows this table's keys and indexes. Costs:
 * - sign-up (PutItem only: the public route reads nothing), confirm, delete: one conditional
 *   write by key;
 * - the admin list: a Query of GSI `byEntity` (every row, newest first) or `byStatus` (one state,
 *   newest first), one page at a time; a search filters those pages, so it reads on until a page
 *   is full or the index ends;
 * - the counts: a COUNT Query per state of `byStatus` (reads the index, admin only).
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import {
  subscriberRecordSchema,
  subscriberStatuses,
  type SubscriberRecord,
  type SubscriberStatus,
} from '@shared/schemas/newsletter';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { ValidationError } from '@functions/domain/errors';
import type { SubscriberStore } from '@functions/domain/newsletter/subscriber-ports';
import { config } from '@functions/lib/config';

const table = () => config().tables.subscribers;
const entity = 'subscriber';

const conditionFailed = (error: unknown) =>
  (error as Error).name === 'ConditionalCheckFailedException';

function fromItem(item: Record<string, unknown>): SubscriberRecord {
  // Rows written before double opt-in have no status: they never confirmed.
  return subscriberRecordSchema.parse({ status: 'pending', ...item, entity: undefined });
}

const encodeCursor = (key: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && !Array.isArray(key))
      return key as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new ValidationError('Some fields are not valid.', { 'query.cursor': 'Invalid cursor' });
}

export const subscriberRepository: SubscriberStore = {
  async get(email) {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: table(), Key: { email }, ConsistentRead: true }),
    );
    return Item ? fromItem(Item) : undefined;
  },

  async putPending(email, tokenId, at) {
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
          },
          ConditionExpression: 'attribute_not_exists(email) OR #status <> :confirmed',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':confirmed': 'confirmed' },
        }),
      );
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  },

  async confirm(email, tokenId, at) {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: table(),
          Key: { email },
          UpdateExpression: 'SET #status = :confirmed, confirmed_at = :at',
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
      return true;
    } catch (error) {
      if (conditionFailed(error)) return false;
      throw error;
    }
  },

  async remove(email) {
    const { Attributes } = await dynamoClient().send(
      new DeleteCommand({ TableName: table(), Key: { email }, ReturnValues: 'ALL_OLD' }),
    );
    return Attributes !== undefined;
  },

  async list({ status, search, limit, cursor }) {
    const base: QueryCommandInput = status
      ? {
          TableName: table(),
          IndexName: 'byStatus',
          KeyConditionExpression: '#status = :status',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
        }
      : {
          TableName: table(),
          IndexName: 'byEntity',
          KeyConditionExpression: 'entity = :entity',
          ExpressionAttributeValues: { ':entity': entity },
        };
    if (search) {
      base.FilterExpression = 'contains(email, :search)';
      base.ExpressionAttributeValues = { ...base.ExpressionAttributeValues, ':search': search };
    }
    const items: SubscriberRecord[] = [];
    let start = cursor ? decodeCursor(cursor) : undefined;
    do {
      const page = await dynamoClient().send(
        new QueryCommand({
          ...base,
          ScanIndexForward: false,
          Limit: limit - items.length,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(page.Items ?? []).map(fromItem));
      start = page.LastEvaluatedKey;
    } while (start && items.length < limit);
    return { items, ...(start ? { nextCursor: encodeCursor(start) } : {}) };
  },

  async counts() {
    const entries = await Promise.all(
      subscriberStatuses.map(async (status): Promise<[SubscriberStatus, number]> => {
        let count = 0;
        let start: Record<string, unknown> | undefined;
        do {
          const page = await dynamoClient().send(
            new QueryCommand({
              TableName: table(),
              IndexName: 'byStatus',
              KeyConditionExpression: '#status = :status',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': status },
              Select: 'COUNT',
              ExclusiveStartKey: start,
            }),
          );
          count += page.Count ?? 0;
          start = page.LastEvaluatedKey;
        } while (start);
        return [status, count];
      }),
    );
    return Object.fromEntries(entries) as Record<SubscriberStatus, number>;
  },
};
