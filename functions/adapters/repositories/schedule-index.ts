/**
 * The scheduled-publish index of the articles and pages tables (manifest: `byScheduled` on each),
 * and the reads and writes of schedules that are not the items' own writes. The only code that
 * knows this index.
 *
 * Item attributes, derived from the record's `schedule` on every write that sets or clears it:
 *   scheduled_key = 'SCHEDULED', scheduled_at = schedule.publish_at  (only while a draft waits)
 * so `byScheduled` is sparse: it holds the waiting items alone, sorted by when they are due, and
 * the scheduler's question "what is due now" is one Query (`scheduled_at <= now`), never a Scan,
 * however many articles and pages there are. KEYS_ONLY: the scheduler reads each item by key
 * (strongly consistent) before it acts on it anyway.
 */
import { dynamoClient, UpdateCommand } from '@functions/adapters/dynamo/document-client';
import type { PublishSchedule } from '@shared/schemas/schedule';
import { queryAll } from '@functions/adapters/dynamo/pages';
import { isConditionFailed } from '@functions/adapters/dynamo/conditions';
import type { ScheduleStore } from '@functions/domain/schedules/schedule-ports';
import { config } from '@functions/lib/config';

export const scheduledIndexName = 'byScheduled';
export const scheduledValue = 'SCHEDULED';

/** The index attributes of a record: present only while it is a draft waiting to be published. */
export function scheduleIndexAttributes(record: {
  schedule?: PublishSchedule;
  is_published?: boolean;
  status?: string;
}): { scheduled_key?: string; scheduled_at?: string } {
  const published = record.is_published === true || record.status === 'published';
  return record.schedule && !published
    ? { scheduled_key: scheduledValue, scheduled_at: record.schedule.publish_at }
    : {};
}

/** The scheduled items of one table (articles or pages; both keyed by `id` with a `version`). */
export class DynamoScheduleStore implements ScheduleStore {
  constructor(private readonly tableName: () => string) {}

  async due(now: string, limit: number): Promise<string[]> {
    const { items } = await queryAll(
      {
        TableName: this.tableName(),
        IndexName: scheduledIndexName,
        KeyConditionExpression: '#key = :key AND #at <= :now',
        ExpressionAttributeNames: { '#key': 'scheduled_key', '#at': 'scheduled_at' },
        ExpressionAttributeValues: { ':key': scheduledValue, ':now': now },
      },
      { limit },
    );
    return items.map((item) => String(item.id));
  }

  /**
   * Writes a failed try onto the schedule, only if the item is still the version the try read and
   * still waits. The version does not move: this is bookkeeping, not an edit, so an editor open on
   * the item can still save (its save then replaces the record and the next run tries again).
   */
  async recordFailure(id: string, version: number, schedule: PublishSchedule): Promise<boolean> {
    try {
      await dynamoClient().send(
        new UpdateCommand({
          TableName: this.tableName(),
          Key: { id },
          UpdateExpression: 'SET #schedule = :schedule',
          ConditionExpression: '#version = :version AND attribute_exists(#key)',
          ExpressionAttributeNames: {
            '#schedule': 'schedule',
            '#version': 'version',
            '#key': 'scheduled_key',
          },
          ExpressionAttributeValues: { ':schedule': schedule, ':version': version },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailed(error)) return false;
      throw error;
    }
  }
}

/** The waiting articles. */
export const articleSchedules = new DynamoScheduleStore(() => config().tables.articles);

/** The waiting programmatic pages. */
export const pageSchedules = new DynamoScheduleStore(() => config().tables.pages);

/**
 * What a partial update (the pages table's `update`) must add for a change of `schedule`: the
 * index attributes to set with a new schedule, or every schedule attribute to remove when the
 * change clears it (`schedule` present and undefined: see PageChanges).
 */
export function scheduleUpdate(changes: { schedule?: PublishSchedule }): {
  set: Record<string, string>;
  remove: string[];
} {
  if (!('schedule' in changes)) return { set: {}, remove: [] };
  const schedule = changes.schedule;
  return schedule
    ? { set: { scheduled_key: scheduledValue, scheduled_at: schedule.publish_at }, remove: [] }
    : { set: {}, remove: ['schedule', 'scheduled_key', 'scheduled_at'] };
}
