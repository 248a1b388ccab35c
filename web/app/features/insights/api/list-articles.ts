/** GET /api/articles?category=&page= (public): one numbered page of six published article cards. */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleListResponse } from '@shared/schemas/article';
import { publicRequest } from '~/lib/public-api';
import { articleListPath } from './article-list-path';

/** The list of `category` ('' for all) at `page` (1-based). */
export function articleListQuery(category: string, page: number) {
  return queryOptions({
    queryKey: ['public', 'articles', { category, page }] as const,
    queryFn: ({ signal }) =>
      publicRequest<ArticleListResponse>(articleListPath(category, page), { signal }),
  });
}
