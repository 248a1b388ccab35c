/** DELETE /api/admin/pages/{id} (admin): deletes a page and frees its slug. 204, or 404. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { deletePage } from '@functions/domain/pages/manage-pages';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }) },
  async ({ params, admin }) => {
    await deletePage(pageDeps, params.id, actorOf(admin));
    return { status: 204 };
  },
);
