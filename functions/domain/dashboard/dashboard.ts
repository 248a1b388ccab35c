/** The admin dashboard: the four counts (admin-portal.md section 2), exact and cheap to read. */
import type { DashboardCounts } from '@shared/schemas/dashboard';

/** Where the counts come from: kept exact by every write that changes them. */
export interface DashboardCountReader {
  dashboardCounts(): Promise<DashboardCounts>;
}

/** Total and published articles, authors and categories. */
export async function getDashboardCounts(deps: {
  counts: DashboardCountReader;
}): Promise<DashboardCounts> {
  return deps.counts.dashboardCounts();
}
