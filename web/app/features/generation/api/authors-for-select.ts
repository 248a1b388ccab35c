/** GET /api/admin/authors for the batch generator's author select (cache shared with the Authors screen). */
import { useQuery } from '@tanstack/react-query';
import { authorListResponseSchema } from '@shared/schemas/author';
import { adminKeys, adminRequest } from '~/lib/admin-api';

export function useAuthorsForSelect() {
  return useQuery({
    queryKey: adminKeys.authors,
    queryFn: ({ signal }) =>
      adminRequest('/api/admin/authors', { schema: authorListResponseSchema, signal }),
  });
}
