/**
 * POST /api/admin/pages/{id}/regenerate (admin): Regenerate / Try Again. 202 with the page as it
 * is now; the worker writes the new content (or the error) when it is done.
 */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { regeneratePage } from '@functions/domain/pages/manage-pages';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }) },
  async ({ params, admin }) => ({
    status: 202,
    body: await regeneratePage(pageDeps, params.id, actorOf(admin)),
  }),
);
