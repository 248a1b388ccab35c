/**
 * What the category domain needs from storage. The DynamoDB adapter
 * (functions/adapters/repositories/categories-repository.ts) implements it; unit tests pass fakes.
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { CategoryRecord } from '@shared/schemas/category';

/** Outcome of creating or renaming a category. */
export type CategoryWriteResult =
  | { ok: true }
  /** Another category has that name (names are unique regardless of case). */
  | { ok: false; reason: 'name-taken' }
  /** The stored category is gone or no longer has the name the rename started from. */
  | { ok: false; reason: 'stale' };

/** Outcome of deleting a category. */
export type CategoryDeleteResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  /** Articles are still in the category; `articleCount` of them at the time of the refusal. */
  | { ok: false; reason: 'in-use'; articleCount: number };

/** Storage of categories. */
export interface CategoryStore {
  /** Every category, in no particular order. */
  list(): Promise<CategoryRecord[]>;
  get(id: string): Promise<CategoryRecord | undefined>;
  /** Stores a new category, claims its name and counts it. */
  create(record: CategoryRecord, activity: ActivityEntry): Promise<CategoryWriteResult>;
  /** Renames `before` to `after`, moving the name claim, if `before` is still what is stored. */
  rename(
    before: CategoryRecord,
    after: CategoryRecord,
    activity: ActivityEntry,
  ): Promise<CategoryWriteResult>;
  /** Deletes a category and frees its name, atomically refused while articles are in it. */
  remove(id: string, activity: ActivityEntry): Promise<CategoryDeleteResult>;
}
