/** The sitemap's wiring: the published slugs of articles and pages, read with Query and GetItem only. */
import { noindexSitePaths, staticSitePaths } from '@shared/content/site-paths';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import type { SitemapSources } from '@functions/domain/sitemap/sitemap';
import { managedRedirectPaths } from '@functions/wiring/redirects';
import { config } from '@functions/lib/config';

/** Where the sitemap's entries come from; the public origin is read from the configuration on each call. */
export const sitemapSources: SitemapSources = {
  get publicOrigin() {
    return config().site.publicOrigin;
  },
  staticPaths: staticSitePaths,
  noindexPaths: noindexSitePaths,
  publishedArticles: () => articleRepository.publishedSlugs(),
  publishedPages: () => pageRepository.publishedSlugs(),
  redirectedPaths: managedRedirectPaths,
};
