/** What scheduled publishing needs from storage, said without storage words. */
import type { PublishSchedule } from '@shared/schemas/schedule';

/** The items of one kind (articles or pages) waiting to be published. */
export interface ScheduleStore {
  /** Ids of the items whose publish time is at or before `now` (ISO), earliest first, at most `limit`. */
  due(now: string, limit: number): Promise<string[]>;
  /**
   * Stores a failed try on the item's schedule if the item is still at `version` and still waits;
   * false when it changed meanwhile (nothing is written then). The version does not move.
   */
  recordFailure(id: string, version: number, schedule: PublishSchedule): Promise<boolean>;
}
