/**
 * Contact submissions in DynamoDB (table `contacts`): one item per submission keyed by id, with
 * `entity = 'contact'` so the byEntity index lists them newest first by created_at. The only
 * code that knows this table's keys.
 */
import { GetCommand, PutCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { ActivityEntry } from '@shared/schemas/activity';
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import { activityPut } from '@functions/adapters/repositories/activity-repository';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import { config } from '@functions/lib/config';

const entity = 'contact';

function toRecord(item: Record<string, unknown>): ContactRecord {
  const { entity: _entity, ...record } = item;
  return record as ContactRecord;
}

/** {@link ContactStore} on the contacts table. */
export class DynamoContactRepository implements ContactStore {
  private get table() {
    return config().tables.contacts;
  }

  async add(record: ContactRecord): Promise<void> {
    await dynamoClient().send(
      new PutCommand({
        TableName: this.table,
        Item: { ...record, entity },
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  }

  async listNewestFirst(): Promise<ContactRecord[]> {
    const records: ContactRecord[] = [];
    const pages = paginateQuery(
      { client: dynamoClient() },
      {
        TableName: this.table,
        IndexName: 'byEntity',
        KeyConditionExpression: 'entity = :entity',
        ExpressionAttributeValues: { ':entity': entity },
        ScanIndexForward: false,
      },
    );
    for await (const page of pages) records.push(...(page.Items ?? []).map(toRecord));
    return records;
  }

  async setStatus(
    id: string,
    status: ContactStatus,
    activity: ActivityEntry,
  ): Promise<ContactRecord | undefined> {
    try {
      await transactWrite([
        {
          Update: {
            TableName: this.table,
            Key: { id },
            UpdateExpression: 'SET #status = :status',
            ConditionExpression: 'attribute_exists(id)',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':status': status },
          },
        },
        activityPut(activity),
      ]);
    } catch (error) {
      if (failedConditions(error).includes(0)) return undefined;
      throw error;
    }
    // A transaction returns no values: the submission is read back (strongly consistent).
    const { Item } = await dynamoClient().send(
      new GetCommand({ TableName: this.table, Key: { id }, ConsistentRead: true }),
    );
    return Item ? toRecord(Item) : undefined;
  }

  async remove(id: string, activity: ActivityEntry): Promise<boolean> {
    try {
      await transactWrite([
        {
          Delete: {
            TableName: this.table,
            Key: { id },
            ConditionExpression: 'attribute_exists(id)',
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
}

/** The process's contact repository, built once at module scope (its SDK client is lazy). */
export const contactRepository = new DynamoContactRepository();
