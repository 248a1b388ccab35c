/**
 * The review state of articles and programmatic pages: submit a draft for
 * review, approve it (publish now or schedule), or send it back with a note.
 *
 * One flow for both kinds; each kind says how it is read, written and published
 * ({@link ReviewKind}). Approval goes through the kind's own publish switch or schedule call, so
 * revisions, the activity log, the admin lists, the counters and render on publish behave exactly
 * as for a manual publish or schedule (both end the review in the same write). A submit and a
 * send-back are versioned writes: a stale `expected_version` gets 409. Each keeps a revision (kind
 * `submit` or `send-back`), which records its activity entry in the same transaction. Once a step
 * is written, the kind's `notify` hears of it (the review mails, functions/domain/review/review-mail.ts).
 */
import type { Actor as LogActor } from '@functions/domain/activity/activity';
import {
  checkArticleChange,
  type Actor as StaffActor,
} from '@functions/domain/articles/article-access';
import type { ArticleDeps } from '@functions/domain/articles/manage-articles';
import {
  getArticle,
  setArticlePublished,
  staleArticleMessage,
} from '@functions/domain/articles/manage-articles';
import { ConflictError } from '@functions/domain/errors';
import {
  getPage,
  hasGeneratedContent,
  pageChangedMessage,
  publishErrorPageMessage,
  publishWithoutContentMessage,
  setPagePublished,
} from '@functions/domain/pages/manage-pages';
import type { PageStore } from '@functions/domain/pages/page-store';
import {
  announcePublication,
  type PublicationEvents,
} from '@functions/domain/publication/publication-events';
import type { ReviewEvent } from '@functions/domain/review/review-mail';
import { revisionOf } from '@functions/domain/revisions/revision-ports';
import type { QualityGate } from '@functions/domain/quality/quality-gate';
import { scheduleArticle, schedulePage } from '@functions/domain/schedules/manage-schedules';
import { contentStatus, sentBackReview, submittedReview } from '@shared/rules/review';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type {
  Review,
  ReviewApproveInput,
  ReviewSendBackInput,
  ReviewSubmitInput,
} from '@shared/schemas/review';

/** Who acts: the guard's identity (role and `sub` for the ownership rule, e-mail for the log). */
export type Staff = StaffActor & LogActor;

/** Message of submitting an item that is live already. */
export const submitPublishedMessage = 'This is already published; there is nothing to review.';

/** Message of submitting an item that waits for review already. */
export const alreadyInReviewMessage = 'This is already waiting for review.';

/** Message of approving or sending back an item that is not waiting for review. */
export const notInReviewMessage =
  'This is not waiting for review (it was approved, sent back or changed meanwhile). Reload it.';

/** How the review flow reads, writes and publishes one kind of item. */
export interface ReviewKind<T extends { version: number; review?: Review }> {
  /** The item as stored; 404 when unknown. */
  get(id: string): Promise<T>;
  /** Whether it is live. */
  published(item: T): boolean;
  /** Refuses (403/409) a submit `staff` may not make of `item` (ownership, nothing to publish). */
  checkSubmit(item: T, staff: Staff): void;
  /** Writes `review` from `item`'s version with a revision of `kind`; false when it lost a race. */
  writeReview(
    item: T,
    review: Review,
    kind: 'submit' | 'send-back',
    staff: Staff,
  ): Promise<T | undefined>;
  /** The kind's publish switch from `version` (409 when stale), with any quality override. */
  publish(id: string, version: number, staff: Staff, override?: string): Promise<T>;
  /** The kind's schedule call. */
  schedule(
    id: string,
    input: { publish_at: string; expected_version: number },
    staff: Staff,
  ): Promise<T>;
  /** Message of a stale version. */
  staleMessage: string;
  now(): Date;
  /** The item as the review mails name it: its kind, id, title and place in the portal. */
  describe(item: T): ReviewEvent['item'];
  /**
   * Hears of each step once it is written (the review mails). It must not throw: the step is
   * done whatever becomes of its mail.
   */
  notify?: (event: ReviewEvent) => Promise<void>;
}

/** Where the item stands (the shared rule, on the kind's published flag). */
function statusOf<T extends { version: number; review?: Review }>(kind: ReviewKind<T>, item: T) {
  return contentStatus({ published: kind.published(item), review: item.review });
}

function checkVersion(item: { version: number }, expected: number, message: string): void {
  if (item.version !== expected) throw new ConflictError(message);
}

