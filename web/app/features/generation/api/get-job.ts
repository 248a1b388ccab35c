/**
 * GET /api/admin/jobs/{id}: a batch's items and progress, polled every 1.5 s while any item is
 * pending or processing. The batch runs on the server, so a reload or another tab shows it too.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { generationJobReadResponseSchema } from '@shared/schemas/generation';
import { adminRequest } from '~/lib/admin-api';
import { refreshAfterListChange } from '~/lib/workflow-refresh';
import { jobKeys, jobPath } from './job-keys';

/** How often an unfinished batch is read again. */
export const jobPollMs = 1500;

export function useJob(id: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: jobKeys.job(id ?? ''),
    queryFn: ({ signal }) =>
      adminRequest(jobPath(id ?? ''), { schema: generationJobReadResponseSchema, signal }),
    enabled: id !== undefined,
    refetchInterval: (current) =>
      current.state.data?.job.status === 'complete' ? false : jobPollMs,
    refetchIntervalInBackground: true,
  });
  // New articles appear as items complete: the article list and counts are stale after each.
  const complete = query.data?.job.counts.complete ?? 0;
  const seen = useRef(complete);
  useEffect(() => {
    if (complete === seen.current) return;
    seen.current = complete;
    void refreshAfterListChange(queryClient, 'article');
  }, [complete, queryClient]);
  return query;
}
