/**
 * Completed diagnostics in DynamoDB (table `diagnostics`), keyed by id: one PutItem each (the
 * public route may append, never read). The only code that knows this table's keys.
 */
import { dynamoClient, PutCommand } from '@functions/adapters/dynamo/document-client';
import type { DiagnosticStore } from '@functions/domain/diagnostic/complete-diagnostic';
import { config } from '@functions/lib/config';

export const diagnosticRepository: DiagnosticStore = {
  async add(record) {
    await dynamoClient().send(
      new PutCommand({
        TableName: config().tables.diagnostics,
        Item: record,
        ConditionExpression: 'attribute_not_exists(id)',
      }),
    );
  },
};
