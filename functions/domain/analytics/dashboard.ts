/**
 * The admin's analytics (`GET /api/admin/analytics`, `.../paths`), answered from the counters
 * only: rows that sum the range's days (each week's and month's rollups where the range holds
 * them whole, so a long range reads about as many rows whatever the number of views behind it)
 * and, for the lists' columns, each path's rollup row.
 */
import {
  deviceClasses,
  leadKinds,
  type AnalyticsDashboard,
  type AnalyticsQuery,
  type PathStats,
} from '@shared/schemas/analytics';
import type {
  ContentLookup,
  CounterReader,
  CounterRow,
} from '@functions/domain/analytics/analytics-ports';

/** Rows each ranked list of the dashboard shows at most. */
const dashboardListLength = 50;

/** Content paths whose article or page is looked up (titles, keywords, categories). */
const describedPaths = 100;

/** Days of the lists' views and leads columns. */
const pathStatsDays = 30;

const dayMs = 86_400_000;

/** Every day from `from` to `to`, both included. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += dayMs)
    days.push(new Date(time).toISOString().slice(0, 10));
  return days;
}

/** Leads per session, to four decimals (0 without sessions). */
function conversion(leads: number, sessions: number): number {
  return sessions > 0 ? Math.round((leads / sessions) * 10_000) / 10_000 : 0;
}

interface Sum {
  views: number;
  sessions: number;
  leads: number;
}

function sumBy(rows: CounterRow[], dimension: CounterRow['dimension']): Map<string, Sum> {
  const sums = new Map<string, Sum>();
  for (const row of rows) {
    if (row.dimension !== dimension) continue;
    const sum = sums.get(row.key) ?? { views: 0, sessions: 0, leads: 0 };
    sum.views += row.views;
    sum.sessions += row.sessions;
    sum.leads += row.leads;
    sums.set(row.key, sum);
  }
  return sums;
}

/** Most viewed first, then most leads, then by key, so equal rows keep one order. */
function ranked<T extends { views: number; leads: number }>(sums: Map<string, T>): [string, T][] {
  return [...sums].sort(
    ([keyA, a], [keyB, b]) =>
      b.views - a.views || b.leads - a.leads || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0),
  );
}

export interface DashboardDeps {
  counters: CounterReader;
  content: ContentLookup;
}

/** The dashboard of a range of days. */
export async function analyticsDashboard(
  deps: DashboardDeps,
  query: AnalyticsQuery,
): Promise<AnalyticsDashboard> {
  const rows = await deps.counters.rowsBetween(query.from, query.to);
  const totalsByDay = sumBy(
    rows.filter((row) => row.dimension === 'total').map((row) => ({ ...row, key: row.day })),
    'total',
  );
  const series = daysBetween(query.from, query.to).map((date) => ({
    date,
    ...(totalsByDay.get(date) ?? { views: 0, sessions: 0, leads: 0 }),
  }));
  const totals = series.reduce(
    (sum, day) => ({
      views: sum.views + day.views,
      sessions: sum.sessions + day.sessions,
      leads: sum.leads + day.leads,
    }),
    { views: 0, sessions: 0, leads: 0 },
  );

  const pages = ranked(sumBy(rows, 'path'));
  // The top pages' titles come from these too: no other path has an article or page behind it.
  const contentPaths = pages
    .map(([path]) => path)
    .filter((path) => path.startsWith('/insights/') || path.startsWith('/solutions/'))
    .slice(0, describedPaths);
  const described = await deps.content.describe(contentPaths);

  const categories = new Map<string, { views: number; leads: number }>();
  const programmatic: AnalyticsDashboard['programmatic'] = [];
  for (const [path, sum] of pages) {
    const content = described.get(path);
    if (content?.category) {
      const category = categories.get(content.category) ?? { views: 0, leads: 0 };
      category.views += sum.views;
      category.leads += sum.leads;
      categories.set(content.category, category);
    }
    if (content?.keyword !== undefined && programmatic.length < dashboardListLength) {
      programmatic.push({
        path,
        keyword: content.keyword,
        industry: content.industry ?? '',
        views: sum.views,
        leads: sum.leads,
        conversion: conversion(sum.leads, sum.sessions),
      });
    }
  }

  const kinds = sumBy(rows, 'kind');
  const devices = sumBy(rows, 'device');
  return {
    from: query.from,
    to: query.to,
    totals: { ...totals, conversion: conversion(totals.leads, totals.sessions) },
    series,
    topPages: pages.slice(0, dashboardListLength).map(([path, sum]) => {
      const title = described.get(path)?.title;
      return {
        path,
        ...(title ? { title } : {}),
        ...sum,
        conversion: conversion(sum.leads, sum.sessions),
      };
    }),
    referrers: ranked(sumBy(rows, 'referrer'))
      .slice(0, dashboardListLength)
      .map(([domain, sum]) => ({ domain, ...sum })),
    campaigns: ranked(sumBy(rows, 'campaign'))
      .slice(0, dashboardListLength)
      .map(([key, sum]) => {
        const [source = '', medium = '', campaign = ''] = key.split('|');
        return { source, medium, campaign, ...sum };
      }),
    devices: deviceClasses.map((device) => ({ device, views: devices.get(device)?.views ?? 0 })),
    leadsByKind: leadKinds.map((kind) => ({ kind, leads: kinds.get(kind)?.leads ?? 0 })),
    programmatic,
    categories: ranked(categories).map(([category, sum]) => ({ category, ...sum })),
  };
}

/** Views and leads of each path over the last {@link pathStatsDays} days, today included. */
export async function pathStats(
  counters: CounterReader,
  paths: string[],
  now: Date,
): Promise<PathStats> {
  const today = now.toISOString().slice(0, 10);
  const from = new Date(Date.parse(today) - (pathStatsDays - 1) * dayMs).toISOString().slice(0, 10);
  const figures = await counters.pathDays(paths, daysBetween(from, today));
  return {
    paths: Object.fromEntries(
      paths.map((path) => [path, figures.get(path) ?? { views: 0, leads: 0 }]),
    ),
  };
}
