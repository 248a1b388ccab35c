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
import { manualRedirectSources } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin-list', query: adminPageListQuerySchema },
  async ({ query, carry }) => {
    // The redirects' sources ride in the page's batch read too: page 1 is two calls.
    const sources = manualRedirectSources();
    const page = await listPagePage(listDeps, query, [...carry, sources]);
    return { body: { ...page, items: withSlugConflicts(page.items, await sources.value()) } };
  },
);
