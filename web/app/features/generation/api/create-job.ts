/**
 * POST /api/admin/jobs: starts a batch on the server (one queue message per entry). The answer
 * carries the job id and the job as GET shows it, which primes the job's query.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { generationJobReadResponseSchema, type BatchCreateInput } from '@shared/schemas/generation';
import { adminRequest } from '~/lib/admin-api';
import { refreshAfterListChange } from '~/lib/workflow-refresh';
import { jobKeys } from './job-keys';

const createJobResponseSchema = generationJobReadResponseSchema.extend({ jobId: z.string() });

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BatchCreateInput) =>
      adminRequest('/api/admin/jobs', {
        method: 'POST',
        body: input,
        schema: createJobResponseSchema,
      }),
    onSuccess: ({ jobId, ...job }) => {
      queryClient.setQueryData(jobKeys.job(jobId), job);
      void queryClient.invalidateQueries({ queryKey: jobKeys.recent });
      void refreshAfterListChange(queryClient, 'article');
    },
  });
}
