/**
 * A realistic analytics history for the sandbox (`npm start -- --seed-analytics`, or
 * `SEED_ANALYTICS=1`): 90 days of daily counters for the site's pages, the published articles
 * and programmatic pages, a few referrers, campaigns and devices, and leads of every kind, with a
 * weekly rhythm and some growth. It writes through the worker's own store (one message per day,
 * so a second run adds nothing), never raw items. The bench uses it at other volumes.
 */
import { leadKinds, directReferrer } from '@shared/schemas/analytics';
import { industrySlugs, serviceSlugs } from '@shared/content/site-paths';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { analyticsCounterStore } from '@functions/adapters/repositories/analytics-repository';
import type { CounterAdd, RollupAdd } from '@functions/domain/analytics/analytics-ports';

export interface AnalyticsSeedOptions {
  /** Days of history, ending today. @default 90 */
  days?: number;
  /** Views of the whole history, roughly. @default 10,000 */
  views?: number;
  /** Public paths to spread the views over; by default the site's pages and published content. */
  paths?: string[];
  now?: Date;
}

/** A small deterministic generator (mulberry32), so a seed looks the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The site's pages and the published articles and programmatic pages. */
async function publicPaths(): Promise<string[]> {
  const [articles, pages] = await Promise.all([
    articleRepository.publishedSlugs(),
    pageRepository.publishedSlugs(),
  ]);
  return [
    '/',
    '/about',
    '/insights',
    '/contact',
    '/podcast',
    '/free-tools',
    ...serviceSlugs.slice(0, 4).map((slug) => `/solutions/${slug}`),
    ...industrySlugs.slice(0, 3).map((slug) => `/markets/${slug}`),
    ...articles.map((article) => `/insights/${article.slug}`),
    ...pages.map((page) => `/solutions/${page.slug}`),
  ];
}

const referrers = [
  [directReferrer, 0.4],
  ['google.com', 0.35],
  ['linkedin.com', 0.12],
  ['bing.com', 0.05],
  ['news.ycombinator.com', 0.03],
] as const;
const campaigns = [
  ['linkedin', 'social', 'q4-insights'],
  ['newsletter', 'email', 'monthly-digest'],
  ['google', 'cpc', 'advisory-brand'],
] as const;

/** Writes the history; answers what it wrote, for the banner. */
export async function seedAnalyticsHistory(options: AnalyticsSeedOptions = {}): Promise<string> {
  const days = options.days ?? 90;
  const totalViews = options.views ?? 10_000;
  const now = options.now ?? new Date();
  const paths = options.paths ?? (await publicPaths());
  const next = random(days * 7919 + totalViews);
  // Popularity falls with rank, as on real sites: a few pages take most views.
  const weights = paths.map((_, rank) => 1 / (rank + 1.5));
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const perDay = totalViews / days;
  let written = 0;
  for (let back = days - 1; back >= 0; back -= 1) {
    const date = new Date(now.getTime() - back * 86_400_000);
    const day = date.toISOString().slice(0, 10);
    const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6;
    const growth = 0.8 + 0.4 * ((days - back) / days);
    const dayViews = Math.max(1, Math.round(perDay * growth * (weekend ? 0.55 : 1.15)));
    const counters: CounterAdd[] = [];
    const rollups: RollupAdd[] = [];
    let sessions = 0;
    let leads = 0;
    paths.forEach((path, rank) => {
      const views = Math.round(((dayViews * weights[rank]!) / weightSum) * (0.7 + 0.6 * next()));
      if (views === 0) return;
      const pathSessions = Math.max(1, Math.round(views * (0.6 + 0.2 * next())));
      const pathLeads = next() < (views / 40) * (path.startsWith('/insights/') ? 1.5 : 1) ? 1 : 0;
      sessions += pathSessions;
      leads += pathLeads;
      counters.push({
        day,
        dimension: 'path',
        key: path,
        views,
        sessions: pathSessions,
        leads: pathLeads,
      });
      rollups.push({ path, day, views, leads: pathLeads });
      written += views;
    });
    const dayTotal = counters.reduce((sum, row) => sum + (row.views ?? 0), 0);
    counters.push({ day, dimension: 'total', key: '', views: dayTotal, sessions, leads });
    for (const [domain, share] of referrers)
      counters.push({
        day,
        dimension: 'referrer',
        key: domain,
        views: Math.round(dayTotal * share),
        sessions: Math.round(sessions * share),
        leads: Math.round(leads * share),
      });
    campaigns.forEach(([source, medium, campaign], i) =>
      counters.push({
        day,
        dimension: 'campaign',
        key: `${source}|${medium}|${campaign}`,
        views: Math.round(dayTotal * (0.06 - i * 0.015)),
        sessions: Math.round(sessions * (0.06 - i * 0.015)),
        leads: i === 0 && leads > 0 ? 1 : 0,
      }),
    );
    counters.push(
      { day, dimension: 'device', key: 'desktop', views: Math.round(dayTotal * 0.58) },
      { day, dimension: 'device', key: 'mobile', views: Math.round(dayTotal * 0.36) },
      { day, dimension: 'device', key: 'tablet', views: dayTotal - Math.round(dayTotal * 0.94) },
    );
    // The day's leads spread over the kinds, contact first.
    leadKinds.forEach((kind, i) => {
      const share = Math.floor(leads / leadKinds.length) + (i < leads % leadKinds.length ? 1 : 0);
      if (share > 0) counters.push({ day, dimension: 'kind', key: kind, leads: share });
    });
    const messageId = `seed#${totalViews}#${day}`;
    const outcome = (await analyticsCounterStore.addEach([{ messageId, counters, rollups }])).get(
      messageId,
    );
    if (typeof outcome === 'object') throw outcome.error;
  }
  return `${days} days of analytics (${written.toLocaleString('en')} views)`;
}
