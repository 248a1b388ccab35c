/**
 * Dates as the admin writes them in full, where a moment matters (admin-portal.md section 9): one
 * format for every timestamp of the portal (History, preview links, review notes, the activity
 * log, contact details), so the same moment reads the same everywhere.
 */
import { format, parseISO } from 'date-fns';

/** The spec's long date-time pattern (the contact dialog's): 'January 5, 2025 at 3:04 PM'. */
const longPattern = "MMMM d, yyyy 'at' h:mm a";

/**
 * 'January 5, 2025 at 3:04 PM GMT+1', in the browser's time zone, which it names: staff in
 * different zones read the same entry, and a bare time would not say whose it is.
 */
export function longDateTime(iso: string): string {
  return format(parseISO(iso), `${longPattern} O`);
}

/**
 * The same moment as the spec writes it in the contact dialog, without the zone:
 * 'January 5, 2025 at 3:04 PM' (admin-portal.md section 9 fixes that format).
 */
export function specDateTime(iso: string): string {
  return format(parseISO(iso), longPattern);
}
