/**
 * The functions' DynamoDB document client (dynamo/document-client.ts) answered without a
 * database, for unit tests: its `send` spied on and answered by a {@link sendMock}.
 */
import { vi } from 'vitest';
import { dynamoClient, type DocumentCommand } from '@functions/adapters/dynamo/document-client';
import { sendMock } from './send-mock';

export function mockDocumentClient() {
  const mock = sendMock<DocumentCommand<object, unknown>>();
  vi.spyOn(dynamoClient(), 'send').mockImplementation(mock.client.send);
  return mock;
}
