/** GET /api/admin/jobs/{id} (admin): a batch with every item's status and the finished share; 404 when unknown. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { readJob } from '@functions/domain/generation/jobs';
import { route } from '@functions/lib/http';
import { jobDeps } from '@functions/wiring/generation';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }) },
  async ({ params }) => ({
    body: await readJob(jobDeps, params.id),
  }),
);
