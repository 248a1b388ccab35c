/**
 * POST /api/admin/jobs (admin): starts a batch of AI articles. Stores the job with one pending
 * item per entry and queues one message per item; 201 with `jobId` and the job as GET shows it.
 * 400 per field (Author is required, At least one article is required, ...).
 */
import { batchCreateInputSchema } from '@shared/schemas/generation';
import { createBatchJob } from '@functions/domain/generation/jobs';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { jobDeps } from '@functions/wiring/generation';

export const handler = route(
  { access: 'admin', body: batchCreateInputSchema },
  async ({ body, admin }) => {
    const job = await createBatchJob(jobDeps, body, actorOf(admin));
    return { status: 201, body: { jobId: job.job.id, ...job } };
  },
);
