/**
 * The analytics dashboard's answer as the admin reads it (DESIGN.md section 13), parsed with zod
 * like every admin answer.
 */
import * as z from 'zod';

const count = z.number().int().nonnegative();
/** GET /api/admin/analytics?from&to: the dashboard's counts over a day range. */
export const analyticsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({ views: count, sessions: count, leads: count, conversion: z.number() }),
  series: z.array(z.object({ date: z.string(), views: count, sessions: count, leads: count })),
  topPages: z.array(
    z.object({
      path: z.string(),
      title: z.string().optional(),
      views: count,
      sessions: count,
      leads: count,
      conversion: z.number(),
    }),
  ),
  referrers: z.array(z.object({ domain: z.string(), views: count, sessions: count, leads: count })),
  campaigns: z.array(
    z.object({
      source: z.string(),
      medium: z.string(),
      campaign: z.string(),
      views: count,
      sessions: count,
      leads: count,
    }),
  ),
  devices: z.array(z.object({ device: z.string(), views: count })),
  leadsByKind: z.array(z.object({ kind: z.string(), leads: count })),
  programmatic: z.array(
    z.object({
      path: z.string(),
      keyword: z.string(),
      industry: z.string(),
      views: count,
      leads: count,
      conversion: z.number(),
    }),
  ),
  categories: z.array(z.object({ category: z.string(), views: count, leads: count })),
});

export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
