/**
 * GET /api/admin/analytics/paths?path=/a&path=/b (staff): views and leads of up to 50 paths over
 * the last 30 days, for the article and page lists' columns. One BatchGetItem of rollup rows.
 */
import { pathStatsQuerySchema } from '@shared/schemas/analytics';
import { pathStats } from '@functions/domain/analytics/dashboard';
import { route } from '@functions/lib/http';
import { counterReader } from '@functions/wiring/analytics';

export const handler = route(
  { access: 'admin', query: pathStatsQuerySchema },
  async ({ query }) => ({
    body: await pathStats(counterReader, query.path, new Date()),
  }),
);
