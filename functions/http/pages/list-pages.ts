/**
 * GET /api/admin/pages (admin): one page of the programmatic page list, newest (or oldest) first,
 * searched by keyword and title and filtered by status; `nextCursor` reads on.
 */
import { adminPageListQuerySchema } from '@shared/schemas/admin-list';
import { listPagePage } from '@functions/domain/lists/admin-lists';
import { route } from '@functions/lib/http';
import { listDeps } from '@functions/wiring/lists';

export const handler = route(
  { access: 'admin', query: adminPageListQuerySchema },
  async ({ query }) => ({ body: await listPagePage(listDeps, query) }),
);
