/**
 * The media library's page read on the sandbox's DynamoDB emulator: cursor
 * paging walks every image once, newest first, and a search whose matches lie beyond one page's
 * read budget answers a short page with a cursor instead of reading the whole table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaRecord } from '@shared/schemas/media';
import {
  mediaRepository,
  searchReadBudget,
} from '@functions/adapters/repositories/media-repository';
import type { MediaCursor, MediaPageQuery } from '@functions/domain/media/media-library-ports';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';

let emulator: FunctionTables;

/** More images than one search reads, the oldest few named "Needle". */
const total = searchReadBudget + 40;
const needles = 5;

function key(index: number): string {
  return `articles/00000000-0000-4000-8000-${String(index).padStart(12, '0')}.png`;
}

beforeAll(async () => {
  emulator = await startFunctionTables('media');
  for (let index = 0; index < total; index += 1) {
    const record: MediaRecord = {
      key: key(index),
      width: 100,
      height: 100,
      format: 'png',
      bytes: 10,
      variants: [],
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
      name: index < needles ? `Needle ${index}.png` : `Hay ${index}.png`,
    };
    await mediaRepository.put(record);
  }
}, 120_000);

afterAll(() => emulator.end());

/** Every page of `query`, following the cursor to the end. */
async function walk(query: Omit<MediaPageQuery, 'after'>) {
  const pages: string[][] = [];
  let after: MediaCursor | undefined;
  do {
    const page = await mediaRepository.page({ ...query, ...(after ? { after } : {}) });
    pages.push(page.records.map((record) => record.key));
    after = page.next;
  } while (after && pages.length < 50);
  return pages;
}

describe('a page of the media library', () => {
  it('walks every image once, newest first, a full page at a time', async () => {
    const pages = await walk({ limit: 48 });

    const keys = pages.flat();
    expect(keys).toEqual(Array.from({ length: total }, (_, i) => key(total - 1 - i)));
    expect(pages.slice(0, -1).every((page) => page.length === 48)).toBe(true);
  });

  it('stops a search at its read budget with a cursor, and the next page finds the rest', async () => {
    const pages = await walk({ search: 'needle', limit: 3 });

    // The first read budget holds only newer, non-matching images.
    expect(pages[0]).toEqual([]);
    expect(pages.flat()).toEqual([key(4), key(3), key(2), key(1), key(0)]);
    expect(pages.every((page) => page.length <= 3)).toBe(true);
  });
});
