/** GET /api/admin/dashboard (admin): total and published articles, authors, categories. */
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { getDashboardCounts } from '@functions/domain/dashboard/dashboard';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => ({
  body: await getDashboardCounts({ counts: counterRepository() }),
}));
