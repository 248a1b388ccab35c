import { describe, expect, it } from 'vitest';
import type { MediaRecord } from '@shared/schemas/media';
import type { MediaUser } from '@shared/schemas/media-library';
import {
  decodeCursor,
  deleteMedia,
  encodeCursor,
  listMedia,
  type MediaLibraryDeps,
} from '@functions/domain/media/media-library';
import { ValidationError } from '@functions/domain/errors';
import type { MediaPageQuery } from '@functions/domain/media/media-library-ports';

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const key = `articles/${uuid}.jpg`;

function record(overrides: Partial<MediaRecord> = {}): MediaRecord {
  return {
    key,
    width: 1200,
    height: 800,
    format: 'jpeg',
    bytes: 5000,
    variants: [
      { format: 'jpeg', width: 800, height: 533, key: `articles/${uuid}/w800.jpg`, bytes: 10 },
      { format: 'avif', width: 400, height: 267, key: `articles/${uuid}/w400.avif`, bytes: 10 },
      { format: 'webp', width: 400, height: 267, key: `articles/${uuid}/w400.webp`, bytes: 10 },
    ],
    created_at: '2026-11-25T00:00:00.000Z',
    name: 'Harbour.jpg',
    ...overrides,
  };
}

/** A library of `records`, each used by `users[key]`; records what was asked and deleted. */
function world(records: MediaRecord[], users: Record<string, MediaUser[]> = {}) {
  const rows = new Map(records.map((item) => [item.key, item]));
  const deletedFiles: string[] = [];
  const queries: MediaPageQuery[] = [];
  const deps: MediaLibraryDeps = {
    media: {
      page: async (query) => {
        queries.push(query);
        return { records: [...rows.values()] };
      },
      get: async (k) => rows.get(k),
      remove: async (k) => void rows.delete(k),
    },
    usage: {
      usersOf: async (keys) => new Map(keys.map((k) => [k, users[k] ?? []])),
    },
    files: { remove: async (keys) => void deletedFiles.push(...keys) },
  };
  return { deps, rows, deletedFiles, queries };
}

const article: MediaUser = {
  kind: 'article',
  id: 'a1',
  title: 'Ports at dawn',
  href: '/admin/articles/edit/a1',
};

describe('listMedia', () => {
  it('answers each image with its address, smallest WebP thumbnail, name and users', async () => {
    const { deps } = world([record()], { [key]: [article] });

    const answer = await listMedia(deps, {});

    expect(answer).toEqual({
      items: [
        expect.objectContaining({
          id: `${uuid}.jpg`,
          url: `/media/${key}`,
          thumbnailUrl: `/media/articles/${uuid}/w400.webp`,
          name: 'Harbour.jpg',
          usedBy: [article],
        }),
      ],
      nextCursor: null,
    });
  });

  it('names an image without a stored name by its file', async () => {
    const { deps } = world([record({ name: undefined })]);

    const answer = await listMedia(deps, {});

    expect(answer.items[0]!.name).toBe(`${uuid}.jpg`);
  });

  it('searches by the normalised text and resumes after the cursor', async () => {
    const { deps, queries } = world([record()]);
    const cursor = encodeCursor({ key, created_at: '2026-11-25T00:00:00.000Z' });

    await listMedia(deps, { q: '  HARBOUR  ', cursor, limit: 5 });

    expect(queries).toEqual([
      {
        search: 'harbour',
        after: { key, created_at: '2026-11-25T00:00:00.000Z' },
        limit: 5,
      },
    ]);
  });

  it('refuses a cursor it did not make, naming the field', () => {
    for (const bad of ['%%%', encodeCursor({ key: 'secrets/x', created_at: 'x' }), 'e30']) {
      expect(() => decodeCursor(bad)).toThrow(ValidationError);
    }
  });
});

describe('deleteMedia', () => {
  it('refuses an image in use and deletes nothing', async () => {
    const { deps, rows, deletedFiles } = world([record()], { [key]: [article] });

    const outcome = await deleteMedia(deps, `${uuid}.jpg`);

    expect(outcome).toEqual({ status: 'in-use', usedBy: [article] });
    expect(rows.has(key)).toBe(true);
    expect(deletedFiles).toEqual([]);
  });

  it('deletes the variants and the original of an unused image, then its row', async () => {
    const { deps, rows, deletedFiles } = world([record()]);

    const outcome = await deleteMedia(deps, `${uuid}.jpg`);

    expect(outcome).toEqual({ status: 'deleted' });
    expect(deletedFiles.sort()).toEqual(
      [key, ...record().variants.map((variant) => variant.key)].sort(),
    );
    expect(rows.has(key)).toBe(false);
  });

  it('answers not-found for an unknown image or an id that is no upload', async () => {
    const { deps } = world([]);

    expect(await deleteMedia(deps, `${uuid}.jpg`)).toEqual({ status: 'not-found' });
    expect(await deleteMedia(deps, '../secrets.jpg')).toEqual({ status: 'not-found' });
  });
});
