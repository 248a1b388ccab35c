/**
 * The rules of the review state (shared/schemas/review.ts), for articles and pages alike: where an
 * item stands, what a submit and a send-back write, and that whatever publishes or schedules an
 * item ends its review (an editor publishing it is its approval).
 */
import type { ContentStatus, GenerationLanding, Review } from '@shared/schemas/review';

/** What the rules read of an item: whether it is live, and its review. */
export interface Reviewable {
  published: boolean;
  review?: Review;
}

/** Where an item stands: published, waiting for review, or a draft (sent back included). */
export function contentStatus(item: Reviewable): ContentStatus {
  if (item.published) return 'published';
  return item.review?.state === 'in_review' ? 'in_review' : 'draft';
}

/** True while an item waits for an editor. */
export function isWaitingForReview(item: Reviewable): boolean {
  return contentStatus(item) === 'in_review';
}

/** How the dashboard's Waiting for review count moves when an item goes from `before` to `after`. */
export function waitingDelta(
  before: Reviewable | undefined,
  after: Reviewable | undefined,
): number {
  const waiting = (item: Reviewable | undefined) => (item && isWaitingForReview(item) ? 1 : 0);
  return waiting(after) - waiting(before);
}

/** The review of a submit by `by` at `at` (an earlier send-back's note is done with). */
export function submittedReview(by: string, at: Date): Review {
  return {
    state: 'in_review',
    submitted_by: by,
    submitted_at: at.toISOString(),
    note: null,
    sent_back_by: null,
    sent_back_at: null,
  };
}

/** The review after an editor `by` sends it back at `at` with `note`. */
export function sentBackReview(review: Review, by: string, note: string, at: Date): Review {
  return { ...review, state: 'sent_back', note, sent_back_by: by, sent_back_at: at.toISOString() };
}

/** The record without its review once it is (to be) published or scheduled; as it is otherwise. */
export function withoutReview<T extends { review?: Review }>(record: T, ends: boolean): T {
  if (!ends || !record.review) return record;
  const { review: _ended, ...rest } = record;
  return rest as T;
}

/** What generation writes for a landing: published or not, and the review it starts with. */
export function landingState(
  landing: GenerationLanding,
  by: string,
  at: Date,
): { published: boolean; review?: Review } {
  if (landing === 'published') return { published: true };
  return landing === 'in_review'
    ? { published: false, review: submittedReview(by, at) }
    : { published: false };
}
