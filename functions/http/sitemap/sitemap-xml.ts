/**
 * GET /api/sitemap.xml (public; CloudFront and the sandbox answer /sitemap.xml with it): the XML
 * sitemap of the indexable static routes, published articles and published programmatic pages, read through
 * the repositories with Query and GetItem only.
 */
import { renderSitemap, sitemapEntries } from '@functions/domain/sitemap/sitemap';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';
import { sitemapSources } from '@functions/wiring/sitemap';

export const handler = route({ access: 'public' }, async () => {
  const entries = await sitemapEntries(sitemapSources);
  return {
    statusCode: 200,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=300',
    },
    body: renderSitemap(config().site.publicOrigin, entries),
  };
});
