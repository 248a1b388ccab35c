/** GET /api/admin/categories for the batch generator's category select (cache shared with the Categories screen). */
import { useQuery } from '@tanstack/react-query';
import { categoryListResponseSchema } from '@shared/schemas/category';
import { adminKeys, adminRequest } from '~/lib/admin-api';

export function useCategoriesForSelect() {
  return useQuery({
    queryKey: adminKeys.categories,
    queryFn: ({ signal }) =>
      adminRequest('/api/admin/categories', { schema: categoryListResponseSchema, signal }),
  });
}
