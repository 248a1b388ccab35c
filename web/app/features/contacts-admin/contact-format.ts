/**
 * How submissions are shown (admin-portal.md sections 2 and 9): the two date formats, the status
 * badge colours (new blue, in progress yellow, contacted purple, completed green), and the
 * Reply by E-mail link with its fixed subject.
 */
import { format, parseISO } from 'date-fns';
import type { ContactStatus } from '@shared/schemas/contact';
import { specDateTime } from '~/lib/date-formats';

/** Table date: 'Jan 5, 2025'. */
export function tableDate(iso: string): string {
  return format(parseISO(iso), 'MMM d, yyyy');
}

/** Dialog date: 'January 5, 2025 at 3:04 PM', the spec's format to the letter. */
export const detailDate = specDateTime;

/** Badge colours per status, readable in both themes. */
export const statusBadgeClasses: Readonly<Record<ContactStatus, string>> = {
  new: 'border-transparent bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  'in progress':
    'border-transparent bg-yellow-100 text-yellow-900 dark:bg-yellow-900/60 dark:text-yellow-100',
  contacted:
    'border-transparent bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100',
  completed:
    'border-transparent bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
};

/** Subject of every reply. */
export function replySubject(brandName: string): string {
  return `Re: Your inquiry to ${brandName}`;
}

/** `mailto:` link to the submitter with the fixed subject. */
export function replyHref(email: string, brandName: string): string {
  return `mailto:${email}?subject=${encodeURIComponent(replySubject(brandName))}`;
}
