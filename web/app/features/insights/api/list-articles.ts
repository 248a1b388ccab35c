/** GET /api/articles?category=&page= (public): one numbered page of six published article cards. */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleListResponse } from '@shared/schemas/article';
import { publicRequest } from '~/lib/public-api';

/** The list of `category` ('' for all) at `page` (1-based). */
export function articleListQuery(category: string, page: number) {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  search.set('page', String(page));
  return queryOptions({
    queryKey: ['public', 'articles', { category, page }] as const,
    queryFn: ({ signal }) =>
      publicRequest<ArticleListResponse>(`/api/articles?${search.toString()}`, { signal }),
  });
}
