/** GET /api/admin/jobs: the most recent batches, so a batch started elsewhere can be reopened. */
import { useQuery } from '@tanstack/react-query';
import { generationJobListResponseSchema } from '@shared/schemas/generation';
import { adminRequest } from '~/lib/admin-api';
import { jobKeys } from './job-keys';

export function useRecentJobs() {
  return useQuery({
    queryKey: jobKeys.recent,
    queryFn: ({ signal }) =>
      adminRequest('/api/admin/jobs', { schema: generationJobListResponseSchema, signal }),
  });
}
