/** GET /api/articles?category=&page= (public): one numbered page of six published article cards. */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleListResponse } from '@shared/schemas/article';
import { publicRequest } from '~/lib/public-api';

/** The API path of the list of `category` ('' for all) at `page` (1-based). */
export function articleListPath(category: string, page: number): string {
  const search = new URLSearchParams();
  if (category) search.set('category', category);
  search.set('page', String(page));
  return `/api/articles?${search.toString()}`;
}

/** The list of `category` ('' for all) at `page` (1-based). */
export function articleListQuery(category: string, page: number) {
  return queryOptions({
    queryKey: ['public', 'articles', { category, page }] as const,
    queryFn: ({ signal }) =>
      publicRequest<ArticleListResponse>(articleListPath(category, page), { signal }),
  });
}
