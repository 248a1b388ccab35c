/**
 * The Views and Leads columns of the admin content lists: one query string per page of rows
 * (each public path once, sorted, at most 50), and cells that show the counts, zero for a path
 * the answer does not name, and a dash for a row that is not public or whose counts are not in.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PathStatCells, pathStatsQuery } from '~/components/lists/path-stats';

function cells(stats: Parameters<typeof PathStatCells>[0]['stats'], path?: string) {
  const html = renderToStaticMarkup(
    createElement(
      'table',
      null,
      createElement(
        'tbody',
        null,
        createElement('tr', null, createElement(PathStatCells, { stats, path })),
      ),
    ),
  );
  return [...html.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((match) =>
    match[1]!.replace(/<[^>]+>/g, ''),
  );
}

describe('the path counts of a list page', () => {
  it('asks for each public path once, sorted, leaving out rows that are not public', () => {
    const query = pathStatsQuery(['/insights/b', undefined, '/insights/a', '/insights/b']);

    expect(new URLSearchParams(query).getAll('path')).toEqual(['/insights/a', '/insights/b']);
  });

  it('asks for at most 50 paths', () => {
    const paths = Array.from(
      { length: 60 },
      (_, index) => `/insights/${String(index).padStart(2, '0')}`,
    );

    expect(new URLSearchParams(pathStatsQuery(paths)).getAll('path')).toHaveLength(50);
  });

  it('shows a row its views and leads, and zero for a path the answer leaves out', () => {
    const stats = { '/insights/a': { views: 1234, leads: 3 } };

    expect(cells(stats, '/insights/a')).toEqual(['1,234', '3']);
    expect(cells(stats, '/insights/b')).toEqual(['0', '0']);
  });

  it('shows a dash for a row that is not public or while the counts are not in', () => {
    expect(cells({ '/insights/a': { views: 1, leads: 1 } }, undefined)).toEqual([
      '–Not counted',
      '–Not counted',
    ]);
    expect(cells(undefined, '/insights/a')).toEqual(['–Not counted', '–Not counted']);
  });
});
