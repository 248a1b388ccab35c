/**
 * Writes each stored author's and category's name onto the shards of its article count
 * (counters-repository `nameGuardWrites`), which article writes check the name they copy against:
 * authors and categories created before the guards have none, and an article naming them would
 * be refused until they do. Each owner is one transaction with the check that its name is still
 * the one read, so a rename meanwhile is read again rather than overwritten. Idempotent.
 */
import { transactWrite } from '@functions/adapters/dynamo/transact-write';
import { failedConditions } from '@functions/adapters/dynamo/uniques';
import {
  authorNameCheck,
  authorRepository,
} from '@functions/adapters/repositories/authors-repository';
import {
  categoryNameCheck,
  categoryRepository,
} from '@functions/adapters/repositories/categories-repository';
import { nameGuardWrites } from '@functions/adapters/repositories/counters-repository';

/** Tries per owner renamed while its guards were being written. */
const attempts = 3;

type Owner = { authorId: string } | { categoryId: string };

async function guard(owner: Owner, read: () => Promise<{ name: string } | undefined>) {
  for (let attempt = 1; ; attempt += 1) {
    const current = await read();
    if (!current) return false;
    const check =
      'authorId' in owner
        ? authorNameCheck(owner.authorId, current.name)
        : categoryNameCheck(owner.categoryId, current.name);
    try {
      await transactWrite([check, ...nameGuardWrites(owner, current.name)]);
      return true;
    } catch (error) {
      if (failedConditions(error).length === 0 || attempt >= attempts) throw error;
    }
  }
}

/** Guards every author's and category's name; e.g. ['3 authors guarded', '6 categories guarded']. */
export async function writeNameGuards(): Promise<string[]> {
  let authors = 0;
  for (const author of await authorRepository.list()) {
    if (await guard({ authorId: author.id }, () => authorRepository.get(author.id))) authors += 1;
  }
  let categories = 0;
  for (const category of await categoryRepository.list()) {
    const owner = { categoryId: category.id };
    if (await guard(owner, () => categoryRepository.get(category.id))) categories += 1;
  }
  return [`${authors} authors guarded`, `${categories} categories guarded`];
}
