/**
 * The activity log's rules. Every admin write names what it records with
 * `activityEntry`, and its repository writes the entry in the same transaction as the change, so
 * a write and its entry succeed or fail together (a refused or failed write leaves none).
 *
 * Reading: newest first, one filter index at a time (actor, action or item type; a second filter
 * is applied to the rows of the first), paged with an opaque cursor.
 */
import { randomUUID } from 'node:crypto';
import {
  activityPageSize,
  type ActivityAction,
  type ActivityEntry,
  type ActivityItemType,
  type ActivityQuery,
} from '@shared/schemas/activity';

/** Who made a change: the signed-in admin. */
export interface Actor {
  email: string;
}

/** The item a change was made to, as the log names it. */
export interface ActivityItem {
  type: ActivityItemType;
  id: string;
  title: string;
}

/** The entry recording `action` by `actor` on `item` at `now`. */
export function activityEntry(
  actor: Actor,
  action: ActivityAction,
  item: ActivityItem,
  now: Date = new Date(),
): ActivityEntry {
  return {
    // Time first, so ids sort as the entries were written; the random part keeps two entries of
    // the same millisecond apart.
    id: `${now.toISOString()}#${randomUUID()}`,
    at: now.toISOString(),
    actor: actor.email.toLowerCase(),
    action,
    item_type: item.type,
    item_id: item.id,
    // An entry names its item as it was; a very long title is cut, not refused.
    item_title: item.title.slice(0, 300),
  };
}

/** One page of the list. */
export interface ActivityPage {
  items: ActivityEntry[];
  next_cursor?: string;
}

/** Where entries are read from. Adapter: functions/adapters/repositories/activity-repository.ts. */
export interface ActivityLog {
  /** Newest first; throws `InvalidCursorError` for a cursor it did not make. */
  list(query: ActivityQuery & { limit: number }): Promise<ActivityPage>;
}

/**
 * Records an entry on its own, for writes outside DynamoDB (the staff accounts live in Cognito):
 * it is recorded once the write succeeded, so a failed write leaves none; a failure to record
 * after a write that succeeded is the one way an entry can be missing.
 */
export interface ActivityRecorder {
  record(entry: ActivityEntry): Promise<void>;
}

/** A cursor the log did not hand out (or one of another filter). */
export class InvalidCursorError extends Error {
  constructor() {
    super('Invalid cursor');
    this.name = 'InvalidCursorError';
  }
}

/** A page of the log, newest first. */
export function listActivity(log: ActivityLog, query: ActivityQuery): Promise<ActivityPage> {
  return log.list({ ...query, limit: activityPageSize });
}

/** The admin of an admin route, as the log names them (the route guard has already required one). */
export function actorOf<T extends Actor>(admin: T | undefined): T {
  if (!admin) throw new Error('An admin write ran without a signed-in admin');
  return admin;
}
