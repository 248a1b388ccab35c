/**
 * How the redirects list reads: the source of each kind, the type of each status, the date of
 * the last change, and the search over from and to.
 */
import { format, parseISO } from 'date-fns';
import type { Redirect, RedirectKind } from '@shared/schemas/redirect';

/** The Source column: who keeps the redirect. */
export const redirectSourceLabels: Readonly<Record<RedirectKind, string>> = {
  manual: 'Manual',
  slug: 'Article slug',
  fixed: 'Site rule',
};

/** Why a read-only redirect has no actions (shown beside it and read by screen readers). */
export const readOnlyReasons: Readonly<Record<Exclude<RedirectKind, 'manual'>, string>> = {
  slug: 'Follows the article',
  fixed: 'Set in code',
};

/** The Type column and the form's choices. */
export const redirectStatusLabels = {
  301: 'Permanent (301)',
  302: 'Temporary (302)',
} as const;

/** Source badge colours, readable in both themes (on one line, even in a narrow column). */
export const redirectSourceClasses: Readonly<Record<RedirectKind, string>> = {
  manual:
    'whitespace-nowrap border-transparent bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  slug: 'whitespace-nowrap border-transparent bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100',
  fixed: 'whitespace-nowrap border-border bg-muted text-foreground',
};

/** Updated column: 'Jan 5, 2025, 3:04 PM' (redirects change within a day, so the time counts). */
export function updatedLabel(iso: string): string {
  return format(parseISO(iso), 'MMM d, yyyy, h:mm a');
}

/**
 * The redirects whose from or to contains the query (any case, surrounding spaces ignored); all
 * of them for an empty query.
 */
export function filterRedirects(items: readonly Redirect[], query: string): Redirect[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...items];
  return items.filter(
    (item) => item.from.toLowerCase().includes(needle) || item.to.toLowerCase().includes(needle),
  );
}
