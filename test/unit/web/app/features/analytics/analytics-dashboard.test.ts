/**
 * The analytics screen (DESIGN.md section 13) in each state, rendered from a seeded query cache:
 * the report's totals and breakdown tables, each chart's table for screen readers, the empty range
 * and a failed read; and the day range read from the URL.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { adminKeys } from '~/lib/admin-api';
import { rangeFromParams } from '~/features/analytics/api/analytics-report';
import type { AnalyticsDashboard as AnalyticsReport } from '@shared/schemas/analytics';
import { AnalyticsDashboard } from '~/features/analytics/components/analytics-dashboard';

const from = '2026-06-01';
const to = '2026-06-03';
const key = [...adminKeys.all, 'analytics', from, to];

const report: AnalyticsReport = {
  from,
  to,
  totals: { views: 120, sessions: 40, leads: 2, conversion: 0.05 },
  series: [
    { date: '2026-06-01', views: 50, sessions: 20, leads: 1 },
    { date: '2026-06-02', views: 40, sessions: 12, leads: 0 },
    { date: '2026-06-03', views: 30, sessions: 8, leads: 1 },
  ],
  topPages: [
    {
      path: '/insights/pricing-power',
      title: 'Pricing power',
      views: 60,
      sessions: 20,
      leads: 1,
      conversion: 0.05,
    },
  ],
  referrers: [
    { domain: 'linkedin.com', views: 30, sessions: 10, leads: 1 },
    { domain: 'direct', views: 20, sessions: 8, leads: 0 },
  ],
  campaigns: [
    { source: 'news', medium: 'email', campaign: 'june', views: 12, sessions: 4, leads: 1 },
  ],
  devices: [{ device: 'mobile', views: 70 }],
  leadsByKind: [{ kind: 'schedule_call', leads: 1 }],
  programmatic: [
    {
      path: '/solutions/pricing-saas',
      keyword: 'Pricing',
      industry: 'SaaS',
      views: 9,
      leads: 1,
      conversion: 0.25,
    },
  ],
  categories: [{ category: 'Strategy', views: 60, leads: 1 }],
};

function render(
  prepare: (client: QueryClient) => void,
  url = `/admin/analytics?from=${from}&to=${to}`,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  prepare(client);
  return renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client },
      createElement(MemoryRouter, { initialEntries: [url] }, createElement(AnalyticsDashboard)),
    ),
  );
}

describe('the analytics screen', () => {
  it('shows the totals and every breakdown of the range', () => {
    const html = render((client) => client.setQueryData(key, report));

    expect(html).toContain('2026-06-01 to 2026-06-03');
    expect(html).toMatch(/Views<\/dt><dd[^>]*>120</);
    expect(html).toMatch(/Conversion.*?<dd[^>]*>5\.0%</);
    expect(html).toContain('/insights/pricing-power');
    expect(html).toContain('linkedin.com');
    // Visits without a referrer, as the server names them.
    expect(html).toMatch(/<td[^>]*>Direct<\/td>/);
    expect(html).toContain('news / email / june');
    expect(html).toContain('Schedule a Call click');
    // The programmatic table: keyword x industry with its conversion.
    expect(html).toMatch(
      /Pricing<\/td><td[^>]*>SaaS<\/td><td[^>]*>9<\/td><td[^>]*>1<\/td><td[^>]*>25\.0%/,
    );
    expect(html).toContain('Strategy');
  });

  it('gives each chart a table of its days for screen readers', () => {
    const html = render((client) => client.setQueryData(key, report));

    expect(html).toContain('<caption class="sr-only">Views and sessions, by day</caption>');
    expect(html).toContain('<caption class="sr-only">Leads, by day</caption>');
    expect(html).toMatch(/2 Jun 2026<\/th><td[^>]*>40<\/td><td[^>]*>12<\/td>/);
    expect(html).toContain('aria-pressed="false"');
  });

  it('says so when the range recorded no visit', () => {
    const empty: AnalyticsReport = {
      ...report,
      totals: { views: 0, sessions: 0, leads: 0, conversion: 0 },
      series: [],
      topPages: [],
    };
    const html = render((client) => client.setQueryData(key, empty));

    expect(html).toContain('No visits recorded in this range.');
    expect(html).not.toContain('Top pages');
  });

  it('shows the failure with Try Again when the read failed', () => {
    const html = render((client) => {
      client
        .getQueryCache()
        .build(client, { queryKey: key })
        .setState({
          status: 'error',
          error: new Error('The service is unavailable.'),
          fetchStatus: 'idle',
        });
    });

    expect(html).toContain('The analytics could not be loaded.');
    expect(html).toContain('The service is unavailable.');
    expect(html).toContain('Try Again');
  });

  it('shows a loading state before the first answer', () => {
    const html = render(() => undefined);

    expect(html).toContain('aria-label="Loading analytics"');
  });
});

describe('the day range of the URL', () => {
  const today = new Date('2026-06-30T15:00:00Z');

  it('is the last 30 days by default and each preset ends today', () => {
    expect(rangeFromParams(new URLSearchParams(), today)).toEqual({
      from: '2026-06-01',
      to: '2026-06-30',
      preset: 30,
    });
    expect(rangeFromParams(new URLSearchParams('days=7'), today)).toMatchObject({
      from: '2026-06-24',
      preset: 7,
    });
    expect(rangeFromParams(new URLSearchParams('days=90'), today).from).toBe('2026-04-02');
  });

  it('takes a custom from/to, and falls back for a backwards, impossible or too long one', () => {
    expect(rangeFromParams(new URLSearchParams('from=2026-05-01&to=2026-05-10'), today)).toEqual({
      from: '2026-05-01',
      to: '2026-05-10',
      preset: 'custom',
    });
    for (const query of [
      'from=2026-05-10&to=2026-05-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2024-01-01&to=2026-01-01',
      'days=12',
    ]) {
      expect(rangeFromParams(new URLSearchParams(query), today).preset).toBe(30);
    }
  });
});
