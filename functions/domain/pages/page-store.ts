/** The ports of the programmatic pages domain: where pages are stored and how generation is asked for. */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { PageRecord } from '@shared/schemas/page';
import type { RevisionEntry } from '@functions/domain/revisions/revision-ports';

/**
 * Fields of a page that change after it is created (identity, slug and creation time never do).
 * An undefined value leaves a field as it is, except `schedule`, `review` and `quality`: present
 * and undefined, they clear the page's schedule, review or quality hold (the publish switch does,
 * since a published page waits for nothing).
 */
export type PageChanges = Partial<Omit<PageRecord, 'id' | 'slug' | 'created_at' | 'version'>>;

/** Stored programmatic pages. */
export interface PageStore {
  /**
   * Stores a new page and claims its slug in one atomic step. 'slug-taken' when another page holds
   * the slug (nothing is written then).
   */
  create(page: PageRecord, activity?: ActivityEntry): Promise<'created' | 'slug-taken'>;
  get(id: string): Promise<PageRecord | undefined>;
  findBySlug(slug: string): Promise<PageRecord | undefined>;
  /** Every page, newest first. */
  listNewestFirst(): Promise<PageRecord[]>;
  /**
   * Applies `changes` and moves the version on by one, only if the stored version is still
   * `expectedVersion`. Resolves to the updated page, or undefined when the page is gone or was
   * changed meanwhile. `revision` (the state at `expectedVersion`), when given, is written in the
   * same transaction (functions/domain/revisions).
   */
  update(
    id: string,
    expectedVersion: number,
    changes: PageChanges,
    revision?: RevisionEntry,
    activity?: ActivityEntry,
  ): Promise<PageRecord | undefined>;
  /** Deletes the page and releases its slug; false when the page was not there. */
  remove(page: PageRecord, activity?: ActivityEntry): Promise<boolean>;
}

/** The generation queue, as the pages domain sees it. */
export interface PageGenerationQueue {
  /** Asks for (re)generation of each page; resolves to the ids that could not be queued. */
  requestGeneration(pageIds: readonly string[]): Promise<string[]>;
}
