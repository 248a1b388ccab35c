/**
 * First-party analytics and lead attribution (DESIGN.md section 13): the beacon body the browser
 * posts to `POST /api/beacon`, the attribution object the lead forms carry, and the admin
 * dashboard's answers. Every value the browser sends is cleaned here, by the schema, so what is
 * stored is already reduced: paths to the site's public routes (else "other"), referrers to their
 * domain, UTM values to a short lower-case token.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { staticSitePaths } from '@shared/content/site-paths';
import { slugPattern } from '@shared/schemas/primitives';

/** What any path outside the site's public routes is counted as. */
const otherPath = 'other';

/** The referrer "domain" of a view with no referrer. */
export const directReferrer = 'direct';

const fixedPaths = new Set(staticSitePaths);
/** Families whose `/{family}/{slug}` pages are public (articles, programmatic pages). */
const slugFamilies = new Set(['insights', 'solutions']);

/**
 * The public route a path names, or {@link otherPath}. The query and fragment are dropped, a
 * trailing slash is ignored; the admin, previews and anything unknown are "other", so no private
 * address or free text is ever stored as a path.
 */
export function matchPublicPath(raw: string): string {
  const path = raw.split(/[?#]/)[0]!.trim();
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (fixedPaths.has(bare)) return bare;
  const parts = bare.split('/');
  if (
    parts.length === 3 &&
    parts[0] === '' &&
    slugFamilies.has(parts[1]!) &&
    parts[2]!.length <= 200 &&
    slugPattern.test(parts[2]!)
  )
    return bare;
  return otherPath;
}

/** Longest UTM value kept. */
const utmMaxLength = 64;

/** A UTM value as stored: trimmed, lower-cased, only `[a-z0-9._ -]`, at most 64 characters. */
export function cleanUtmValue(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._ -]/g, '')
    .slice(0, utmMaxLength)
    .trim();
}

/**
 * The domain of a referrer URL, without `www.`, lower-cased; {@link directReferrer} for none or
 * anything that is not an http(s) URL. Only the domain is ever kept: the rest of a referrer can
 * carry search terms or personal data.
 */
