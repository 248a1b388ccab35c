/**
 * The site's title style, apart from the static routes' meta table (seo.ts, which re-exports it):
 * the article and programmatic pages title their loading and not-found states with it and so do
 * not download every route's title and description.
 */

/** A page title in the site's style: 'Page | Brand'. */
export function pageTitle(page: string, brand: string): string {
  return `${page} | ${brand}`;
}
