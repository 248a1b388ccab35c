/** POST /api/admin/jobs/{id}/retry: queues the failed items of a batch again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { generationJobReadResponseSchema } from '@shared/schemas/generation';
import { adminRequest } from '~/lib/admin-api';
import { jobKeys, jobPath } from './job-keys';

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminRequest(`${jobPath(id)}/retry`, {
        method: 'POST',
        body: {},
        schema: generationJobReadResponseSchema,
      }),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.job(job.job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.recent });
    },
  });
}
