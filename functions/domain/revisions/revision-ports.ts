/**
 * Revisions as the domains see them: a kept state of an article or page plus who changed it, when
 * and how. The article and page stores write a revision in the same transaction as the change it
 * records (so a change is never stored without its revision, nor a revision without its change);
 * this domain only reads them back and restores them.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type {
  Revision,
  RevisionItemType,
  RevisionKind,
  RevisionSummary,
} from '@shared/schemas/revision';

/** Who makes a change and what kind it is; the stores turn it into a revision. */
export interface ChangeBy {
  /** E-mail of the admin, or the generation worker's actor. */
  actor: string;
  /** The change's kind when the call does not say it itself (a save that is a restore). */
  kind?: RevisionKind;
  /**
   * An editor's reason for publishing an item the quality gate holds (at least 10 characters);
   * without it a held item is not published.
   */
  override?: string;
}

/** Actor recorded when a caller does not name one (a script, a test): never an empty field. */
export const unknownActor = 'unknown';

/** A revision about to be written with the change it records. */
export type RevisionEntry = Revision;

/** Builds the revision a change of `before` writes. */
export function revisionOf(
  type: 'article',
  before: ArticleRecord,
  kind: RevisionKind,
  change: ChangeBy | undefined,
  at: Date,
): RevisionEntry;
export function revisionOf(
  type: 'page',
  before: PageRecord,
  kind: RevisionKind,
  change: ChangeBy | undefined,
  at: Date,
): RevisionEntry;
export function revisionOf(
  type: RevisionItemType,
  before: ArticleRecord | PageRecord,
  kind: RevisionKind,
  change: ChangeBy | undefined,
  at: Date,
): RevisionEntry {
  return {
    item_type: type,
    item_id: before.id,
    version: before.version,
    kind: change?.kind ?? kind,
    actor: change?.actor || unknownActor,
    at: at.toISOString(),
    snapshot: before,
  };
}

/** Reads of stored revisions. */
export interface RevisionReader {
  /** The item's revisions, newest first (at most the retention's number). */
  list(type: RevisionItemType, itemId: string): Promise<RevisionSummary[]>;
  /** One revision by the version it kept, or undefined. */
  get(type: RevisionItemType, itemId: string, version: number): Promise<Revision | undefined>;
}
