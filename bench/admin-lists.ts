/**
 * Part of section 6 (scaling): the admin lists. Page 1 of the admin article
 * list with a filter (`status=published`) and with a search (`q=bench article`: two terms, the
 * longest picks the index rows to read), measured at each size of the scaling section; the
 * listings index should make both cost the same at 10,000 articles as at 100.
 */
import type { Sandbox } from '../infra/local/index';
import { median, round, type BenchRow } from './bench-row';
import { adminToken, percentile } from './render';

const samples = Number(process.env.BENCH_SCALING_SAMPLES ?? 50);
const warmUp = 30;

/** The admin list calls measured. */
export const adminListCases = [
  { name: 'filter', query: 'status=published' },
  { name: 'search', query: 'q=bench%20article' },
] as const;

export type AdminListCase = (typeof adminListCases)[number]['name'];

/** Latencies (ms) of page 1 of each case. */
export async function adminListLatencies(
  origin: string,
  sandbox: Sandbox,
): Promise<Record<AdminListCase, number[]>> {
  const token = await adminToken(sandbox);
  const once = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}/api/admin/articles?${query}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { items?: unknown[] };
    if (!response.ok || body.items?.length !== 25)
      throw new Error(`GET /api/admin/articles?${query} answered ${response.status}`);
    return performance.now() - started;
  };
  const result = {} as Record<AdminListCase, number[]>;
  for (const { name, query } of adminListCases) {
    for (let i = 0; i < warmUp; i += 1) await once(query);
    const times: number[] = [];
    for (let i = 0; i < samples; i += 1) times.push(await once(query));
    result[name] = times;
  }
  return result;
}

/** The rows of the admin lists: median and p95 at each size, and the ratio of the medians. */
export function adminListRows(
  measured: { total: number; latencies: Record<AdminListCase, number[]> }[],
): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const { name, query } of adminListCases) {
    const command = `GET /api/admin/articles?${query} page 1 (25 rows), ${samples} after ${warmUp} warm-up`;
    for (const { total, latencies } of measured) {
      rows.push(
        {
          section: 'scaling',
          figure: `admin list ${name} p1 median at ${total}`,
          value: round(median(latencies[name]), 2),
          unit: 'ms',
          command,
        },
        {
          section: 'scaling',
          figure: `admin list ${name} p1 p95 at ${total}`,
          value: round(percentile(latencies[name], 95), 2),
          unit: 'ms',
          target: { op: '<=', value: 300 },
          command,
        },
      );
    }
    const [small, large] = [measured[0], measured.at(-1)];
    if (small && large && small !== large) {
      rows.push({
        section: 'scaling',
        figure: `admin list ${name} p1 ratio ${large.total} / ${small.total}`,
        value: round(median(large.latencies[name]) / median(small.latencies[name]), 2),
        unit: 'x',
        target: { op: '<=', value: 1.2 },
        command,
      });
    }
  }
  return rows;
}
