import Papa from 'papaparse';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const requests: string[] = [];
const pages: Record<string, unknown> = {};

vi.mock('~/lib/admin-api', () => ({
  adminKeys: { all: ['admin'] },
  errorMessage: (error: unknown) => String(error),
  adminRequest: async (path: string) => {
    requests.push(path);
    const cursor = new URL(path, 'http://x').searchParams.get('cursor') ?? 'first';
    return pages[cursor];
  },
}));
vi.mock('~/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const { csvColumns, subscribersCsv } = await import('~/features/subscribers-admin/api/subscribers');

const counts = { confirmed: 1, pending: 1 };

beforeEach(() => {
  requests.length = 0;
  pages.first = {
    items: [
      {
        email: 'a@example.com',
        status: 'confirmed',
        created_at: '2025-01-01T00:00:00.000Z',
        confirmed_at: '2025-01-02T00:00:00.000Z',
      },
    ],
    nextCursor: 'c2',
    counts,
  };
  pages.c2 = {
    items: [
      { email: '=cmd@example.com', status: 'pending', created_at: '2025-01-03T00:00:00.000Z' },
    ],
    counts,
  };
});

describe('subscribersCsv', () => {
  it('walks every page of the filter and writes one row each, formulas defused', async () => {
    const csv = await subscribersCsv({ status: 'all', q: ' example ' });

    expect(requests).toEqual([
      '/api/admin/subscribers?status=all&q=example&limit=500',
      '/api/admin/subscribers?status=all&q=example&cursor=c2&limit=500',
    ]);
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]).toEqual([...csvColumns]);
    expect(rows.slice(1)).toEqual([
      ['a@example.com', 'confirmed', '2025-01-01T00:00:00.000Z', '2025-01-02T00:00:00.000Z'],
      ["'=cmd@example.com", 'pending', '2025-01-03T00:00:00.000Z', ''],
    ]);
  });
});
