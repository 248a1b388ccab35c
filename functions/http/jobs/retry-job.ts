/** POST /api/admin/jobs/{id}/retry (admin): queues the failed items of a batch again (all, or `indexes`). */
import * as z from 'zod';
import { generationRetryInputSchema } from '@shared/schemas/generation';
import { idSchema } from '@shared/schemas/primitives';
import { retryFailedItems } from '@functions/domain/generation/jobs';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { jobDeps } from '@functions/wiring/generation';

export const handler = route(
  {
    access: 'admin',
    params: z.object({ id: idSchema }),
    body: generationRetryInputSchema.nullish(),
  },
  async ({ params, body, admin }) => ({
    body: await retryFailedItems(jobDeps, params.id, body ?? {}, actorOf(admin)),
  }),
);
