/**
 * The render domain's wiring: what the render worker gives the render domain: the server build, the site bucket, the edge
 * store and cache of this stage, and the content read through the same domain functions the
 * public API answers with (so a rendered page shows exactly what the API would).
 */
import { allowedCategoryNames } from '@shared/content/categories';
import { edgeCache } from '@functions/adapters/edge-cache';
import { edgeStore } from '@functions/adapters/edge-store';
import { renderedFiles } from '@functions/adapters/rendered-files';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { linksRepository } from '@functions/adapters/repositories/links-repository';
import { redirectsRepository } from '@functions/adapters/repositories/redirects-repository';
import { loadPageRenderer } from '@functions/adapters/site-renderer';
import { listPublishedArticles } from '@functions/domain/articles/public-articles';
import {
  getPublishedArticle,
  publishedArticleDetails,
} from '@functions/domain/articles/published-article';
import { listPublicCategories } from '@functions/domain/categories/public-categories';
import { NotFoundError } from '@functions/domain/errors';
import type { PublishDeps } from '@functions/domain/render/publish-site';
import type { EdgeCache, EdgeStore, RenderSources } from '@functions/domain/render/render-ports';
import { config } from '@functions/lib/config';
import { relatedCandidates } from './links';

// Built on first use and kept for the process, with their SDK clients, as the repositories are.
let edge: EdgeStore | undefined;
let cache: EdgeCache | undefined;

function sources(): RenderSources {
  const articles = articleRepository;
  const counts = counterRepository;
  const brandName = config().site.brandName;
  return {
    async articleDetail(slug) {
      try {
        return await getPublishedArticle({ articles, brandName, images: mediaRepository }, slug);
      } catch (error) {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      }
    },
    pageIdBySlug: async (slug) => (await pageRepository.findBySlug(slug))?.id,
    async insightsFirstView(category) {
      const [list, categories] = await Promise.all([
        listPublishedArticles(
          { articles, counts, brandName, images: mediaRepository },
          { category: category || undefined, page: 1 },
        ),
        listPublicCategories({ counts }),
      ]);
      return { category, list, categories };
    },
    categoryNames: () => allowedCategoryNames,
    // The ids alone: each chunk's rows are read whole just before its pages render.
    allArticleIds: () => articles.allIds(),
    allPageIds: async () =>
      (await pageRepository.listNewestFirst()).map((page) => ({ id: page.id, slug: page.slug })),
    async articlesForRender(ids) {
      const records = await articles.getMany(ids);
      const details = await publishedArticleDetails(
        { brandName, images: mediaRepository },
        records,
      );
      return new Map(
        records.map((record, index) => [record.id, { record, detail: details[index] }]),
      );
    },
    pages: async (ids) =>
      new Map((await pageRepository.getMany(ids)).map((page) => [page.id, page])),
  };
}

/** The worker's dependencies; the server build is loaded once per process. */
export async function renderDeps(): Promise<PublishDeps> {
  return {
    renderer: await loadPageRenderer(config().render.buildPath),
    files: renderedFiles,
    edge: (edge ??= edgeStore()),
    cache: (cache ??= edgeCache()),
    sources: sources(),
    redirects: redirectsRepository,
    related: relatedCandidates,
    links: { store: linksRepository, publicOrigin: config().site.publicOrigin },
    now: () => new Date(),
  };
}
