/** POST /api/admin/jobs/{id}/retry (admin): queues the failed items of a batch again (all, or `indexes`). */
import * as z from 'zod';
import { generationRetryInputSchema } from '@shared/schemas/generation';
import { idSchema } from '@shared/schemas/primitives';
import { retryFailedItems } from '@functions/domain/generation/jobs';
import { route } from '@functions/lib/http';
import { jobDeps } from '@functions/wiring/generation';

export const handler = route(
  {
    access: 'admin',
    params: z.object({ id: idSchema }),
    body: generationRetryInputSchema.nullish(),
  },
  async ({ params, body }) => ({ body: await retryFailedItems(jobDeps, params.id, body ?? {}) }),
);
