/**
 * When the weekly digest is due: the week runs Monday to Sunday (UTC), the digest's time is its
 * weekday and hour in that week, and once that time has come the digest is due until the week
 * ends. A schedule runs it hourly, so a missed or failed run is made up by the next one in the
 * same week; the week key it answers is claimed before anything is sent, so it sends once.
 */
import { digestWeekdays, type DigestSettings } from '@shared/schemas/newsletter-digest';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A week's digest: its week (the Monday, a UTC date), its time and the articles' window. */
export interface DigestSlot {
  week: string;
  /** The digest's time this week; the window ends here. */
  at: Date;
  /** Seven days before `at`: articles that went live in [from, at) are the week's. */
  from: Date;
}

/** The digest due at `now`, or undefined: off, not yet this week's time, or scheduled since. */
export function dueDigest(
  settings: Pick<DigestSettings, 'enabled' | 'weekday' | 'hour' | 'scheduled_since'>,
  now: Date,
): DigestSlot | undefined {
  if (!settings.enabled) return undefined;
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // getUTCDay counts from Sunday; the week here starts on Monday.
  const monday = midnight - ((now.getUTCDay() + 6) % 7) * dayMs;
  const at = monday + digestWeekdays.indexOf(settings.weekday) * dayMs + settings.hour * hourMs;
  if (now.getTime() < at) return undefined;
  // A schedule that took effect after this week's time starts next week: turning the digest on
  // on a Wednesday for Mondays does not mail at once.
  if (settings.scheduled_since && Date.parse(settings.scheduled_since) > at) return undefined;
  return {
    week: new Date(monday).toISOString().slice(0, 10),
    at: new Date(at),
    from: new Date(at - 7 * dayMs),
  };
}
