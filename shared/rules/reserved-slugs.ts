/**
 * Which slugs a programmatic page may never take. Pages live at `/solutions/{slug}`, but the path
 * rule (shared/rules/path-rule.ts) answers some of those paths first: a redirect (fixed or
 * managed) wins over everything, and a prerendered page (the fixed service pages, the family's
 * not-found document) wins over a missing edge entry. A page at such a path would be listed as
 * Published yet never reached, so create, CSV import and the unique-slug search all ask here.
 *
 * Derived from the same sources the routes and the path rule read (shared/content/site-paths.ts,
 * shared/content/fixed-redirects.ts), never from a copied list.
 */
import { fixedRedirects } from '@shared/content/fixed-redirects';
import { serviceSlugs, staticSitePaths } from '@shared/content/site-paths';
import { fixedRedirect, normalisePath, type RedirectRule } from '@shared/rules/path-rule';
import { notFoundSlug } from '@shared/schemas/render';

/** The family programmatic pages live in. */
export const solutionsPrefix = '/solutions/';

/** What already answers a path, so a page cannot take it. */
export interface SlugReservation {
  kind: 'service-page' | 'fixed-page' | 'redirect';
  /** The path that is taken, e.g. `/solutions/business-development`. */
  path: string;
}

const servicePaths = new Set<string>(serviceSlugs.map((slug) => solutionsPrefix + slug));

/**
 * Slugs under `/solutions/` that a fixed route answers: every prerendered or static path in the
 * family (the service pages and the not-found document's path).
 */
export const reservedSolutionSlugs: ReadonlySet<string> = new Set(
  [...staticSitePaths, solutionsPrefix + notFoundSlug]
    .filter((path) => path.startsWith(solutionsPrefix))
    .map((path) => path.slice(solutionsPrefix.length))
    .filter((slug) => slug !== '' && !slug.includes('/')),
);

/** The slug a visitor's path names, compared without case or slashes around it. */
function canonicalSlug(slug: string): string {
  return slug
    .trim()
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
}

/** A redirect's `from`, normalised the way slugs are compared (case and trailing slash). */
function canonicalRedirect(rule: RedirectRule): RedirectRule {
  const from = rule.from.endsWith('/*')
    ? rule.from.toLowerCase()
    : normalisePath(rule.from.trim().toLowerCase());
  return { ...rule, from };
}

/**
 * What takes the page path of `slug`, or undefined when it is free of fixed routes and
 * redirects. `managedRedirects` are the admin's stored redirects; the site's fixed ones are
 * always checked. Whether another page holds the slug is the database's to say (its slug marker).
 */
export function solutionSlugReservation(
  slug: string,
  managedRedirects: readonly Pick<RedirectRule, 'from'>[] = [],
): SlugReservation | undefined {
  const canonical = canonicalSlug(slug);
  const path = solutionsPrefix + canonical;
  if (reservedSolutionSlugs.has(canonical)) {
    return { kind: servicePaths.has(path) ? 'service-page' : 'fixed-page', path };
  }
  // Only whether a redirect answers the path matters here, not where it sends.
  const managed = managedRedirects.map(({ from }): RedirectRule => ({
    from,
    to: '/',
    status: 301,
  }));
  const redirects = [...fixedRedirects, ...managed].map(canonicalRedirect);
  if (fixedRedirect(redirects, path)) return { kind: 'redirect', path };
  return undefined;
}

/** The message naming what took a slug, for a form field or an import row. */
export function slugReservedMessage(slug: string, reservation: SlugReservation): string {
  const by =
    reservation.kind === 'service-page'
      ? 'the service page'
      : reservation.kind === 'fixed-page'
        ? 'the site page'
        : 'a redirect from';
  return `Slug ${slug} is taken by ${by} ${reservation.path}`;
}
