/**
 * The articles domain's wiring for the admin handlers: the repositories, and the render queue
 * every change asks to render the public pages again.
 */
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { authorRepository } from '@functions/adapters/repositories/authors-repository';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { renderRequests } from '@functions/adapters/render-queue';
import type { ArticleDeps } from '@functions/domain/articles/manage-articles';

export function articleDeps(): ArticleDeps {
  return {
    articles: articleRepository(),
    authors: authorRepository(),
    categories: categoryRepository(),
    renders: renderRequests,
  };
}
