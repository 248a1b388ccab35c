/** Dates as the admin writes them in full, where a moment matters (admin-portal.md section 9). */
import { format, parseISO } from 'date-fns';

/** 'January 5, 2025 at 3:04 PM', in the browser's time zone. */
export function longDateTime(iso: string): string {
  return format(parseISO(iso), "MMMM d, yyyy 'at' h:mm a");
}
