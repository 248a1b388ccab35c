/** GET /api/admin/dashboard: the four counts of the dashboard. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardCountsSchema } from '@shared/schemas/dashboard';
import { adminKeys, adminRequest } from '~/lib/admin-api';

export const dashboardCountsQuery = queryOptions({
  queryKey: adminKeys.dashboard,
  queryFn: ({ signal }) =>
    adminRequest('/api/admin/dashboard', { schema: dashboardCountsSchema, signal }),
});

export function useDashboardCounts() {
  return useQuery(dashboardCountsQuery);
}
