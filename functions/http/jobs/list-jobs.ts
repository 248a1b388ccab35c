/** GET /api/admin/jobs (admin): the ten most recent batches with their counts, newest first. */
import { listRecentJobs } from '@functions/domain/generation/jobs';
import { route } from '@functions/lib/http';
import { jobDeps } from '@functions/wiring/generation';

export const handler = route({ access: 'admin' }, async () => ({
  body: await listRecentJobs(jobDeps),
}));
