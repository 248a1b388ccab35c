import { describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import { NotFoundError } from '@functions/domain/errors';
import {
  changeContactStatus,
  contactNotFoundMessage,
  deleteContact,
} from '@functions/domain/contacts/manage-contacts';
import { InMemoryContactStore } from './in-memory-contact-store';
import { testActor } from '../activity/fixtures';

function record(id: string, createdAt: string): ContactRecord {
  return {
    id,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    company_name: 'Compilers Inc',
    interest: 'technology',
    message: 'Please call me about AI integration.',
    preferred_date: null,
    status: 'new',
    created_at: createdAt,
  };
}

const older = record('11111111-1111-4111-8111-111111111111', '2025-05-01T09:00:00.000Z');
const newer = record('22222222-2222-4222-8222-222222222222', '2025-05-02T09:00:00.000Z');
const missing = '33333333-3333-4333-8333-333333333333';

async function storeWithTwo() {
  const contacts = new InMemoryContactStore();
  await contacts.add(older);
  await contacts.add(newer);
  return contacts;
}

describe('contact triage', () => {
  it('changes a status to any other and keeps the change', async () => {
    const contacts = await storeWithTwo();

    const updated = await changeContactStatus(contacts, older.id, 'in progress', testActor);
    await changeContactStatus(contacts, older.id, 'new', testActor);
    const final = await changeContactStatus(contacts, older.id, 'completed', testActor);

    expect(updated.status).toBe('in progress');
    expect(final.status).toBe('completed');
    expect(contacts.items.get(older.id)?.status).toBe('completed');
  });

  it('answers not found for a status change or delete of an unknown submission', async () => {
    const contacts = await storeWithTwo();

    await expect(changeContactStatus(contacts, missing, 'contacted', testActor)).rejects.toThrow(
      NotFoundError,
    );
    await expect(deleteContact(contacts, missing, testActor)).rejects.toThrow(
      contactNotFoundMessage,
    );
  });

  it('deletes a submission', async () => {
    const contacts = await storeWithTwo();

    await deleteContact(contacts, newer.id, testActor);

    expect([...contacts.items.keys()]).toEqual([older.id]);
  });
});
