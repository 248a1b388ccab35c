/**
 * The admin pages list's warning for a page visitors never reach: a service page or a redirect
 * answers its path (the list answer's `slug_conflict`, shared/rules/reserved-slugs.ts).
 */
import { AlertTriangle } from 'lucide-react';
import { Badge } from '~/components/ui/badge';

/** Warns that visitors never reach the page: a service page or a redirect answers its path. */
export function SlugConflictBadge({ conflict }: { conflict: string | undefined }) {
  if (!conflict) return null;
  return (
    <span className="mt-1 flex max-w-xs flex-col items-start gap-1 font-sans">
      <Badge
        variant="custom"
        className="gap-1 border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100"
      >
        <AlertTriangle className="size-3" aria-hidden="true" />
        Slug conflict
      </Badge>
      <span role="note" className="text-xs text-muted-foreground">
        {conflict}. Visitors never reach this page; create it again under another slug.
      </span>
    </span>
  );
}
