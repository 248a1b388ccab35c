import { describe, expect, it } from 'vitest';
import { createArticle, setArticlePublished } from '@functions/domain/articles/manage-articles';
import { getDashboardCounts } from '@functions/domain/dashboard/dashboard';
import { contentWithReferences, createBody } from '../articles/fixtures';

describe('getDashboardCounts', () => {
  it('reports total and published articles, authors and categories', async () => {
    const content = contentWithReferences();
    const deps = {
      articles: content.articles,
      authors: content.authors,
      categories: content.categories,
    };
    const ids = ['eeeeeeee-eeee-4eee-8eee-000000000001', 'eeeeeeee-eeee-4eee-8eee-000000000002'];
    for (const [index, id] of ids.entries()) {
      await createArticle({ ...deps, newId: () => id }, createBody({ slug: `article-${index}` }));
    }
    await setArticlePublished(deps, ids[0]!, false);

    const counts = await getDashboardCounts({ counts: content.counts });

    expect(counts).toEqual({
      totalArticles: 2,
      publishedArticles: 1,
      waitingForReview: 0,
      articlesInReview: 0,
      pagesInReview: 0,
      authors: 1,
      categories: 2,
    });
  });
});
