/**
 * The redirects domain's wiring: the redirects table, the site's fixed rules, the render queue,
 * and what is live (a prerendered page, a published article or programmatic page).
 */
import { fixedRedirects } from '@shared/content/fixed-redirects';
import { contentItemAt, staticSitePaths } from '@shared/content/site-paths';
import { isPublicArticle } from '@shared/rules/article-content';
import { renderRequests } from '@functions/adapters/render-queue';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import { redirectedPaths, type RedirectDeps } from '@functions/domain/redirects/manage-redirects';
import type { LivePages } from '@functions/domain/redirects/redirect-ports';

const staticPaths = new Set(['/insights', ...staticSitePaths]);

const livePages: LivePages = {
  async isLive(path) {
    if (staticPaths.has(path)) return true;
    const item = contentItemAt(path);
    if (item?.kind === 'article') {
      const article = await articleRepository.findBySlug(item.slug);
      return article !== undefined && isPublicArticle(article);
    }
    if (item?.kind === 'page') {
      return (await pageRepository.findBySlug(item.slug))?.status === 'published';
    }
    return false;
  },
};

export const redirectDeps: RedirectDeps = {
  redirects: redirectsRepository,
  livePages,
  fixed: fixedRedirects,
  renders: renderRequests,
  now: () => new Date(),
};

/** The paths the admin's redirects send elsewhere (left out of the sitemap and the feeds). */
export const managedRedirectPaths = () => redirectedPaths(redirectsRepository);
