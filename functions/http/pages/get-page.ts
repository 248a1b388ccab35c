/** GET /api/admin/pages/{id} (admin): one programmatic page, whatever its status. */
import * as z from 'zod';
import { idSchema } from '@shared/schemas/primitives';
import { getPage } from '@functions/domain/pages/manage-pages';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', params: z.object({ id: idSchema }) },
  async ({ params }) => ({
    body: await getPage(pageDeps.pages, params.id),
  }),
);
