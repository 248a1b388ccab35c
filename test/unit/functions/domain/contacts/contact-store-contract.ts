/**
 * What every ContactStore promises, run against the in-memory fake (in-memory-contact-store.test.ts)
 * and the DynamoDB repository (test/integration/repository-contracts.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactRecord } from '@shared/schemas/contact';
import type { ContactStore } from '@functions/domain/contacts/contact-store';
import { testEntry } from '../activity/fixtures';

let next = 0;

/** A stored submission, `minutes` after 2025-01-01. */
export function storedContact(minutes: number, fields: Partial<ContactRecord> = {}): ContactRecord {
  next += 1;
  return {
    id: `44444444-0000-4000-8000-${String(next).padStart(12, '0')}`,
    first_name: 'Grace',
    last_name: 'Hopper',
    email: 'grace@example.com',
    phone: '',
    company_name: 'Navy',
    interest: 'Strategy',
    message: 'Hello.',
    preferred_date: null,
    status: 'new',
    created_at: new Date(Date.parse('2025-01-01T00:00:00.000Z') + minutes * 60_000).toISOString(),
    ...fields,
  };
}

/** Runs the contract against the store `empty` gives before each test. */
export function contactStoreContract(name: string, empty: () => Promise<ContactStore>): void {
  describe(`${name} keeps the contact store's contract`, () => {
    let store: ContactStore;

    beforeEach(async () => {
      store = await empty();
    });

    it('lists what was added, newest first', async () => {
      const contacts = [2, 1, 3].map((minutes) => storedContact(minutes));
      for (const contact of contacts) await store.add(contact);

      expect(await store.listNewestFirst()).toEqual([contacts[2], contacts[0], contacts[1]]);
    });

    it('changes the status of a stored submission and answers it', async () => {
      const contact = storedContact(1);
      await store.add(contact);

      const updated = await store.setStatus(contact.id, 'contacted', testEntry());

      expect(updated).toEqual({ ...contact, status: 'contacted' });
      expect(await store.listNewestFirst()).toEqual([updated]);
    });

    it('answers undefined for the status of an unknown submission, and creates nothing', async () => {
      expect(await store.setStatus(storedContact(1).id, 'completed', testEntry())).toBeUndefined();
      expect(await store.listNewestFirst()).toEqual([]);
    });

    it('deletes a submission once', async () => {
      const contact = storedContact(1);
      await store.add(contact);

      expect(await store.remove(contact.id, testEntry())).toBe(true);
      expect(await store.remove(contact.id, testEntry())).toBe(false);
      expect(await store.listNewestFirst()).toEqual([]);
    });
  });
}
