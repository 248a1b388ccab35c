/**
 * GET /api/admin/pages (admin): one page of the programmatic page list, newest (or oldest) first,
 * searched by keyword and title and filtered by status; `nextCursor` reads on. A page whose path
 * a fixed route or a redirect answers carries `slug_conflict`.
 */
import { adminPageListQuerySchema } from '@shared/schemas/admin-list';
import { listPagePage } from '@functions/domain/lists/admin-lists';
import { withSlugConflicts } from '@functions/domain/pages/manage-pages';
import { route } from '@functions/lib/http';
import { listDeps } from '@functions/wiring/lists';
import { pageRedirects } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', query: adminPageListQuerySchema },
  async ({ query }) => {
    const page = await listPagePage(listDeps, query);
    return { body: { ...page, items: await withSlugConflicts(page.items, pageRedirects) } };
  },
);
