/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (editors and administrators): the
 * dashboard of a range of at most 366 days, read from the daily counters.
 */
import { analyticsQuerySchema } from '@shared/schemas/analytics';
import { analyticsDashboard } from '@functions/domain/analytics/dashboard';
import { route } from '@functions/lib/http';
import { dashboardDeps } from '@functions/wiring/analytics';

export const handler = route(
  { access: 'admin', query: analyticsQuerySchema },
  async ({ query }) => ({
    body: await analyticsDashboard(dashboardDeps(), query),
  }),
);
