/**
 * The analytics screen (DESIGN.md section 13): a day range, the totals, charts of views, sessions
 * and leads per day, and the breakdowns (top pages with their conversion, referrers, campaigns,
 * programmatic pages by keyword and industry, articles by category, devices, leads by kind). It
 * shows a loading, an empty and an error state; every chart has its table.
 */
import { useSearchParams } from 'react-router';
import { Card } from '~/components/ui/card';
import { LoadError } from '~/components/ui/load-error';
import { Skeleton } from '~/components/ui/skeleton';
import { campaignLabel } from '~/lib/lead-attribution';
import { formatConversion, formatCount } from '../analytics-format';
import { rangeFromParams, useAnalyticsReport } from '../api/analytics-report';
import {
  directReferrer,
  type AnalyticsDashboard as AnalyticsReport,
} from '@shared/schemas/analytics';
import { ChartCard } from './chart-card';
import { RangePicker } from './range-picker';
import { StatTable, type StatColumn } from './stat-table';

type Row<K extends keyof AnalyticsReport> = AnalyticsReport[K] extends readonly (infer R)[]
  ? R
  : never;

const count = <R,>(label: string, of: (row: R) => number): StatColumn<R> => ({
  label,
  numeric: true,
  cell: (row) => formatCount(of(row)),
});

const conversion = <R extends { conversion: number }>(): StatColumn<R> => ({
  label: 'Conversion',
  numeric: true,
  cell: (row) => formatConversion(row.conversion),
});

/** Views, sessions and leads: the counts every traffic breakdown shows. */
const traffic = <R extends { views: number; sessions: number; leads: number }>() => [
  count<R>('Views', (row) => row.views),
  count<R>('Sessions', (row) => row.sessions),
  count<R>('Leads', (row) => row.leads),
];

const pageColumns: StatColumn<Row<'topPages'>>[] = [
  {
    label: 'Page',
    cell: (row) => (
      <>
        {row.title ? <span className="block font-medium">{row.title}</span> : null}
        <span className="text-muted-foreground">{row.path}</span>
      </>
    ),
  },
  ...traffic(),
  conversion(),
];

const referrerColumns: StatColumn<Row<'referrers'>>[] = [
  { label: 'Referrer', cell: (row) => (row.domain === directReferrer ? 'Direct' : row.domain) },
  ...traffic(),
];

const campaignColumns: StatColumn<Row<'campaigns'>>[] = [
  { label: 'Source / medium / campaign', cell: campaignLabel },
  ...traffic(),
];

const programmaticColumns: StatColumn<Row<'programmatic'>>[] = [
  { label: 'Keyword', cell: (row) => row.keyword },
  { label: 'Industry', cell: (row) => row.industry },
  count('Views', (row) => row.views),
  count('Leads', (row) => row.leads),
  conversion(),
];

const categoryColumns: StatColumn<Row<'categories'>>[] = [
  { label: 'Category', cell: (row) => row.category },
  count('Views', (row) => row.views),
  count('Leads', (row) => row.leads),
];

const deviceColumns: StatColumn<Row<'devices'>>[] = [
  { label: 'Device', cell: (row) => row.device },
  count('Views', (row) => row.views),
];

const leadKindLabels: Record<string, string> = {
  contact: 'Contact form',
  newsletter: 'Newsletter sign-up',
  diagnostic: 'Diagnostic',
  schedule_call: 'Schedule a Call click',
};

const leadKindColumns: StatColumn<Row<'leadsByKind'>>[] = [
  { label: 'Kind', cell: (row) => leadKindLabels[row.kind] ?? row.kind },
  count('Leads', (row) => row.leads),
];

function Totals({ totals }: { totals: AnalyticsReport['totals'] }) {
  const items = [
    { label: 'Views', value: formatCount(totals.views) },
    { label: 'Sessions', value: formatCount(totals.sessions) },
    { label: 'Leads', value: formatCount(totals.leads) },
    { label: 'Conversion', value: formatConversion(totals.conversion), hint: 'leads per session' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <Card key={item.label} className="p-4">
          <dt className="text-sm font-medium text-muted-foreground">
            {item.label}
            {item.hint ? <span className="sr-only"> ({item.hint})</span> : null}
          </dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{item.value}</dd>
        </Card>
      ))}
    </dl>
  );
}

function Report({ report }: { report: AnalyticsReport }) {
  return (
    <div className="grid gap-6">
      <Totals totals={report.totals} />
      <div className="grid gap-6 xl:grid-cols-2">
        <ChartCard
          title="Views and sessions"
          data={report.series}
          series={[
            { key: 'views', label: 'Views', color: 'var(--chart-1)' },
            { key: 'sessions', label: 'Sessions', color: 'var(--chart-2)' },
          ]}
        />
        <ChartCard
          title="Leads"
          data={report.series}
          series={[{ key: 'leads', label: 'Leads', color: 'var(--chart-3)' }]}
        />
      </div>
      <StatTable
        title="Top pages"
        description="Conversion is leads per session that viewed the page."
        rows={report.topPages}
        columns={pageColumns}
        rowKey={(row) => row.path}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <StatTable
          title="Referrers"
          rows={report.referrers}
          columns={referrerColumns}
          rowKey={(row) => row.domain}
        />
        <StatTable
          title="Campaigns"
          rows={report.campaigns}
          columns={campaignColumns}
          rowKey={campaignLabel}
        />
      </div>
      <StatTable
        title="Programmatic pages"
        description="Landing pages by keyword and industry."
        rows={report.programmatic}
        columns={programmaticColumns}
        rowKey={(row) => row.path}
      />
      <div className="grid gap-6 xl:grid-cols-3">
        <StatTable
          title="Articles by category"
          rows={report.categories}
          columns={categoryColumns}
          rowKey={(row) => row.category}
        />
        <StatTable
          title="Devices"
          rows={report.devices}
          columns={deviceColumns}
          rowKey={(row) => row.device}
        />
        <StatTable
          title="Leads by kind"
          rows={report.leadsByKind}
          columns={leadKindColumns}
          rowKey={(row) => row.kind}
        />
      </div>
    </div>
  );
}

function Loading() {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading analytics">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-20" radius="xl" />
        ))}
      </div>
      <Skeleton className="h-80" radius="xl" />
    </div>
  );
}

/** Whether the range recorded nothing at all. */
function isEmptyReport(report: AnalyticsReport): boolean {
  return report.totals.views === 0 && report.totals.leads === 0;
}

export function AnalyticsDashboard() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const query = useAnalyticsReport(range);

  let body;
  if (query.isPending) {
    body = <Loading />;
  } else if (query.error && !query.data) {
    body = <LoadError what="The analytics" query={query} />;
  } else if (!query.data || isEmptyReport(query.data)) {
    body = (
      <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
        No visits recorded in this range.
      </p>
    );
  } else {
    body = <Report report={query.data} />;
  }

  return (
    <div className="grid gap-6">
      <RangePicker
        range={range}
        onPreset={(days) => setParams({ days: String(days) }, { replace: true })}
        onCustom={(from, to) => setParams({ from, to }, { replace: true })}
      />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {range.from} to {range.to} (UTC days)
      </p>
      <div aria-busy={query.isFetching}>{body}</div>
    </div>
  );
}
