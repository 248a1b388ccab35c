/** The categories domain's wiring: a rename copies the new name onto the category's articles. */
import { renderRequests } from '@functions/adapters/render-queue';
import { articleRenames } from '@functions/adapters/repositories/article-renames';
import { categoryRepository } from '@functions/adapters/repositories/categories-repository';
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import type { CategoryDeps } from '@functions/domain/categories/manage-categories';

/** What managing categories needs. */
export const categoryDeps: CategoryDeps = {
  categories: categoryRepository,
  articles: articleRenames,
  renders: renderRequests,
};

/** What the public category tabs need: the exact published counts. */
export const publicCategoryDeps = { counts: counterRepository };
