/**
 * The revisions domain's wiring: the revisions table for the History list, and the articles and
 * pages dependencies a restore saves through (so it follows their slug, version and render rules).
 */
import { revisionRepository } from '@functions/adapters/repositories/revisions-repository';
import type { RevisionDeps } from '@functions/domain/revisions/manage-revisions';
import { articleDeps } from '@functions/wiring/articles';
import { pageDeps } from '@functions/wiring/pages';

/** Dependencies of every revisions call, built once per function instance. */
export const revisionDeps: RevisionDeps = {
  revisions: revisionRepository,
  articles: articleDeps,
  pages: pageDeps,
};
