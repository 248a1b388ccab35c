/**
 * Dates as the admin writes them in full, where a moment matters (admin-portal.md section 9): one
 * format for every timestamp of the portal (History, preview links, review notes, the activity
 * log, contact details), so the same moment reads the same everywhere.
 */
import { format, parseISO } from 'date-fns';

/**
 * 'January 5, 2025 at 3:04 PM GMT+1', in the browser's time zone, which it names: staff in
 * different zones read the same entry, and a bare time would not say whose it is.
 */
export function longDateTime(iso: string): string {
  return format(parseISO(iso), "MMMM d, yyyy 'at' h:mm a O");
}
