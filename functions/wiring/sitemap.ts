/** The sitemap's wiring: the published slugs of articles and pages, read with Query and GetItem only. */
import { noindexSitePaths, staticSitePaths } from '@shared/content/site-paths';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import type { SitemapSources } from '@functions/domain/sitemap/sitemap';

/** Where the sitemap's entries come from. */
export const sitemapSources: SitemapSources = {
  staticPaths: staticSitePaths,
  noindexPaths: noindexSitePaths,
  publishedArticles: () => articleRepository.publishedSlugs(),
  publishedPages: () => pageRepository.publishedSlugs(),
};
