/**
 * The rules of a scheduled publish that the articles and pages domains apply in their own writes:
 * only a draft waits, so whatever publishes an item (the switch, an editor save with Published on,
 * the scheduler itself) ends its schedule in the same write.
 */
import type { PublishSchedule } from '@shared/schemas/schedule';

/** The record without its schedule when it is (to be) published; as it is otherwise. */
export function withoutSchedule<T extends { schedule?: PublishSchedule }>(
  record: T,
  published: boolean,
): T {
  if (!published || !record.schedule) return record;
  const { schedule: _ended, ...rest } = record;
  return rest as T;
}

/** A new schedule at `publishAt` (UTC ISO), with no failed try yet. */
export function newSchedule(publishAt: string): PublishSchedule {
  return { publish_at: publishAt, attempts: 0, last_error: null, last_attempt_at: null };
}

/** The schedule after a failed try at `at`, with the reason the admin will read. */
export function failedTry(schedule: PublishSchedule, reason: string, at: string): PublishSchedule {
  return { ...schedule, attempts: schedule.attempts + 1, last_error: reason, last_attempt_at: at };
}
