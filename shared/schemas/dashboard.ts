/** The admin dashboard's four counts (admin-portal.md section 2). */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** Answer of the dashboard call. Counts are kept exact by the counters table. */
export const dashboardCountsSchema = z.object({
  totalArticles: z.int().min(0),
  publishedArticles: z.int().min(0),
  authors: z.int().min(0),
  categories: z.int().min(0),
});

/** Answer of the dashboard call. */
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
