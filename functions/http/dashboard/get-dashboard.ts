/** GET /api/admin/dashboard (admin): total and published articles, authors, categories. */
import { getDashboardCounts } from '@functions/domain/dashboard/dashboard';
import { dashboardDeps } from '@functions/wiring/dashboard';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await getDashboardCounts(dashboardDeps),
}));
