/** GET /api/admin/pages (admin): every programmatic page, newest first. */
import { listPages } from '@functions/domain/pages/manage-pages';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route({ access: 'admin' }, async () => ({
  body: { items: await listPages(pageDeps.pages) },
}));
