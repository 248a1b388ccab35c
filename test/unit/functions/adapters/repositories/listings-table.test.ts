import { describe, expect, it } from 'vitest';
import {
  listingRows,
  listingSteps,
  type ListEntry,
} from '@functions/adapters/repositories/listings-table';
import type { TransactItem } from '@functions/adapters/dynamo/transact-write';

const entry: ListEntry = {
  id: '0b6c4c1e-8f5e-4d7a-9a3b-2f1f3c7d9e10',
  date: '2026-01-02T03:04:05.678Z',
  filters: { status: 'draft', category: 'c1' },
  words: ['pricing', 'strategy'],
};

/** The list counts' ADDs among transaction steps: count (its shard left out) -> amount. */
function countsOf(steps: TransactItem[]): Record<string, unknown> {
  return Object.fromEntries(
    steps.flatMap((step) =>
      step.Update
        ? [
            [
              String(step.Update.Key?.key).replace(/^shard\d+#/, ''),
              step.Update.ExpressionAttributeValues?.[':delta'],
            ],
          ]
        : [],
    ),
  );
}

describe('listing rows', () => {
  it('lists an item under every combination of its filters and each word stem', () => {
    expect(listingRows('article', entry).map((row) => row.pk)).toEqual([
      'article|',
      'article|status=draft',
      'article|category=c1',
      'article|category=c1&status=draft',
      'article|~pri',
      'article|~str',
    ]);
  });

  it('keeps one row in the held partition while the quality gate holds the item, and drops it with the hold', () => {
    const held = { ...entry, held: true };
    expect(listingRows('page', held).filter((row) => row.pk === 'page|held')).toEqual([
      { pk: 'page|held', sk: `${entry.date}#${entry.id}`, id: entry.id },
    ]);
    const put = listingSteps('page', entry, held).map((step) => step.Put?.Item?.pk);
    expect(put).toEqual(['page|held']);
    const cleared = listingSteps('page', held, entry).map((step) => step.Delete?.Key?.pk);
    expect(cleared).toEqual(['page|held']);
  });

  it('adds nothing to a write that changes nothing listed', () => {
    expect(listingSteps('article', entry, { ...entry })).toEqual([]);
  });

  it('moves the rows a status change touches and rewrites the search rows', () => {
    const steps = listingSteps('article', entry, {
      ...entry,
      filters: { ...entry.filters, status: 'published' },
    });
    const deleted = steps.flatMap((step) => (step.Delete ? [step.Delete.Key?.pk] : []));
    const put = steps.flatMap((step) => (step.Put ? [step.Put.Item?.pk] : []));
    expect(deleted.sort()).toEqual(['article|category=c1&status=draft', 'article|status=draft']);
    expect(put.sort()).toEqual([
      'article|category=c1&status=published',
      'article|status=published',
      'article|~pri',
      'article|~str',
    ]);
  });

  it('removes every row of a deleted item, and counts it out of its lists', () => {
    const steps = listingSteps('page', { ...entry, filters: { status: 'draft' } }, undefined);
    expect(steps.filter((step) => step.Delete)).toHaveLength(4);
    expect(countsOf(steps)).toEqual({ 'list#page|': -1, 'list#page|status=draft': -1 });
    expect(steps).toHaveLength(6);
  });

  it('counts an item out of the lists it leaves and into those it joins, in its transaction', () => {
    const steps = listingSteps('article', entry, {
      ...entry,
      filters: { ...entry.filters, status: 'published' },
    });
    expect(countsOf(steps)).toEqual({
      'list#article|status=draft': -1,
      'list#article|category=c1&status=draft': -1,
      'list#article|status=published': 1,
      'list#article|category=c1&status=published': 1,
    });
    expect(countsOf(listingSteps('contact', undefined, entry))).toEqual({
      'list#contact|': 1,
      'list#contact|status=draft': 1,
      'list#contact|category=c1': 1,
      'list#contact|category=c1&status=draft': 1,
    });
  });
});
