/**
 * The admin dashboard's counts (admin-portal.md section 2), and the articles and pages waiting for
 * review.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** Answer of the dashboard call. Counts are kept exact by the counters table. */
export const dashboardCountsSchema = z.object({
  totalArticles: z.int().min(0),
  publishedArticles: z.int().min(0),
  /** Articles and programmatic pages in review. */
  waitingForReview: z.int().min(0),
  /** Of those, the articles and the pages (the dashboard's link to each list shows its count). */
  articlesInReview: z.int().min(0),
  pagesInReview: z.int().min(0),
  authors: z.int().min(0),
  categories: z.int().min(0),
});

/** Answer of the dashboard call. */
export type DashboardCounts = z.infer<typeof dashboardCountsSchema>;