/** Submits a draft for review (contributors: only their own drafts). */
export async function submitForReview<T extends { version: number; review?: Review }>(
  kind: ReviewKind<T>,
  id: string,
  input: ReviewSubmitInput,
  staff: Staff,
): Promise<T> {
  const item = await kind.get(id);
  kind.checkSubmit(item, staff);
  checkVersion(item, input.expected_version, kind.staleMessage);
  const status = statusOf(kind, item);
  if (status === 'published') throw new ConflictError(submitPublishedMessage);
  if (status === 'in_review') throw new ConflictError(alreadyInReviewMessage);
  const written = await kind.writeReview(
    item,
    submittedReview(staff.email, kind.now()),
    'submit',
    staff,
  );
  if (!written) throw new ConflictError(kind.staleMessage);
  await kind.notify?.({
    event: 'submitted',
    item: kind.describe(written),
    version: written.version,
    author: staff.email,
    actor: staff.email,
  });
  return written;
}

/** Sends an item in review back to its author with a note. */
export async function sendBack<T extends { version: number; review?: Review }>(
  kind: ReviewKind<T>,
  id: string,
  input: ReviewSendBackInput,
  staff: Staff,
): Promise<T> {
  const item = await kind.get(id);
  checkVersion(item, input.expected_version, kind.staleMessage);
  if (statusOf(kind, item) !== 'in_review' || !item.review)
    throw new ConflictError(notInReviewMessage);
  const review = sentBackReview(item.review, staff.email, input.note, kind.now());
  const written = await kind.writeReview(item, review, 'send-back', staff);
  if (!written) throw new ConflictError(kind.staleMessage);
  await kind.notify?.({
    event: 'sent-back',
    item: kind.describe(written),
    version: written.version,
    author: review.submitted_by,
    actor: staff.email,
    note: input.note,
  });
  return written;
}

/** Approves an item in review: publishes it now, or schedules it at `input.publish_at`. */
export async function approve<T extends { version: number; review?: Review }>(
  kind: ReviewKind<T>,
  id: string,
  input: ReviewApproveInput,
  staff: Staff,
): Promise<T> {
  const item = await kind.get(id);
  checkVersion(item, input.expected_version, kind.staleMessage);
  if (statusOf(kind, item) !== 'in_review' || !item.review)
    throw new ConflictError(notInReviewMessage);
  const approved = input.publish_at
    ? await kind.schedule(
        id,
        { publish_at: input.publish_at, expected_version: item.version },
        staff,
      )
    : await kind.publish(id, item.version, staff, input.override_reason);
  await kind.notify?.({
    event: 'approved',
    item: kind.describe(approved),
    version: approved.version,
    author: item.review.submitted_by,
    actor: staff.email,
    ...(input.publish_at ? { publishAt: input.publish_at } : {}),
  });
  return approved;
}

/** The review flow of articles, on the articles domain. */
export function articleReviews(deps: ArticleDeps): ReviewKind<ArticleRecord> {
  const now = () => (deps.now ?? (() => new Date()))();
  return {
    get: (id) => getArticle(deps, id),
    published: (article) => article.is_published,
    checkSubmit: (article, staff) => checkArticleChange(staff, article),
    async writeReview(article, review, kind, staff) {
      const next = { ...article, review, version: article.version + 1 };
      const revision = revisionOf('article', article, kind, { actor: staff.email }, now());
      const result = await deps.articles.update(article, next, revision);
      if (!result.ok) return undefined;
      await announcePublication(deps.publication, 'article', article, next);
      return next;
    },
    publish: (id, version, staff, override) =>
      setArticlePublished(deps, id, true, { actor: staff.email, override }, version),
    schedule: (id, input, staff) => scheduleArticle(deps, id, input, staff),
    staleMessage: staleArticleMessage,
    now,
    describe: (article) => ({
      kind: 'article',
      id: article.id,
      title: article.title,
      path: `/admin/articles/edit/${article.id}`,
    }),
  };
}

/** The review flow of programmatic pages, on the pages domain. */
export function pageReviews(deps: {
  pages: PageStore;
  now: () => Date;
  publication?: PublicationEvents;
  quality?: QualityGate;
}): ReviewKind<PageRecord> {
  return {
    get: (id) => getPage(deps.pages, id),
    published: (page) => page.status === 'published',
    checkSubmit(page) {
      if (page.status === 'error') throw new ConflictError(publishErrorPageMessage);
      if (!hasGeneratedContent(page)) throw new ConflictError(publishWithoutContentMessage);
    },
    async writeReview(page, review, kind, staff) {
      const written = await deps.pages.update(
        page.id,
        page.version,
        { review },
        revisionOf('page', page, kind, { actor: staff.email }, deps.now()),
      );
      if (written) await announcePublication(deps.publication, 'page', page, written);
      return written;
    },
    publish: (id, version, staff, override) =>
      setPagePublished(deps, id, true, { actor: staff.email, override }, version),
    schedule: (id, input, staff) => schedulePage(deps, id, input, staff),
    staleMessage: pageChangedMessage,
    now: deps.now,
    // Pages are edited on their row of the list (there is no page of one page).
    describe: (page) => ({
      kind: 'page',
      id: page.id,
      title: page.title || page.keyword,
      path: '/admin/programmatic-pages',
    }),
  };
}
