/**
 * GET /api/sitemap.xml (public; CloudFront and the sandbox answer /sitemap.xml with it): the XML
 * sitemap of the indexable static routes, published articles and published programmatic pages, in
 * two Queries (functions/wiring/sitemap.ts).
 */
import { renderSitemap, sitemapEntries } from '@functions/domain/sitemap/sitemap';
import { polledResponse } from '@functions/lib/conditional-get';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';
import { sitemapSources } from '@functions/wiring/sitemap';

export const handler = route({ access: 'public' }, async ({ event }) => {
  const entries = await sitemapEntries(sitemapSources());
  return polledResponse(event, {
    body: renderSitemap(config().site.publicOrigin, entries),
    contentType: 'application/xml; charset=utf-8',
    cacheControl: 'public, max-age=300',
    // The newest change of anything listed (W3C dates sort as strings only when alike: compare instants).
    lastModified: entries
      .map((entry) => entry.lastmod)
      .filter((lastmod): lastmod is string => lastmod !== undefined)
      .sort((a, b) => Date.parse(a) - Date.parse(b))
      .at(-1),
  });
});
