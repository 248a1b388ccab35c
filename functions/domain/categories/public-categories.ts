/**
 * The category tabs of the public Insights list: the allowed categories that have published
 * articles, in the allowed order, read from the exact counters (no scan, no counting query).
 */
import type { PublicCategoryListResponse } from '@shared/schemas/category';
import { allowedCategoryNames, categoryLabel } from '@shared/content/categories';
import type { PublishedCountReader } from '@functions/domain/articles/article-ports';

/** Allowed categories with at least one published article, each with its label and count. */
export async function listPublicCategories(deps: {
  counts: PublishedCountReader;
}): Promise<PublicCategoryListResponse> {
  const counts = await deps.counts.publishedByCategory(allowedCategoryNames);
  return {
    items: allowedCategoryNames
      .map((name) => ({ name, label: categoryLabel(name), articleCount: counts[name] ?? 0 }))
      .filter((category) => category.articleCount > 0),
  };
}
