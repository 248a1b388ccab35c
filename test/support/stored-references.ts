/**
 * An author and a category stored through their repositories with fresh ids, for integration
 * tests that need each test's counts and names to start from nothing.
 */
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { testEntry } from '../unit/functions/domain/activity/fixtures';
import { authorId, strategyId } from '../unit/functions/domain/articles/fixtures';

/** When the stored author and category were made. */
export const referencesCreated = '2025-01-01T00:00:00.000Z';

/** Stores the `run`th author ("Ada Writer {run}") and category ("Strategy {run}"). */
export async function storeReferences(run: number): Promise<{
  author: { id: string; name: string };
  category: { id: string; name: string };
}> {
  const suffix = String(run).padStart(4, '0');
  const author = { id: `${authorId.slice(0, -4)}${suffix}`, name: `Ada Writer ${run}` };
  const category = { id: `${strategyId.slice(0, -4)}${suffix}`, name: `Strategy ${run}` };
  const created = referencesCreated;
  await authorRepository.create(
    { ...author, bio: '', avatar_url: '', created_at: created, updated_at: created },
    testEntry(),
  );
  await categoryRepository.create(
    { ...category, created_at: created, updated_at: created },
    testEntry(),
  );
  return { author, category };
}