export function referrerDomain(raw: string): string {
  if (!raw.trim()) return directReferrer;
  try {
    const url = new URL(raw.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return directReferrer;
    return url.hostname.toLowerCase().replace(/^www\./, '') || directReferrer;
  } catch {
    return directReferrer;
  }
}

/** A path the browser sends: any string, matched to a public route. */
const pathSchema = z
  .string({ error: 'Path is required' })
  .max(2048, { error: 'Path must be 2048 characters or fewer' })
  .transform(matchPublicPath);

const utmValue = z
  .string()
  .max(1024, { error: 'UTM values must be 1024 characters or fewer' })
  .transform(cleanUtmValue)
  .transform((value) => value || undefined)
  .optional();

/** UTM tags, cleaned; empty values dropped. */
export const utmSchema = z
  .object({ source: utmValue, medium: utmValue, campaign: utmValue })
  .transform((utm) => ({
    ...(utm.source ? { source: utm.source } : {}),
    ...(utm.medium ? { medium: utm.medium } : {}),
    ...(utm.campaign ? { campaign: utm.campaign } : {}),
  }));

/** UTM tags as stored. */
export type Utm = z.output<typeof utmSchema>;

const referrerSchema = z
  .string({ error: 'Referrer must be a string' })
  .max(2048, { error: 'Referrer must be 2048 characters or fewer' })
  .transform(referrerDomain);

const atSchema = z.iso.datetime({ offset: true, error: 'Invalid timestamp' });

/** Pages of a session an attribution carries at most. */
export const maxAttributionPages = 15;

/**
 * Where a lead came from (sent with the lead forms as `attribution`). Without analytics consent
 * the browser sends only `sourcePath`, the page the form was sent from.
 */
export const attributionSchema = z.object({
  sourcePath: pathSchema,
  firstTouch: z
    .object({
      landingPath: pathSchema,
      referrer: referrerSchema,
      utm: utmSchema.optional().default({}),
      at: atSchema,
    })
    .optional(),
  lastContentPath: pathSchema.optional(),
  pages: z.array(pathSchema).max(maxAttributionPages, { error: 'At most 15 pages' }).optional(),
});

/** An attribution as stored (cleaned; `firstTouch.referrer` is a domain). */
export type Attribution = z.output<typeof attributionSchema>;

/** UTM tags as stored or queued (already clean: no transform again). */
export const storedUtmSchema = z.object({
  source: z.string().optional(),
  medium: z.string().optional(),
  campaign: z.string().optional(),
});

/** Stored attribution, read back from a record (already clean: no transform again). */
export const storedAttributionSchema = z.object({
  sourcePath: z.string(),
  firstTouch: z
    .object({
      landingPath: z.string(),
      referrer: z.string(),
      utm: storedUtmSchema,
      at: z.string(),
    })
    .optional(),
  lastContentPath: z.string().optional(),
  pages: z.array(z.string()).optional(),
});

/** The kinds of lead the counters keep. */
export const leadKinds = ['contact', 'diagnostic', 'newsletter', 'schedule_call'] as const;

/** One kind of lead. */
export type LeadKind = (typeof leadKinds)[number];

const sessionIdSchema = z.uuid({ error: 'sessionId must be a UUID' });

/** A page view beacon. */
export const viewEventSchema = z.object({
  type: z.literal('view'),
  path: pathSchema,
  referrer: referrerSchema.optional().default(''),
  utm: utmSchema.optional().default({}),
  sessionId: sessionIdSchema,
  at: atSchema.optional(),
});

/** A lead the browser reports itself (a click of "Schedule a Call"). */
export const leadEventSchema = z.object({
  type: z.literal('lead'),
  kind: z.literal('schedule_call', { error: 'kind must be schedule_call' }),
  path: pathSchema,
  sessionId: sessionIdSchema,
  attribution: attributionSchema.optional(),
  at: atSchema.optional(),
});

/** Events one beacon may carry. */
const maxBeaconEvents = 20;

/** The body of `POST /api/beacon`. */
export const beaconSchema = z.object({
  events: z
    .array(z.discriminatedUnion('type', [viewEventSchema, leadEventSchema]), {
      error: 'events must be a list of view or lead events',
    })
    .min(1, { error: 'At least one event' })
    .max(maxBeaconEvents, { error: 'At most 20 events' }),
});

/** A beacon body, cleaned. */
export type Beacon = z.output<typeof beaconSchema>;

/** Device classes, from the user agent (which is never stored). */
export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;

/** One device class. */
export type DeviceClass = (typeof deviceClasses)[number];

/** A day, `YYYY-MM-DD` (UTC). */
const daySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/** Longest range the dashboard answers, in days. */
export const maxAnalyticsDays = 366;

/** The dashboard's query: a range of days, both included, at most 366 days. */
export const analyticsQuerySchema = z
  .object({ from: daySchema, to: daySchema })
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    else if (days > maxAnalyticsDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'The range is at most 366 days' });
  });

/** The dashboard's query. */
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

const count = z.int().min(0);

/** The dashboard (`GET /api/admin/analytics`). */
export const analyticsDashboardSchema = z.object({
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
  devices: z.array(z.object({ device: z.enum(deviceClasses), views: count })),
  leadsByKind: z.array(z.object({ kind: z.enum(leadKinds), leads: count })),
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

/** The dashboard. */
export type AnalyticsDashboard = z.infer<typeof analyticsDashboardSchema>;

/** Most paths one `GET /api/admin/analytics/paths` asks about. */
export const maxPathStatsPaths = 50;

/** Query of the lists' views and leads columns: `path` repeated (API Gateway joins with commas). */
export const pathStatsQuerySchema = z.object({
  path: z
    .string({ error: 'path is required' })
    .transform((value) => [...new Set(value.split(',').filter(Boolean))])
    .pipe(
      z
        .array(z.string().max(2048))
        .min(1, { error: 'path is required' })
        .max(maxPathStatsPaths, { error: 'At most 50 paths' }),
    ),
});

/** The lists' views and leads columns: the last 30 days per path. */
export const pathStatsSchema = z.object({
  paths: z.record(z.string(), z.object({ views: count, leads: count })),
});

/** The lists' views and leads columns. */
export type PathStats = z.infer<typeof pathStatsSchema>;
