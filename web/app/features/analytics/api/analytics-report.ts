/**
 * GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD (editors and administrators): the
 * dashboard's counts over a day range, and the range the screen shows, read from its URL.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys, adminRequest } from '~/lib/admin-api';
import { analyticsDashboardSchema, maxAnalyticsDays } from '@shared/schemas/analytics';

/** The ranges the screen offers, in days ending today. */
export const presetDays = [7, 30, 90] as const;
const defaultDays = 30;

const isoDay = /^\d{4}-\d\d-\d\d$/;
const dayMs = 24 * 60 * 60 * 1000;

function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function parseDay(value: string | null): Date | undefined {
  if (!value || !isoDay.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || dayString(date) !== value ? undefined : date;
}

/** A day range, both ends included (UTC days, as the counters are kept). */
export interface DayRange {
  from: string;
  to: string;
  /** The preset it matches (7, 30, 90), or 'custom'. */
  preset: (typeof presetDays)[number] | 'custom';
}

/** The last `days` days ending on `today`. */
function presetRange(days: (typeof presetDays)[number], today = new Date()): DayRange {
  const to = dayString(today);
  const from = dayString(new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * dayMs));
  return { from, to, preset: days };
}

/**
 * The range of the screen's URL: `days` (7, 30, 90), or `from` and `to` for a custom range (a
 * backwards or too long one falls back to the default), else the last 30 days.
 */
export function rangeFromParams(params: URLSearchParams, today = new Date()): DayRange {
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  if (from && to && from <= to && (to.getTime() - from.getTime()) / dayMs < maxAnalyticsDays) {
    return { from: dayString(from), to: dayString(to), preset: 'custom' };
  }
  const days = Number(params.get('days'));
  const preset = presetDays.find((candidate) => candidate === days) ?? defaultDays;
  return presetRange(preset, today);
}

export function useAnalyticsReport(range: { from: string; to: string }) {
  const query = new URLSearchParams({ from: range.from, to: range.to }).toString();
  return useQuery({
    queryKey: [...adminKeys.all, 'analytics', range.from, range.to],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/analytics?${query}`, { schema: analyticsDashboardSchema, signal }),
    placeholderData: keepPreviousData,
  });
}
