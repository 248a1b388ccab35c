/**
 * The breadcrumb strip shown above the content of every page but home: a home icon, then the
 * known segments. The last crumb is the current page (not a link). Intermediate crumbs whose path
 * is only a redirect (/markets, /solutions) are shown as text, since they are not pages.
 */
import { ChevronRight, House } from 'lucide-react';
import { Link } from 'react-router';
import type { Crumb } from '~/lib/breadcrumbs';
import { uiLabels } from '~/lib/ui-labels';

const notPages = new Set(['/markets', '/solutions']);

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={uiLabels.breadcrumb} className="border-b bg-muted/40">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1.5 px-4 py-3 text-sm text-muted-foreground sm:px-6 lg:px-8">
        {crumbs.map((crumb, index) => {
          const isLast = index === crumbs.length - 1;
          const isHome = index === 0;
          const content = isHome ? (
            <>
              <House className="size-4" aria-hidden="true" />
              <span className="sr-only">{crumb.name}</span>
            </>
          ) : (
            crumb.name
          );
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1.5">
              {index > 0 ? <ChevronRight className="size-3.5" aria-hidden="true" /> : null}
              {isLast ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {content}
                </span>
              ) : notPages.has(crumb.path) ? (
                <span>{content}</span>
              ) : (
                <Link
                  to={crumb.path}
                  className="inline-flex items-center rounded-sm transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
