/**
 * The Insights feeds (RSS 2.0 and JSON Feed 1.1): where they are served and what they say about
 * themselves. The site links them from every page's head and from the Insights page; the API
 * builds them (functions/domain/feeds/insights-feeds.ts).
 */

/** The newest published articles a feed lists. */
export const feedSize = 20;

/** The description of the Insights list: its page meta and both feeds. */
export const insightsDescription =
  'Articles on strategy, business development, partnerships, sales strategy and M&A: practical guidance from advisors who build growth engines for a living.';

export const insightsFeeds = {
  rss: { path: '/insights/rss.xml', type: 'application/rss+xml', label: 'RSS' },
  json: { path: '/insights/feed.json', type: 'application/feed+json', label: 'JSON Feed' },
} as const;

/** A feed's title, e.g. "Meridian Advisory Insights". */
export function feedTitle(brandName: string): string {
  return `${brandName} Insights`;
}
