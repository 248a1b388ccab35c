/** GET /api/categories (public): the allowed categories that have published articles. */
import { queryOptions } from '@tanstack/react-query';
import type { PublicCategoryListResponse } from '@shared/schemas/category';
import { publicRequest } from '~/lib/public-api';

export const publicCategoriesQuery = queryOptions({
  queryKey: ['public', 'categories'] as const,
  queryFn: ({ signal }) => publicRequest<PublicCategoryListResponse>('/api/categories', { signal }),
  staleTime: 5 * 60 * 1000,
});
