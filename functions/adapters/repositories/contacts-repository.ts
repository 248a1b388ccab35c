/**
 * Contact submissions in DynamoDB (table `contacts`): one item per submission keyed by id, with
 * `entity = 'contact'` so the byEntity index lists them newest first by created_at. The only
 * code that knows this table's keys.
 */
import { DeleteCommand, PutCommand, UpdateCommand, paginateQuery } from '@aws-sdk/lib-dynamodb';
import type { ContactRecord, ContactStatus } from '@shared/schemas/contact';
import { dynamoClient } from '@functions/adapters/aws-clients';
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

  async setStatus(id: string, status: ContactStatus): Promise<ContactRecord | undefined> {
    try {
      const { Attributes } = await dynamoClient().send(
        new UpdateCommand({
          TableName: this.table,
          Key: { id },
          UpdateExpression: 'SET #status = :status',
          ConditionExpression: 'attribute_exists(id)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':status': status },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return Attributes ? toRecord(Attributes) : undefined;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return undefined;
      throw error;
    }
  }

  async remove(id: string): Promise<boolean> {
    try {
      await dynamoClient().send(
        new DeleteCommand({
          TableName: this.table,
          Key: { id },
          ConditionExpression: 'attribute_exists(id)',
        }),
      );
      return true;
    } catch (error) {
      if ((error as Error).name === 'ConditionalCheckFailedException') return false;
      throw error;
    }
  }
}

/** The process's contact repository, built once at module scope (its SDK client is lazy). */
export const contactRepository = new DynamoContactRepository();
