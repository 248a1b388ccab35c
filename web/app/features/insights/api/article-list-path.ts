/**
 * The API path of a page of the article list. Apart from the query (list-articles.ts) so the
 * Insights list can preload it without downloading the data cache.
 */

/** The API path of the list of `category` ('' for all) at `page` (1-based). */
export function articleListPath(category: string, page: number): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  search.set('page', String(page));
  return `/api/articles?${search.toString()}`;
}
