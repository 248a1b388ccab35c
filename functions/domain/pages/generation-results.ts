/**
 * What the generation worker records on a page (admin-portal.md section 4), through the pages
 * domain's store:
 *
 * - the claim of a request (pending -> processing with a lease, conditional on the version read):
 *   a second copy of the same request's message finds it held or done and generates nothing;
 * - the generated content (the page becomes a draft, or stays published when it was live);
 * - a failure: a page without content gets status error with its message; a page that has
 *   content (live or a filled draft) keeps its content and status, and the error is recorded
 *   beside it (`generation.error`), so a failed regeneration never unpublishes a page.
 *
 * Each write is conditional on the version read, retried on a lost race, so a publish toggle in
 * between is never overwritten.
 */
import type { GeneratedPageContent, PageGeneration, PageRecord } from '@shared/schemas/page';
import { hasGeneratedContent } from '@functions/domain/pages/manage-pages';
import type { PageChanges, PageStore } from '@functions/domain/pages/page-store';
import { generationActor } from '@shared/schemas/revision';
import { landingState } from '@shared/rules/review';
import { revisionOf, type RevisionEntry } from '@functions/domain/revisions/revision-ports';
import {
  announcePublication,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import type { QualityGate } from '@functions/domain/quality/quality-gate';
import { pageSubject } from '@functions/domain/quality/subjects';
import type { QualityFlag } from '@shared/schemas/quality';

const maxAttempts = 3;

/** Outcome of claiming a page's generation request. */
export type PageClaim =
  { claimed: true; page: PageRecord } | { claimed: false; reason: 'finished' | 'held' | 'missing' };

/** What the worker needs from the pages domain (built on a {@link PageStore}). */
export interface PageGenerationRecorder {
  claim(pageId: string, requestId: string, leaseMs: number): Promise<PageClaim>;
  saveContent(
    pageId: string,
    requestId: string,
    content: GeneratedPageContent,
  ): Promise<PageRecord | undefined>;
  markFailed(pageId: string, requestId: string, message: string): Promise<PageRecord | undefined>;
  /** Gives the claim back (a retryable failure), so the redelivered message may take it at once. */
  release(pageId: string, requestId: string): Promise<void>;
}

type Deps = {
  pages: PageStore;
  now: () => Date;
  /** Told what a generated or failed result did to the public site (render on publish listens). */
  publication?: PublicationEvents;
  /** The quality gate: generated content it holds lands in review (DESIGN §14). */
  quality?: QualityGate;
};

/**
 * Applies `changesFor(page)` to the latest version of the page; `changesFor` may answer
 * undefined to write nothing. Resolves to the page written (or read, when nothing was written),
 * or undefined when the page is gone. A write is announced to `publication` when given.
 */
async function updateLatest(
  pages: PageStore,
  pageId: string,
  changesFor: (page: PageRecord) => PageChanges | undefined,
  revisionFor?: (page: PageRecord) => RevisionEntry,
  publication?: PublicationEvents,
): Promise<PageRecord | undefined> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const page = await pages.get(pageId);
    if (!page) return undefined;
    const changes = changesFor(page);
    if (!changes) return page;
    const updated = await pages.update(page.id, page.version, changes, revisionFor?.(page));
    if (updated) {
      await announcePublication(publication, 'page', page, updated);
      return updated;
    }
  }
  throw new Error(`Page ${pageId} kept changing; the generation result was not saved.`);
}

/** The page's generation record once `requestId` is finished (only if it still holds it). */
function finished(page: PageRecord, requestId: string, error: string | null, now: Date) {
  const current = page.generation;
  if (current && current.request_id !== requestId) return { ...current, error };
  return { request_id: requestId, state: 'done', lease_until: now.toISOString(), error } as const;
}

/**
 * Claims `requestId` on the page: 'finished' when that request was generated already, 'held'
 * when another delivery of it holds a live lease; otherwise the claim is taken (a newer request
 * takes over from an older one).
 */
