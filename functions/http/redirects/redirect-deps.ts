/**
 * What the redirects handlers give the redirects domain: the table, the site's fixed rules, the
 * render queue, and what is live (a prerendered page, a published article or programmatic page).
 */
import * as z from 'zod';
import { fixedRedirects } from '@shared/content/fixed-redirects';
import { staticSitePaths } from '@shared/content/site-paths';
import { isPublicArticle } from '@shared/rules/article-content';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { PagesRepository } from '@functions/adapters/repositories/pages-repository';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import { renderRequests } from '@functions/adapters/render-queue';
import type { LivePages } from '@functions/domain/redirects/redirect-ports';
import type { RedirectDeps } from '@functions/domain/redirects/manage-redirects';

const pages = new PagesRepository();
const staticPaths = new Set(['/insights', ...staticSitePaths]);

const livePages: LivePages = {
  async isLive(path) {
    if (staticPaths.has(path)) return true;
    const [family, slug, ...rest] = path.split('/').slice(1);
    if (!slug || rest.length > 0) return false;
    if (family === 'insights') {
      const article = await articleRepository().findBySlug(slug);
      return article !== undefined && isPublicArticle(article);
    }
    if (family === 'solutions') return (await pages.findBySlug(slug))?.status === 'published';
    return false;
  },
};

export function redirectDeps(): RedirectDeps {
  return {
    redirects: redirectsRepository,
    livePages,
    fixed: fixedRedirects,
    renders: renderRequests,
    now: () => new Date(),
  };
}

/** `{id}` of a redirect: its path, base64url-encoded (shared/schemas/redirect.ts). */
export const redirectParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,600}$/, 'Invalid id'),
});
