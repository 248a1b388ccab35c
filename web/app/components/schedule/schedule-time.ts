/**
 * Times of a scheduled publish in the admin's browser: the admin picks a wall-clock time in their
 * own time zone (a `datetime-local` input), the API stores the instant in UTC, and the portal
 * shows it back in the admin's zone with the zone's name, so nobody has to convert in their head.
 */
import { format, isValid, parse, parseISO } from 'date-fns';

const inputFormat = "yyyy-MM-dd'T'HH:mm";

/** The admin's IANA time zone (`Europe/Berlin`), as the browser knows it. */
export function adminTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** A `datetime-local` value (the admin's wall clock) as a UTC ISO instant; undefined if invalid. */
export function localInputToIso(value: string): string | undefined {
  const date = parse(value, inputFormat, new Date());
  return isValid(date) ? date.toISOString() : undefined;
}

/** A UTC ISO instant as a `datetime-local` value in the admin's zone. */
export function isoToLocalInput(iso: string): string {
  return format(parseISO(iso), inputFormat);
}

/** The zone's short name at that instant (`EST`, `GMT+2`). */
function zoneAbbreviation(date: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
    .formatToParts(date)
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? adminTimeZone();
}

/** 'Jan 15, 2030, 9:30 AM EST': the instant in the admin's zone, named. */
export function formatScheduledTime(iso: string): string {
  const date = parseISO(iso);
  return `${format(date, 'MMM d, yyyy, h:mm a')} ${zoneAbbreviation(date)}`;
}
