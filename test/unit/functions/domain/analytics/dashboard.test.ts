import { describe, expect, it } from 'vitest';
import type {
  ContentLookup,
  CounterReader,
  CounterRow,
  PathContent,
} from '@functions/domain/analytics/analytics-ports';
import { analyticsDashboard, pathStats } from '@functions/domain/analytics/dashboard';

const row = (
  day: string,
  dimension: CounterRow['dimension'],
  key: string,
  views: number,
  sessions: number,
  leads: number,
): CounterRow => ({ day, dimension, key, views, sessions, leads });

function reader(rows: CounterRow[]): CounterReader {
  return {
    rowsBetween: async (from, to) => rows.filter((item) => item.day >= from && item.day <= to),
    pathDays: async () => new Map([['/a', { views: 7, leads: 1 }]]),
  };
}

const known = new Map<string, PathContent>([
  ['/insights/x', { title: 'X', category: 'Strategy' }],
  ['/insights/y', { title: 'Y', category: 'Strategy' }],
  ['/solutions/fintech-crm', { title: 'CRM', keyword: 'crm', industry: 'fintech' }],
]);

const content: ContentLookup = {
  describe: async (paths) =>
    new Map(paths.flatMap((path) => (known.has(path) ? [[path, known.get(path)!] as const] : []))),
};

describe('analyticsDashboard', () => {
  it('sums the range, fills days without counters and ranks by views', async () => {
    const rows = [
      row('2026-11-01', 'total', '', 10, 4, 1),
      row('2026-11-03', 'total', '', 20, 6, 1),
      row('2026-11-01', 'path', '/insights/x', 6, 3, 1),
      row('2026-11-03', 'path', '/insights/y', 8, 4, 0),
      row('2026-11-03', 'path', '/solutions/fintech-crm', 12, 3, 1),
      row('2026-11-01', 'referrer', 'google.com', 10, 4, 0),
      row('2026-11-03', 'campaign', 'linkedin|social|q4', 5, 2, 1),
      row('2026-11-03', 'device', 'mobile', 20, 0, 0),
      row('2026-11-03', 'kind', 'contact', 0, 0, 2),
      row('2026-11-09', 'total', '', 99, 99, 99),
    ];

    const board = await analyticsDashboard(
      { counters: reader(rows), content },
      { from: '2026-11-01', to: '2026-11-03' },
    );

    expect(board.totals).toEqual({ views: 30, sessions: 10, leads: 2, conversion: 0.2 });
    expect(board.series.map((day) => [day.date, day.views])).toEqual([
      ['2026-11-01', 10],
      ['2026-11-02', 0],
      ['2026-11-03', 20],
    ]);
    expect(board.topPages.map((page) => page.path)).toEqual([
      '/solutions/fintech-crm',
      '/insights/y',
      '/insights/x',
    ]);
    expect(board.topPages[2]).toEqual({
      path: '/insights/x',
      title: 'X',
      views: 6,
      sessions: 3,
      leads: 1,
      conversion: 0.3333,
    });
    expect(board.campaigns).toEqual([
      { source: 'linkedin', medium: 'social', campaign: 'q4', views: 5, sessions: 2, leads: 1 },
    ]);
    expect(board.devices).toEqual([
      { device: 'mobile', views: 20 },
      { device: 'tablet', views: 0 },
      { device: 'desktop', views: 0 },
    ]);
    expect(board.leadsByKind.find((kind) => kind.kind === 'contact')?.leads).toBe(2);
    expect(board.programmatic).toEqual([
      {
        path: '/solutions/fintech-crm',
        keyword: 'crm',
        industry: 'fintech',
        views: 12,
        leads: 1,
        conversion: 0.3333,
      },
    ]);
    expect(board.categories).toEqual([{ category: 'Strategy', views: 14, leads: 1 }]);
  });
});

describe('the content lookup behind the dashboard', () => {
  it('asks only about article and solutions paths, most viewed first', async () => {
    const asked: string[][] = [];
    const rows = [
      row('2026-11-01', 'path', '/', 50, 20, 0),
      row('2026-11-01', 'path', 'other', 40, 10, 0),
      row('2026-11-01', 'path', '/insights/x', 6, 3, 1),
      row('2026-11-01', 'path', '/solutions/fintech-crm', 12, 3, 1),
    ];

    const board = await analyticsDashboard(
      {
        counters: reader(rows),
        content: {
          describe: async (paths) => {
            asked.push(paths);
            return content.describe(paths);
          },
        },
      },
      { from: '2026-11-01', to: '2026-11-01' },
    );

    expect(asked).toEqual([['/solutions/fintech-crm', '/insights/x']]);
    expect(board.topPages.find((page) => page.path === '/insights/x')?.title).toBe('X');
  });
});

describe('pathStats', () => {
  it('answers every path asked, zero for those without counters', async () => {
    const stats = await pathStats(reader([]), ['/a', '/b'], new Date('2026-11-27T10:00:00Z'));

    expect(stats).toEqual({
      paths: { '/a': { views: 7, leads: 1 }, '/b': { views: 0, leads: 0 } },
    });
  });
});
