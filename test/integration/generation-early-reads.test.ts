/**
 * The generation worker's article saver (functions/wiring/generation.ts) begins the reads a save
 * makes that the model's answer does not change (the author, the category, the quality gate's
 * thresholds, the article's index row) before the model is called, and the save uses each once:
 * on the emulator, the save after a prefetch reads none of them again, and an author renamed
 * while the model wrote still ends up on the article under its new name (the stale early read
 * fails the name guard and the save reads again).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOfflineContentModel } from '@functions/adapters/content-model/offline';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { generationDeps } from '@functions/wiring/generation';
import { contentIndex, qualitySettings } from '@functions/wiring/quality';
import { startFunctionTables, type FunctionTables } from '../support/function-tables';
import { referencesCreated, storeReferences } from '../support/stored-references';
import { testEntry } from '../unit/functions/domain/activity/fixtures';
import { createBody } from '../unit/functions/domain/articles/fixtures';

let emulator: FunctionTables;
const created = referencesCreated;

beforeAll(async () => {
  emulator = await startFunctionTables('early-reads');
}, 120_000);

afterAll(() => emulator.end());

let run = 0;
let author: { id: string; name: string };
let category: { id: string; name: string };

beforeEach(async () => {
  run += 1;
  ({ author, category } = await storeReferences(run));
  vi.restoreAllMocks();
});

/** Spies on every read the prefetch may begin. */
function spyReads() {
  return {
    author: vi.spyOn(authorRepository, 'get'),
    category: vi.spyOn(categoryRepository, 'get'),
    settings: vi.spyOn(qualitySettings, 'get'),
    indexed: vi.spyOn(contentIndex, 'get'),
  };
}

const articleId = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

describe('the generated article saver', () => {
  it('begins its reads on prefetch, and the save after it reads none of them again', async () => {
    const deps = generationDeps(undefined, createOfflineContentModel());
    const reads = spyReads();
    const id = articleId(run);
    const references = { author_id: author.id, category_id: category.id };

    deps.articles.prefetch?.(id, references);
    // Begun at once, before the model would be called.
    for (const read of Object.values(reads)) expect(read).toHaveBeenCalledTimes(1);

    const saved = await deps.articles.create(
      id,
      createBody({ ...references, title: `Early reads ${run}`, is_published: false }),
    );

    expect(saved.id).toBe(id);
    for (const read of Object.values(reads)) expect(read).toHaveBeenCalledTimes(1);
    expect(await articleRepository.get(id)).toMatchObject({
      author_name: author.name,
      category_name: category.name,
    });
  });

  it('saves the new name of an author renamed while the model wrote', async () => {
    const deps = generationDeps(undefined, createOfflineContentModel());
    const reads = spyReads();
    const id = articleId(run);
    const references = { author_id: author.id, category_id: category.id };

    deps.articles.prefetch?.(id, references);
    await reads.author.mock.results[0]!.value;
    const renamed = `${author.name} (renamed)`;
    expect(
      await authorRepository.update(
        {
          ...author,
          name: renamed,
          bio: '',
          avatar_url: '',
          created_at: created,
          updated_at: created,
        },
        testEntry(),
      ),
    ).toBe(true);

    await deps.articles.create(
      id,
      createBody({ ...references, title: `Renamed meanwhile ${run}`, is_published: false }),
    );

    expect((await articleRepository.get(id))?.author_name).toBe(renamed);
    // The early read (the old name) and the save's own once the guard refused it; the update's
    // own read of the author was the third.
    expect(reads.author.mock.calls.filter(([asked]) => asked === author.id).length).toBe(3);
  });
});
