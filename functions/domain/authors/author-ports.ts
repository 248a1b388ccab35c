/**
 * What the author domain needs from storage. The DynamoDB adapter
 * (functions/adapters/repositories/authors-repository.ts) implements it; unit tests pass fakes.
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { AuthorRecord } from '@shared/schemas/author';

/** Outcome of deleting an author. */
export type AuthorDeleteResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' }
  /** Articles still name the author; `articleCount` of them at the time of the refusal. */
  | { ok: false; reason: 'in-use'; articleCount: number };

/** Storage of authors. */
export interface AuthorStore {
  /** Every author, in no particular order. */
  list(): Promise<AuthorRecord[]>;
  get(id: string): Promise<AuthorRecord | undefined>;
  /** Stores a new author and counts it, with its activity entry. */
  create(record: AuthorRecord, activity: ActivityEntry): Promise<void>;
  /** Replaces a stored author, with its activity entry; false when it no longer exists. */
  update(record: AuthorRecord, activity: ActivityEntry): Promise<boolean>;
  /**
   * Deletes an author, atomically refused while any article names it (the refusal and the
   * article writes are serialised by the database, so no article can slip in between).
   */
  remove(id: string, activity: ActivityEntry): Promise<AuthorDeleteResult>;
}
