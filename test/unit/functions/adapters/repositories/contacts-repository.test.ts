/**
 * The DynamoDB contact repository reads rows through the record's schema, without a database
 * (test/support/document-client-mock.ts): what its writes do is proved against the sandbox's DynamoDB by the
 * contact store's contract (test/integration/repository-contracts.test.ts).
 */
import { QueryCommand } from '@functions/adapters/dynamo/document-client';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import { StoredRowError } from '@functions/adapters/dynamo/stored-row';
import { DynamoContactRepository } from '@functions/adapters/repositories/contacts-repository';
import { mockDocumentClient } from '../../../../support/document-client-mock';

const dynamo = mockDocumentClient();
const repository = new DynamoContactRepository();

const stored: ContactRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  company_name: 'Analytical Engines Ltd',
  interest: 'growth',
  message: 'We need help.',
  preferred_date: null,
  status: 'new',
  created_at: '2025-05-13T10:00:00.000Z',
};

beforeEach(() => {
  dynamo.reset();
});

describe('DynamoContactRepository rows', () => {
  it('reads a stored row as its record, without the index attribute', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...stored, entity: 'contact' }] });

    const records = await repository.listNewestFirst();

    expect(records).toEqual([stored]);
  });

  it('refuses a row that does not match the record, naming its key, instead of passing it on', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ ...stored, status: 'lost', entity: 'contact' }] });

    const read = repository.listNewestFirst();

    await expect(read).rejects.toBeInstanceOf(StoredRowError);
    await expect(read).rejects.toThrow(stored.id);
  });
});
