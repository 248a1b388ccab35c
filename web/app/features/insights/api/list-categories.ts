/** GET /api/categories (public): the allowed categories that have published articles. */
import { queryOptions } from '@tanstack/react-query';
import { publicCategoryListResponseSchema } from '@shared/schemas/category';
import { publicRequest } from '~/lib/public-api';

export const publicCategoriesQuery = queryOptions({
  queryKey: ['public', 'categories'] as const,
  queryFn: ({ signal }) =>
    publicRequest('/api/categories', { schema: publicCategoryListResponseSchema, signal }),
  staleTime: 5 * 60 * 1000,
});
