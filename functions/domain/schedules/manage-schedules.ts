/**
 * The admin's schedule calls: schedule (or reschedule) a draft article or page
 * to be published at a time, and unschedule it.
 *
 * Rules: the time must be in the future (400 naming `publish_at`); only a draft can wait (a
 * published item gets 409 saying so); a schedule call carries the version the admin saw and a
 * stale one gets 409, as every edit does. Both calls move the version on, so a later save made
 * from an older copy cannot silently drop the schedule (an article save replaces the whole item).
 * Rescheduling starts afresh: no failed try is carried over. Unscheduling sends no version (it
 * clears one field, as the publish switch sets one) and retries a lost race instead.
 */
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import { articleItem } from '@functions/domain/articles/manage-articles';
import { pageItem } from '@functions/domain/pages/manage-pages';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { publishAtPastMessage, type ScheduleInput } from '@shared/schemas/schedule';
import {
  getArticle,
  staleArticleMessage,
  type ArticleDeps,
} from '@functions/domain/articles/manage-articles';
import { ConflictError, ValidationError } from '@functions/domain/errors';
import { getPage, pageChangedMessage } from '@functions/domain/pages/manage-pages';
import type { PageStore } from '@functions/domain/pages/page-store';
import { withoutReview } from '@shared/rules/review';
import { newSchedule } from './schedule-rules';

/** Message of scheduling an article that is already live. */
export const articleAlreadyPublishedMessage =
  'This article is already published. Unpublish it first to schedule it.';

/** Message of scheduling a page that is already live. */
export const pageAlreadyPublishedMessage =
  'This page is already published. Unpublish it first to schedule it.';

/** Tries of an unschedule that loses a race (each re-reads the item). */
const raceAttempts = 3;

/** The clock the calls read; the real one when omitted. */
export interface ScheduleClock {
  now?: () => Date;
}

/** The publish time as stored (UTC ISO); 400 naming the field unless it is in the future. */
function futurePublishAt(input: ScheduleInput, now: Date): string {
  const at = new Date(input.publish_at);
  if (!(at.getTime() > now.getTime()))
    throw new ValidationError(publishAtPastMessage, { publish_at: publishAtPastMessage });
  return at.toISOString();
}

/** Schedules (or reschedules) a draft article to be published at `input.publish_at`. */
export async function scheduleArticle(
  deps: Pick<ArticleDeps, 'articles'> & ScheduleClock,
  id: string,
  input: ScheduleInput,
  actor?: Actor,
): Promise<ArticleRecord> {
  const publishAt = futurePublishAt(input, (deps.now ?? clock)());
  const current = await getArticle(deps, id);
  if (current.version !== input.expected_version) throw new ConflictError(staleArticleMessage);
  if (current.is_published) throw new ConflictError(articleAlreadyPublishedMessage);
  // Scheduling is an editor's approval: it ends the review.
  const next: ArticleRecord = {
    ...withoutReview(current, true),
    schedule: newSchedule(publishAt),
    version: current.version + 1,
  };
  const activity = actor && activityEntry(actor, 'scheduled', articleItem(current));
  const result = await deps.articles.update(current, next, undefined, activity);
  if (!result.ok) throw new ConflictError(staleArticleMessage);
  return next;
}

/** Removes an article's schedule (nothing to do when it has none); it stays a draft. */
export async function unscheduleArticle(
  deps: Pick<ArticleDeps, 'articles'>,
  id: string,
  actor?: Actor,
): Promise<ArticleRecord> {
  for (let attempt = 1; attempt <= raceAttempts; attempt += 1) {
    const current = await getArticle(deps, id);
    if (!current.schedule) return current;
    const { schedule: _removed, ...rest } = current;
    const next: ArticleRecord = { ...rest, version: current.version + 1 };
    const activity = actor && activityEntry(actor, 'unscheduled', articleItem(current));
    const result = await deps.articles.update(current, next, undefined, activity);
    if (result.ok) return next;
  }
  throw new ConflictError(staleArticleMessage);
}

/** Schedules (or reschedules) a draft page to be published at `input.publish_at`. */
export async function schedulePage(
  deps: { pages: PageStore } & ScheduleClock,
  id: string,
  input: ScheduleInput,
  actor?: Actor,
): Promise<PageRecord> {
  const publishAt = futurePublishAt(input, (deps.now ?? clock)());
  const page = await getPage(deps.pages, id);
  if (page.version !== input.expected_version) throw new ConflictError(pageChangedMessage);
  if (page.status === 'published') throw new ConflictError(pageAlreadyPublishedMessage);
  const updated = await deps.pages.update(
    page.id,
    page.version,
    // Scheduling is an editor's approval: it ends the review.
    { schedule: newSchedule(publishAt), ...(page.review ? { review: undefined } : {}) },
    undefined,
    actor && activityEntry(actor, 'scheduled', pageItem(page)),
  );
  if (!updated) throw new ConflictError(pageChangedMessage);
  return updated;
}

/** Removes a page's schedule (nothing to do when it has none); it stays as it is. */
export async function unschedulePage(
  deps: { pages: PageStore },
  id: string,
  actor?: Actor,
): Promise<PageRecord> {
  for (let attempt = 1; attempt <= raceAttempts; attempt += 1) {
    const page = await getPage(deps.pages, id);
    if (!page.schedule) return page;
    const updated = await deps.pages.update(
      page.id,
      page.version,
      { schedule: undefined },
      undefined,
      actor && activityEntry(actor, 'unscheduled', pageItem(page)),
    );
    if (updated) return updated;
  }
  throw new ConflictError(pageChangedMessage);
}

const clock = () => new Date();
