/** GET /api/articles/{slug} (public): a published article with its normalised body; 404 otherwise. */
import { queryOptions } from '@tanstack/react-query';
import type { ArticleDetail } from '@shared/schemas/article';
import { isNotFound, publicRequest } from '~/lib/public-api';

export function articleQuery(slug: string) {
  return queryOptions({
    queryKey: ['public', 'article', slug] as const,
    queryFn: ({ signal }) =>
      publicRequest<ArticleDetail>(`/api/articles/${encodeURIComponent(slug)}`, { signal }),
    // A missing article stays missing; anything else gets one more try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
    staleTime: 60 * 1000,
  });
}
