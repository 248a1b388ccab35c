/**
 * The long US English date the site prints ('May 15, 2025'): article cards and pages, the legal
 * documents' effective date. Read in UTC, so the prerendered HTML and every visitor's browser
 * print the same day whatever their time zone.
 *
 * date-fns over a UTC date rather than Intl.DateTimeFormat: a browser tab's first Intl formatter
 * loads ICU's locale and time-zone data, which measured 30 to 70 ms on this machine (120 to 280 ms
 * of Lighthouse's 4x-throttled blocking time). date-fns carries its own English names. The mini
 * UTC date keeps the other half of that promise: the full `UTCDate` builds Intl formatters when
 * its module loads.
 */
import { UTCDateMini } from '@date-fns/utc/date/mini';
import { format } from 'date-fns';

/** `date` as 'May 15, 2025', read in UTC. */
export function formatLongDate(date: Date): string {
  return format(new UTCDateMini(date.getTime()), 'MMMM d, yyyy');
}
