/**
 * The breadcrumb trail of a path: Home, then every known segment with its friendly name (unknown
 * segments, such as an article slug, are skipped). Shared by the visible strip and the
 * BreadcrumbList JSON-LD so both always agree.
 */
import { breadcrumbLabel, headerLabels } from '~/content/navigation';

export interface Crumb {
  name: string;
  /** Path of the crumb, e.g. `/markets/technology-saas`. */
  path: string;
}

export function buildBreadcrumb(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const crumbs: Crumb[] = [{ name: headerLabels.home, path: '/' }];
  segments.forEach((segment, index) => {
    const name = breadcrumbLabel(decodeURIComponent(segment));
    if (name) crumbs.push({ name, path: `/${segments.slice(0, index + 1).join('/')}` });
  });
  return crumbs;
}
