/**
 * A line chart of daily counts (Recharts, as shadcn's chart patterns use it), drawn in the theme's
 * chart colours so it follows dark mode. Loaded lazily by the analytics screen only: Recharts
 * never reaches a public page or another admin screen. The chart is a picture for sighted users;
 * the same numbers are a table beside it (ChartCard), so it is hidden from screen readers.
 */
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface TrendSeries {
  key: string;
  label: string;
  /** A CSS colour, normally one of the theme's `--chart-N` variables. */
  color: string;
}

interface TrendChartProps {
  data: readonly Record<string, string | number>[];
  series: readonly TrendSeries[];
  /** The data's date key, an ISO day. */
  xKey: string;
}

const axisTick = { fill: 'var(--muted-foreground)', fontSize: 12 };

function shortDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
}

export default function TrendChart({ data, series, xKey }: TrendChartProps) {
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart
          data={[...data]}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
          // Hidden from assistive technology (the table carries the numbers), so it takes no focus.
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="var(--border)" vertical={false} />
          <XAxis
            dataKey={xKey}
            tickFormatter={shortDay}
            tick={axisTick}
            tickLine={false}
            axisLine={false}
            minTickGap={24}
          />
          <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} />
          <Tooltip
            labelFormatter={(label) => shortDay(String(label))}
            contentStyle={{
              background: 'var(--popover)',
              border: '1px solid var(--border)',
              borderRadius: 'var(--radius)',
              color: 'var(--popover-foreground)',
            }}
          />
          <Legend wrapperStyle={{ color: 'var(--foreground)', fontSize: 12 }} />
          {series.map((line) => (
            <Line
              key={line.key}
              type="monotone"
              dataKey={line.key}
              name={line.label}
              stroke={line.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </div>
  );
}