export async function claimPageGeneration(
  deps: Deps,
  pageId: string,
  requestId: string,
  leaseMs: number,
): Promise<PageClaim> {
  let refused: 'finished' | 'held' | undefined;
  const page = await updateLatest(deps.pages, pageId, (current) => {
    refused = undefined;
    const now = deps.now();
    const held: PageGeneration | undefined = current.generation;
    if (held?.request_id === requestId) {
      if (held.state === 'done') refused = 'finished';
      else if (Date.parse(held.lease_until) > now.getTime()) refused = 'held';
      if (refused) return undefined;
    }
    return {
      generation: {
        request_id: requestId,
        state: 'processing',
        lease_until: new Date(now.getTime() + leaseMs).toISOString(),
        error: held?.error ?? null,
      },
    };
  });
  if (!page) return { claimed: false, reason: 'missing' };
  return refused ? { claimed: false, reason: refused } : { claimed: true, page };
}

/**
 * Where generated content puts the page: a live page stays published (its hold is shown, not
 * taken offline); content the quality gate holds waits for review; a page's first content lands
 * where its creator asked (`lands_in`: in review, draft or published); a regenerated draft stays
 * as it is.
 */
function landedState(
  page: PageRecord,
  now: Date,
  held: QualityFlag | undefined,
): Pick<PageChanges, 'status' | 'review'> {
  if (page.status === 'published') return { status: 'published' };
  if (held) {
    const review =
      page.review?.state === 'in_review'
        ? page.review
        : landingState('in_review', generationActor, now).review;
    return { status: 'draft', ...(review ? { review } : {}) };
  }
  if (hasGeneratedContent(page)) return { status: 'draft' };
  const landing = landingState(page.lands_in ?? 'draft', generationActor, now);
  return {
    status: landing.published ? 'published' : 'draft',
    ...(landing.review ? { review: landing.review } : {}),
  };
}

/**
 * Saves generated content on a page and finishes the request. Resolves to the page, or undefined
 * when it was deleted meanwhile (nothing to do).
 */
export async function recordGeneratedContent(
  deps: Deps,
  pageId: string,
  content: GeneratedPageContent,
  requestId: string,
): Promise<PageRecord | undefined> {
  // The gate reads the page as the content makes it; its id and slug never change meanwhile.
  const current = await deps.pages.get(pageId);
  if (!current) return undefined;
  const held = await deps.quality?.check(pageSubject({ ...current, ...content }));
  return updateLatest(
    deps.pages,
    pageId,
    (page) => ({
      ...content,
      ...landedState(page, deps.now(), held),
      quality: held,
      error_message: null,
      generation: finished(page, requestId, null, deps.now()),
      updated_at: deps.now().toISOString(),
    }),
    // The state the content replaces is kept: a regeneration when there was content, else the
    // first generation (which keeps the empty page the create form or the import made).
    (page) =>
      revisionOf(
        'page',
        page,
        hasGeneratedContent(page) ? 'regenerate' : 'generate',
        { actor: generationActor },
        deps.now(),
      ),
    deps.publication,
  );
}

/**
 * Records a failed generation with `message` and finishes the request: status error for a page
 * without content; for one with content, the content and status stay and the message goes beside
 * them. Undefined when the page was deleted.
 */
export function recordGenerationFailure(
  deps: Deps,
  pageId: string,
  message: string,
  requestId: string,
): Promise<PageRecord | undefined> {
  return updateLatest(
    deps.pages,
    pageId,
    (page) => {
      const generation = finished(page, requestId, message, deps.now());
      if (hasGeneratedContent(page) && page.status !== 'error') return { generation };
      return {
        status: 'error',
        error_message: message,
        generation,
        updated_at: deps.now().toISOString(),
      };
    },
    undefined,
    deps.publication,
  );
}

/** Ends the lease of `requestId` now, if the page still holds it processing. */
export async function releasePageGeneration(
  deps: Deps,
  pageId: string,
  requestId: string,
): Promise<void> {
  await updateLatest(deps.pages, pageId, (page) => {
    const held = page.generation;
    if (held?.request_id !== requestId || held.state !== 'processing') return undefined;
    return { generation: { ...held, lease_until: deps.now().toISOString() } };
  });
}

/** The worker's {@link PageGenerationRecorder} on a page store. */
export function pageGenerationRecorder(deps: Deps): PageGenerationRecorder {
  return {
    claim: (pageId, requestId, leaseMs) => claimPageGeneration(deps, pageId, requestId, leaseMs),
    saveContent: (pageId, requestId, content) =>
      recordGeneratedContent(deps, pageId, content, requestId),
    markFailed: (pageId, requestId, message) =>
      recordGenerationFailure(deps, pageId, message, requestId),
    release: (pageId, requestId) => releasePageGeneration(deps, pageId, requestId),
  };
}
