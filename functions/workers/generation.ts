/**
 * Consumer of the generation queue. Until the generation worker lands it only records that a
 * message arrived (its id and body under the jobs table's `INBOX#` partition), so the queue's
 * delivery path can be exercised end to end.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dynamoClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  for (const record of event.Records) {
    await dynamoClient().send(
      new PutCommand({
        TableName: config().tables.jobs,
        Item: { pk: `INBOX#${record.messageId}`, sk: 'MESSAGE', body: record.body, received_at: new Date().toISOString() },
      }),
    );
  }
  return { batchItemFailures: [] };
}
