/**
 * Scheduled publish of articles and programmatic pages: the schedule an item
 * carries while it waits, and the admin's schedule call.
 *
 * Times are ISO-8601 UTC. The admin picks a time in their own time zone; the browser turns it into
 * an instant before sending it, so the server never has to know where the admin is.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { timestampSchema } from '@shared/schemas/primitives';

/**
 * An item's pending publish. It stays on the item until the publish succeeds (the publish switch
 * then removes it) or the admin unschedules it; a failed try records why and is tried again on the
 * scheduler's next run, so a schedule is never silently stuck.
 */
export const publishScheduleSchema = z.object({
  /** When the item goes live (UTC). */
  publish_at: timestampSchema,
  /** Failed publish tries so far (0 until the time has come and a try failed). */
  attempts: z.int().min(0),
  /** Why the last try failed, as the admin should read it; null while no try has failed. */
  last_error: z.string().nullable(),
  /** When the last failed try ran; null while no try has failed. */
  last_attempt_at: timestampSchema.nullable(),
});

/** An item's pending publish. */
export type PublishSchedule = z.infer<typeof publishScheduleSchema>;

/** Message of a publish time that is not a date and time. */
export const publishAtInvalidMessage = 'Publish time must be a date and time.';

/** Message of a publish time that is not in the future. */
export const publishAtPastMessage = 'Publish time must be in the future.';

/**
 * Body of PUT /api/admin/{articles|pages}/{id}/schedule: the instant to publish at (any ISO
 * offset; stored as UTC) and the version the admin saw, as every write carries (409 when stale).
 */
export const scheduleInputSchema = z.object({
  publish_at: z.iso.datetime({ offset: true, error: publishAtInvalidMessage }),
  expected_version: z
    .int({ error: 'expected_version is required' })
    .min(1, { error: 'expected_version is required' }),
});

/** Body of a schedule call, as parsed. */
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;
