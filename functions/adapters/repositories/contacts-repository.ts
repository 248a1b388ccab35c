/**
 * Contact submissions in DynamoDB (table `contacts`): one item per submission keyed by id, with
 * `entity = 'contact'` so the byEntity index lists them newest first by created_at. The only
 * code that knows this table's keys.
 */
import { dynamoClient, GetCommand } from '@functions/adapters/dynamo/document-client';
import type { ActivityEntry } from '@shared/schemas/activity';
import {
  contactRecordSchema,
  type ContactRecord,
  type ContactStatus,
} from '@shared/schemas/contact';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { parseStoredRow } from '@functions/adapters/dynamo/stored-row';
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import { config } from '@functions/lib/config';
import { contactEntry, listingSteps } from './listings-table';

/** Tries of a status change that loses a race with another one (each re-reads the submission). */
const statusAttempts = 3;

const entity = 'contact';

/**
 * A stored item as a record, parsed with the record's schema (dynamo/stored-row.ts): the index
 * attribute is dropped; a row that does not match throws, logged with its id.
 */
export function toRecord(item: Record<string, unknown>): ContactRecord {
  return parseStoredRow(contactRecordSchema, item, {
    table: config().tables.contacts,
    key: { id: item.id },
  });
}

/** {@link ContactStore} on the contacts table. */
export class DynamoContactRepository implements ContactStore {
  private get table() {
    return config().tables.contacts;
  }

  /** The submission and its admin-list index rows (listings-table.ts), in one transaction. */
  async add(record: ContactRecord): Promise<void> {
    await transactWrite([
      {
        Put: {
          TableName: this.table,
          Item: { ...record, entity },
          ConditionExpression: 'attribute_not_exists(id)',
        },
      },
      ...listingSteps('contact', undefined, contactEntry(record)),
    ]);
  }

  async listNewestFirst(): Promise<ContactRecord[]> {
    const { items } = await queryAll({
      TableName: this.table,
      IndexName: 'byEntity',
      KeyConditionExpression: 'entity = :entity',
      ExpressionAttributeValues: { ':entity': entity },
      ScanIndexForward: false,
    });
    return items.map(toRecord);
  }

  /**
   * The status and the index rows it moves, in one transaction conditioned on the status read
   * (a concurrent change makes it read again).
   */
  async setStatus(
    id: string,
    status: ContactStatus,
    activity: ActivityEntry,
  ): Promise<ContactRecord | undefined> {
    for (let attempt = 1; attempt <= statusAttempts; attempt += 1) {
      const before = await this.get(id);
      if (!before) return undefined;
      const after: ContactRecord = { ...before, status };
      try {
        await transactWrite([
          {
            Update: {
              TableName: this.table,
              Key: { id },
              UpdateExpression: 'SET #status = :status',
              ConditionExpression: 'attribute_exists(id) AND #status = :before',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':status': status, ':before': before.status },
            },
          },
          ...listingSteps('contact', contactEntry(before), contactEntry(after)),
          activityPut(activity),
        ]);
        return after;
      } catch (error) {
        if (!failedConditions(error).includes(0)) throw error;
      }
    }
    return undefined;
  }

  async remove(id: string, activity: ActivityEntry): Promise<boolean> {
    for (let attempt = 1; attempt <= statusAttempts; attempt += 1) {
      const before = await this.get(id);
      if (!before) return false;
      try {
        await transactWrite([
          {
            Delete: {
              TableName: this.table,
              Key: { id },
              ConditionExpression: 'attribute_exists(id) AND #status = :before',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':before': before.status },
            },
          },
          ...listingSteps('contact', contactEntry(before), undefined),
          activityPut(activity),
        ]);
        return true;
      } catch (error) {
        if (!failedConditions(error).includes(0)) throw error;
      }
    }
    return false;
  }

  private async get(id: string): Promise<ContactRecord | undefined> {
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  }
}

/** The process's contact repository, built once at module scope (its SDK client is lazy). */
export const contactRepository = new DynamoContactRepository();
