/**
 * The sitemap's wiring: two Queries per request, the public articles' index and the sitemap
 * partition of the listings table, which holds the published pages and the manual redirects'
 * sources (listings-table.ts).
 */
import { noindexSitePaths, staticSitePaths } from '@shared/content/site-paths';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { readSitemapRows } from '@functions/adapters/repositories/listings-table';
import type { SitemapSources } from '@functions/domain/sitemap/sitemap';
import { config } from '@functions/lib/config';

/**
 * Where one request's sitemap entries come from: the pages and the redirected paths share one
 * read of the sitemap partition. The public origin is read from the configuration on each call.
 */
export function sitemapSources(): SitemapSources {
  let rows: ReturnType<typeof readSitemapRows> | undefined;
  const sitemapRows = () => (rows ??= readSitemapRows());
  return {
    publicOrigin: config().site.publicOrigin,
    staticPaths: staticSitePaths,
    noindexPaths: noindexSitePaths,
    publishedArticles: () => articleRepository.publishedSlugs(),
    publishedPages: async () => (await sitemapRows()).pages,
    redirectedPaths: async () => (await sitemapRows()).redirected,
  };
}
