/**
 * The scheduler's run (manifest `schedules.publishScheduled`, every minute): publishes every draft
 * article and page whose scheduled time has come.
 *
 * Each item is published through its domain's own publish switch (`setArticlePublished`,
 * `setPagePublished`), so counters, slug markers, the publication event and the publish rules are
 * exactly those of a manual publish, and that switch ends the schedule in the same write. The run
 * passes the version it found due: an item changed meanwhile (unscheduled, rescheduled, edited) is
 * left to the next run, which reads it afresh, instead of being published from a stale view.
 *
 * A try that fails (the item breaks a publish rule, or something broke) is recorded on the item:
 * the reason, the number of tries, when; the item stays scheduled and due, so the next run tries
 * again and the admin list shows why it has not gone live. Nothing is silently stuck.
 */
import { DomainError } from '@functions/domain/errors';
import type { PublishSchedule } from '@shared/schemas/schedule';
import type { ScheduleStore } from './schedule-ports';
import { failedTry } from './schedule-rules';

/** Reason recorded for a failure that is not a rule the admin can act on (details go to the log). */
export const unexpectedPublishFailureMessage =
  'Publishing failed unexpectedly. It will be tried again within a minute.';

/** Items of one kind tried per run at most; more wait for the next run, a minute later. */
export const maxPerRun = 100;

/** One kind of schedulable item (articles, pages), as the run sees it. */
export interface SchedulableKind {
  /** For the log. */
  name: string;
  schedules: ScheduleStore;
  /** The item as stored now, or undefined when it is gone. */
  get(id: string): Promise<{ version: number; schedule?: PublishSchedule } | undefined>;
  /** The domain's publish switch, from `version` (409 when the item changed since). */
  publish(id: string, version: number): Promise<unknown>;
}

export interface PublishDueDeps {
  kinds: readonly SchedulableKind[];
  /** Logs an unexpected failure in full. */
  logError: (message: string, error: unknown) => void;
}

/** What a run did: items published, and tries that failed (recorded on the items). */
export interface PublishDueResult {
  published: number;
  failed: number;
}

/** Publishes what is due at `now`. */
export async function publishDue(deps: PublishDueDeps, now: Date): Promise<PublishDueResult> {
  const result: PublishDueResult = { published: 0, failed: 0 };
  const at = now.toISOString();
  for (const kind of deps.kinds) {
    for (const id of await kind.schedules.due(at, maxPerRun)) {
      const item = await kind.get(id);
      // The index is read eventually consistently: the item may just have been unscheduled.
      if (!item?.schedule || item.schedule.publish_at > at) continue;
      try {
        await kind.publish(id, item.version);
        result.published += 1;
      } catch (error) {
        if (!(error instanceof DomainError))
          deps.logError(`Scheduled publish of ${kind.name} ${id} failed`, error);
        const reason =
          error instanceof DomainError ? error.message : unexpectedPublishFailureMessage;
        // Written only if the item is still the version tried: a race is no failure to report.
        const recorded = await kind.schedules.recordFailure(
          id,
          item.version,
          failedTry(item.schedule, reason, at),
        );
        if (recorded) result.failed += 1;
      }
    }
  }
  return result;
}
