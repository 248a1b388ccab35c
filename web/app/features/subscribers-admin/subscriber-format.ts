/** How subscriber dates are shown: 'Jan 5, 2025', as the other admin tables. */
import { format, parseISO } from 'date-fns';

export function tableDate(iso: string): string {
  return format(parseISO(iso), 'MMM d, yyyy');
}
