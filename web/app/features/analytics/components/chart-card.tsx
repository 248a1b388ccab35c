/**
 * A chart with its numbers: the chart (loaded lazily with Recharts) for sighted users, and the
 * same data as a table, which screen readers always get and anyone can switch to with "Show
 * table" (keyboard users included: the chart itself takes no focus).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Skeleton } from '~/components/ui/skeleton';
import { formatCount } from '../analytics-format';
import type { TrendSeries } from './trend-chart';

const TrendChart = lazy(() => import('./trend-chart'));

interface ChartCardProps {
  title: string;
  data: readonly { date: string; [key: string]: string | number }[];
  series: readonly TrendSeries[];
}

function dayLabel(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function ChartCard({ title, data, series }: ChartCardProps) {
  const [asTable, setAsTable] = useState(false);
  const tableId = useId();
  const table = (
    <table id={tableId} className={asTable ? 'w-full text-sm' : 'sr-only'}>
      <caption className="sr-only">{title}, by day</caption>
      <thead>
        <tr className="border-b text-muted-foreground">
          <th scope="col" className="py-2 text-left font-medium">
            Date
          </th>
          {series.map((line) => (
            <th key={line.key} scope="col" className="py-2 text-right font-medium">
              {line.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.map((row) => (
          <tr key={row.date} className="border-b last:border-0">
            <th scope="row" className="py-1.5 text-left font-normal whitespace-nowrap">
              {dayLabel(row.date)}
            </th>
            {series.map((line) => (
              <td key={line.key} className="py-1.5 text-right tabular-nums">
                {formatCount(Number(row[line.key] ?? 0))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle as="h2" size="sm">
            {title}
          </CardTitle>
          <Button
            variant="outline"
            size="sm"
            aria-pressed={asTable}
            aria-controls={tableId}
            onClick={() => setAsTable(!asTable)}
          >
            {asTable ? 'Show chart' : 'Show table'}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {asTable ? (
          <div className="max-h-80 overflow-y-auto">{table}</div>
        ) : (
          <>
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <TrendChart data={data} series={series} xKey="date" />
            </Suspense>
            {table}
          </>
        )}
      </CardContent>
    </Card>
  );
}
