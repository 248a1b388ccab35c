/**
 * The articles domain's wiring: the repositories and the publication events the admin calls use, and
 * what the public reads need. Handlers, workers and the render worker import these, never the
 * adapters themselves.
 */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { mediaRepository } from '@functions/adapters/repositories/media-repository';
import type { ArticleDeps } from '@functions/domain/articles/manage-articles';
import type { PublicArticleDeps } from '@functions/domain/articles/public-articles';
import { config } from '@functions/lib/config';
import { indexedArticleStore } from '@functions/domain/quality/indexed-stores';
import { publicationEvents } from './publication-listeners';
import { contentIndex, quality } from './quality';

/** What managing articles needs: every write tells the publication listeners what it did. */
// The call is marked pure so a bundle that never reads `articleDeps` (the public reads import
// this module for publicArticleDeps) drops it, and with it the publication listeners' queues.
export const articleDeps: ArticleDeps = {
  articles: /* @__PURE__ */ indexedArticleStore(articleRepository, contentIndex),
  authors: authorRepository,
  categories: categoryRepository,
  publication: publicationEvents,
  quality,
};

/**
 * What the public reads need; the brand is read from the configuration on each call. Articles
 * showing a processed upload carry its variants from the media table.
 */
export function publicArticleDeps(): PublicArticleDeps {
  return {
    articles: articleRepository,
    counts: counterRepository,
    brandName: config().site.brandName,
    images: mediaRepository,
  };
}
