/**
 * What every PageStore promises, run against the in-memory fake (in-memory-page-store.test.ts)
 * and the DynamoDB repository (test/integration/repository-contracts.test.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageRecord } from '@shared/schemas/page';
import { newPageRecord } from '@functions/domain/pages/create-page';
import type { PageStore } from '@functions/domain/pages/page-store';

let next = 0;

/** A new draft page with `slug`, created `minutes` after 2025-01-01. */
export function draftPage(slug: string, minutes: number): PageRecord {
  next += 1;
  return newPageRecord(
    {
      keyword: 'supply chain strategy',
      industry: 'Manufacturing',
      pain_point: 'Late deliveries',
      intent_level: 'High',
      cta_type: 'Book a call',
    },
    {
      id: `55555555-0000-4000-8000-${String(next).padStart(12, '0')}`,
      slug,
      now: new Date(Date.parse('2025-01-01T00:00:00.000Z') + minutes * 60_000),
    },
  );
}

/** Runs the contract against the store `empty` gives before each test. */
export function pageStoreContract(name: string, empty: () => Promise<PageStore>): void {
  describe(`${name} keeps the page store's contract`, () => {
    let store: PageStore;

    beforeEach(async () => {
      store = await empty();
    });

    it('stores a new page, readable by id and by slug, and lists pages newest first', async () => {
      const older = draftPage('older', 1);
      const newer = draftPage('newer', 2);

      expect(await store.create(older)).toBe('created');
      expect(await store.create(newer)).toBe('created');

      expect(await store.get(older.id)).toEqual(older);
      expect(await store.findBySlug('newer')).toEqual(newer);
      expect(await store.listNewestFirst()).toEqual([newer, older]);
    });

    it('gives a slug to one page: a second create with it writes nothing', async () => {
      const first = draftPage('taken', 1);
      const second = draftPage('taken', 2);
      await store.create(first);

      expect(await store.create(second)).toBe('slug-taken');
      expect(await store.get(second.id)).toBeUndefined();
      expect((await store.findBySlug('taken'))?.id).toBe(first.id);
    });

    it('updates only from the stored version, moving the version on by one', async () => {
      const page = draftPage('page', 1);
      await store.create(page);

      const stale = await store.update(page.id, page.version + 1, { title: 'Stale' });
      const updated = await store.update(page.id, page.version, { title: 'Fresh' });

      expect(stale).toBeUndefined();
      expect(updated).toEqual({ ...page, title: 'Fresh', version: page.version + 1 });
      expect(await store.get(page.id)).toEqual(updated);
      expect(await store.update(draftPage('missing', 2).id, 1, { title: 'X' })).toBeUndefined();
    });

    it('keeps a schedule through other changes, and clears it on a change to undefined', async () => {
      const page = draftPage('scheduled', 1);
      await store.create(page);
      const schedule = {
        publish_at: '2025-02-01T09:00:00.000Z',
        attempts: 0,
        last_error: null,
        last_attempt_at: null,
      };

      const scheduled = await store.update(page.id, page.version, { schedule });
      const edited = await store.update(page.id, page.version + 1, { title: 'Edited' });
      const cleared = await store.update(page.id, page.version + 2, { schedule: undefined });

      expect(scheduled?.schedule).toEqual(schedule);
      expect(edited?.schedule).toEqual(schedule);
      expect(cleared?.schedule).toBeUndefined();
      expect((await store.get(page.id))?.schedule).toBeUndefined();
    });

    it('deletes a page once and frees its slug', async () => {
      const page = draftPage('gone', 1);
      await store.create(page);

      expect(await store.remove(page)).toBe(true);
      expect(await store.remove(page)).toBe(false);

      expect(await store.get(page.id)).toBeUndefined();
      expect(await store.findBySlug('gone')).toBeUndefined();
      expect(await store.create(draftPage('gone', 2))).toBe('created');
    });
  });
}
