/**
 * The History panel's calls: an item's revisions, one revision with its kept state,
 * and Restore.
 *
 * A restore never rewrites history: it is an ordinary write of the kept fields, made from the
 * version the editor shows (`expected_version`), so it obeys the same rules as a save (409 when
 * stale, slug uniqueness, the author and category must still exist, alt text to publish with an
 * image) and keeps the state it replaces as a new revision of kind `restore`.
 *
 * A restore brings back content, never the publish state: restoring a revision kept while the
 * item was a draft must not take a live item offline (nor publish a draft). Publishing stays the
 * publish switch's job, with its own confirmation.
 */
import { articleInputFields, type ArticleRecord } from '@shared/schemas/article';
import { generatedPageContentFields, type PageRecord } from '@shared/schemas/page';
import { pickFields } from '@shared/schemas/field-lists';
import type {
  Revision,
  RevisionItemType,
  RevisionListResponse,
  RevisionRestoreInput,
} from '@shared/schemas/revision';
import { normaliseSeo } from '@shared/rules/seo-fields';
import {
  getArticle,
  updateArticle,
  type ArticleDeps,
} from '@functions/domain/articles/manage-articles';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import {
  getPage,
  hasGeneratedContent,
  pageChangedMessage,
} from '@functions/domain/pages/manage-pages';
import type { PageStore } from '@functions/domain/pages/page-store';
import {
  announcePublication,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import { revisionOf, type RevisionReader } from './revision-ports';

/** What the revisions calls need. */
export interface RevisionDeps {
  revisions: RevisionReader;
  /** A restored article is saved through the articles domain. */
  articles: ArticleDeps;
  /** A restored page is written through the page store, then announced (render on publish). */
  pages: { pages: PageStore; now: () => Date; publication?: PublicationEvents };
}

/** Message of a revision that does not exist (never kept, or past retention). */
export const revisionNotFoundMessage = 'Revision not found.';

/** Message of restoring a page revision kept before the page had content. */
export const emptyPageRevisionMessage =
  'This revision is from before the page had generated content, so there is nothing to restore.';

/** The item itself (404 when it is gone): revisions are shown only beside their item. */
async function currentItem(
  deps: RevisionDeps,
  type: RevisionItemType,
  id: string,
): Promise<ArticleRecord | PageRecord> {
  return type === 'article' ? getArticle(deps.articles, id) : getPage(deps.pages.pages, id);
}

/** The item's revisions, newest first; 404 when the item does not exist. */
export async function listRevisions(
  deps: RevisionDeps,
  type: RevisionItemType,
  id: string,
): Promise<RevisionListResponse> {
  await currentItem(deps, type, id);
  return { items: await deps.revisions.list(type, id) };
}

/** One revision with its kept state; 404 when it or its item does not exist. */
export async function getRevision(
  deps: RevisionDeps,
  type: RevisionItemType,
  id: string,
  version: number,
): Promise<Revision> {
  await currentItem(deps, type, id);
  const revision = await deps.revisions.get(type, id, version);
  if (!revision) throw new NotFoundError(revisionNotFoundMessage);
  return revision;
}

/**
 * Writes the revision's kept fields as a new version of the item, by `actor`; 409 when the item
 * is no longer at `input.expected_version`. Answers the item as saved.
 */
export async function restoreRevision(
  deps: RevisionDeps,
  type: RevisionItemType,
  id: string,
  version: number,
  input: RevisionRestoreInput,
  actor: string,
): Promise<ArticleRecord | PageRecord> {
  const revision = await getRevision(deps, type, id, version);
  return type === 'article'
    ? restoreArticle(deps, revision.snapshot as ArticleRecord, input, actor)
    : restorePage(deps, revision.snapshot as PageRecord, input, actor);
}

/** Saves the kept editable fields of an article, as the editor would, in its current publish state. */
async function restoreArticle(
  deps: RevisionDeps,
  kept: ArticleRecord,
  input: RevisionRestoreInput,
  actor: string,
): Promise<ArticleRecord> {
  const article = await getArticle(deps.articles, kept.id);
  return updateArticle(
    deps.articles,
    kept.id,
    {
      ...pickFields(kept, articleInputFields),
      image_alt: kept.image_alt ?? '',
      image_alt_review: kept.image_alt_review === true,
      is_published: article.is_published,
      seo: normaliseSeo(kept.seo),
      version: input.expected_version,
    },
    { actor, kind: 'restore' },
  );
}

/**
 * Writes the kept content and SEO fields of a page, in its current publish state. The generation inputs
 * (keyword, industry...) and the slug never change after creation, so they are not restored; a
 * state kept before the first generation has no content and is refused.
 */
async function restorePage(
  deps: RevisionDeps,
  kept: PageRecord,
  input: RevisionRestoreInput,
  actor: string,
): Promise<PageRecord> {
  const { pages, now, publication } = deps.pages;
  const page = await getPage(pages, kept.id);
  if (page.version !== input.expected_version) throw new ConflictError(pageChangedMessage);
  if (!hasGeneratedContent(kept)) throw new ConflictError(emptyPageRevisionMessage);
  const updated = await pages.update(
    page.id,
    page.version,
    {
      ...pickFields(kept, generatedPageContentFields),
      seo: normaliseSeo(kept.seo),
      status: page.status === 'published' ? 'published' : 'draft',
      error_message: null,
      updated_at: now().toISOString(),
    },
    revisionOf('page', page, 'restore', { actor }, now()),
  );
  if (!updated) throw new ConflictError(pageChangedMessage);
  await announcePublication(publication, 'page', page, updated);
  return updated;
}
