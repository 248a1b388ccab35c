/**
 * Staff manage programmatic pages (admin-portal.md sections 2 and 4): list, read, publish or
 * unpublish, regenerate and delete.
 */
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import {
  announcePublication,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import { normaliseSeo } from '@shared/rules/seo-fields';
import type { PageRecord, PageSeoUpdateInput } from '@shared/schemas/page';
import { ConflictError, NotFoundError, UnavailableError } from '@functions/domain/errors';
import type { PageGenerationQueue, PageStore } from '@functions/domain/pages/page-store';
import { revisionOf, type ChangeBy } from '@functions/domain/revisions/revision-ports';
import { slugReservedMessage, solutionSlugReservation } from '@shared/rules/reserved-slugs';
import {
  heldMessage,
  overrideNote,
  sameHold,
  type QualityGate,
} from '@functions/domain/quality/quality-gate';
import { pageSubject } from '@functions/domain/quality/subjects';

/** Message of a page that does not exist (any more). */
export const pageNotFoundMessage = 'Page not found.';

/** Message of publishing a page whose generation failed. */
export const publishErrorPageMessage =
  'This page failed to generate and cannot be published. Regenerate it first.';

/** Message of publishing a page before its content exists. */
export const publishWithoutContentMessage =
  'This page has no generated content yet. Wait for generation to finish, then publish it.';

/** Message of a write that lost a race with another one. */
export const pageChangedMessage = 'This page was changed meanwhile. Please reload and try again.';

/** Message of a regeneration that could not be queued. */
export const regenerateNotQueuedMessage = 'Failed to regenerate content. Please try again.';

/** True once the page has the content a visitor would read. */
export function hasGeneratedContent(page: PageRecord): boolean {
  return [page.title, page.h1, page.intro_paragraph].every((text) => text.trim() !== '');
}

/** One page by id; 404 when it does not exist. */
export async function getPage(pages: PageStore, id: string): Promise<PageRecord> {
  const page = await pages.get(id);
  if (!page) throw new NotFoundError(pageNotFoundMessage);
  return page;
}

/**
 * The publish switch: true publishes, false returns the page to draft; updated_at becomes now.
 * Refused (409) for a page in error, and publishing for a page without content. Setting the
 * status it already has changes nothing. Either way the switch ends any scheduled publish.
 * Publishing asks the quality gate: a page it holds is refused (409 naming the nearest item and
 * the score) unless the change carries an editor's override reason, which its revision and
 * activity entry keep.
 */
export async function setPagePublished(
  deps: {
    pages: PageStore;
    now: () => Date;
    publication?: PublicationEvents;
    quality?: QualityGate;
  },
  id: string,
  published: boolean,
  change?: ChangeBy,
  /** The scheduler's: the version it found due (409 when the page changed since). */
  expectedVersion?: number,
): Promise<PageRecord> {
  const page = await getPage(deps.pages, id);
  if (expectedVersion !== undefined && page.version !== expectedVersion)
    throw new ConflictError(pageChangedMessage);
  if (page.status === 'error') throw new ConflictError(publishErrorPageMessage);
  const status = published ? 'published' : 'draft';
  if (page.status === status) return page;
  if (published && !hasGeneratedContent(page))
    throw new ConflictError(publishWithoutContentMessage);
  // Checked again at publish, whatever generation or the last save found: a page published since
  // may have made it a copy, or an edit or a deletion elsewhere cleared its hold.
  const held = published ? await deps.quality?.check(pageSubject(page)) : undefined;
  if (held && !change?.override) {
    // Kept on the page, so its row shows the hold and offers the override.
    if (!sameHold(page.quality, held))
      await deps.pages.update(page.id, page.version, { quality: held });
    throw new ConflictError(heldMessage(held));
  }
  const kind = published ? 'publish' : 'unpublish';
  const updated = await deps.pages.update(
    page.id,
    page.version,
    {
      status,
      updated_at: deps.now().toISOString(),
      // The switch ends any scheduled publish and review: a published page waits for nothing.
      ...(page.schedule ? { schedule: undefined } : {}),
      ...(published && page.review ? { review: undefined } : {}),
      ...(published && page.quality ? { quality: undefined } : {}),
    },
    {
      ...revisionOf('page', page, kind, change, deps.now()),
      ...(held && change?.override ? { note: overrideNote(held, change.override) } : {}),
    },
  );
  if (!updated) throw new ConflictError(pageChangedMessage);
  await announcePublication(deps.publication, 'page', page, updated);
  return updated;
}

/**
 * Saves the page's SEO fields (normalised) from the version the editor loaded: 409 when the page
 * changed since (a regeneration or another save), so nobody's edit is silently lost. A live page
 * is announced as changed (its head tags changed, so it is rendered again). The quality gate
 * judges the saved page (a search title or description another item has holds it; an edit may
 * clear a hold): the hold is recorded, and a live page stays live showing it, as a generated one.
 */
export async function updatePageSeo(
  deps: {
    pages: PageStore;
    now: () => Date;
    publication?: PublicationEvents;
    quality?: QualityGate;
  },
  id: string,
  input: PageSeoUpdateInput,
  change?: ChangeBy,
): Promise<PageRecord> {
  const page = await getPage(deps.pages, id);
  if (page.version !== input.version) throw new ConflictError(pageChangedMessage);
  const seo = normaliseSeo(input.seo);
  // A page still waiting for its content has nothing to judge yet: generation will.
  const held =
    deps.quality && hasGeneratedContent(page)
      ? { quality: await deps.quality.check(pageSubject({ ...page, seo })) }
      : {};
  const updated = await deps.pages.update(
    page.id,
    page.version,
    { seo, updated_at: deps.now().toISOString(), ...held },
    revisionOf('page', page, 'seo', change, deps.now()),
  );
  if (!updated) throw new ConflictError(pageChangedMessage);
  await announcePublication(deps.publication, 'page', page, updated);
  return updated;
}

/** Queues the page for generation again (Regenerate, Try Again); 404 when it does not exist. */
export async function regeneratePage(
  deps: { pages: PageStore; queue: PageGenerationQueue; activity?: ActivityRecorder },
  id: string,
  actor?: Actor,
): Promise<PageRecord> {
  const page = await getPage(deps.pages, id);
  const notQueued = await deps.queue.requestGeneration([page.id]);
  if (notQueued.length > 0) throw new UnavailableError(regenerateNotQueuedMessage);
  // A request on the queue, not a write of a table: its entry is recorded once it is queued.
  if (actor && deps.activity)
    await deps.activity.record(activityEntry(actor, 'regenerated', pageItem(page)));
  return page;
}

/** Deletes a page and frees its slug; 404 when it does not exist. */
export async function deletePage(
  deps: { pages: PageStore; publication?: PublicationEvents },
  id: string,
  actor?: Actor,
): Promise<void> {
  const page = await getPage(deps.pages, id);
  const activity = actor && activityEntry(actor, 'deleted', pageItem(page));
  if (!(await deps.pages.remove(page, activity))) throw new NotFoundError(pageNotFoundMessage);
  await announcePublication(deps.publication, 'page', page, undefined);
}

/**
 * The admin list's pages, each flagged with `slug_conflict` when a fixed route or a managed
 * redirect answers its path: stored before the slug rule (or before the redirect), such a page
 * would show as Published yet never be reached. `managedSources`: the manual redirects' sources
 * (the articles' earlier-slug redirects live under /insights/ and never answer a page's path).
 */
export function withSlugConflicts<Page extends PageRecord>(
  items: readonly Page[],
  managedSources: readonly string[],
): (Page & { slug_conflict?: string })[] {
  const managed = managedSources.map((from) => ({ from }));
  return items.map((page) => {
    const reservation = solutionSlugReservation(page.slug, managed);
    return reservation
      ? { ...page, slug_conflict: slugReservedMessage(page.slug, reservation) }
      : page;
  });
}

/** A programmatic page as the activity log names it (its keyword until it has a title). */
export function pageItem(page: PageRecord) {
  return { type: 'page' as const, id: page.id, title: page.title || page.keyword };
}
