/**
 * The Views and Leads columns (last 30 days) of the admin lists of public content (articles,
 * programmatic pages): one read of GET /api/admin/analytics/paths?path=... (at most 50 paths) for
 * the published rows of the page on screen, and two cells per row. An unpublished row, a read in
 * flight or a failed read shows a dash: a list never waits for, or fails with, its counts.
 */
import { useQuery } from '@tanstack/react-query';
import {
  maxPathStatsPaths,
  pathStatsSchema,
  type PathStats as PathStatsAnswer,
} from '@shared/schemas/analytics';
import { TableCell, TableHead } from '~/components/ui/table';
import { adminKeys, adminRequest } from '~/lib/admin-api';

/** Each asked path's views and leads over the last 30 days. */
type PathStats = PathStatsAnswer['paths'];

/** The query string asking for `paths`: each once, sorted, so one page of a list is one key. */
export function pathStatsQuery(paths: readonly (string | undefined)[]): string {
  const wanted = [...new Set(paths.filter((path) => path !== undefined))].sort();
  const params = new URLSearchParams();
  for (const path of wanted.slice(0, maxPathStatsPaths)) params.append('path', path);
  return params.toString();
}

/** Counts of the public paths of the rows on screen (undefined: a row that is not public). */
export function usePathStats(paths: readonly (string | undefined)[]): PathStats | undefined {
  const query = pathStatsQuery(paths);
  return useQuery({
    queryKey: [...adminKeys.all, 'analytics', 'paths', query],
    queryFn: ({ signal }) =>
      adminRequest(`/api/admin/analytics/paths?${query}`, { schema: pathStatsSchema, signal }),
    enabled: query !== '',
    // Thirty-day counts move slowly; paging back and forth need not read them again.
    staleTime: 5 * 60 * 1000,
    retry: 1,
  }).data?.paths;
}

/** The two column heads. */
export function PathStatHeads() {
  return (
    <>
      <TableHead align="right" title="Last 30 days">
        Views<span className="sr-only"> (last 30 days)</span>
      </TableHead>
      <TableHead align="right" title="Last 30 days">
        Leads<span className="sr-only"> (last 30 days)</span>
      </TableHead>
    </>
  );
}

/** A row's two cells; `path` is its public path, undefined while it is not public. */
export function PathStatCells({ stats, path }: { stats: PathStats | undefined; path?: string }) {
  const counts = path && stats ? (stats[path] ?? { views: 0, leads: 0 }) : undefined;
  const cell = (label: string, value: number | undefined) => (
    <TableCell label={label} className="text-right tabular-nums">
      {value === undefined ? (
        <span className="text-muted-foreground">
          <span aria-hidden="true">–</span>
          <span className="sr-only">Not counted</span>
        </span>
      ) : (
        value.toLocaleString('en-GB')
      )}
    </TableCell>
  );
  return (
    <>
      {cell('Views (30 days)', counts?.views)}
      {cell('Leads (30 days)', counts?.leads)}
    </>
  );
}
