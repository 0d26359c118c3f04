import { Area } from '@ant-design/charts';
import { formatCompact, formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { usePrefersReducedMotion } from '@scp/shared/client/use-prefers-reduced-motion';
import { useChartTheme } from '../lib/chart-theme';

export interface SeriesPoint {
  date: string;
  value: number;
  series: string;
}

/**
 * The area chart of a series over days, with an optional comparison series (the period
 * before, drawn on the same days). Loaded on its own (see lazy-charts.tsx): G2 stays off every
 * page that draws no chart.
 */
export default function RevenueAreaChart({
  data,
  height = 280,
  money = true,
}: {
  data: SeriesPoint[];
  height?: number;
  /** Values are USD (the default) or counts. */
  money?: boolean;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const chartTheme = useChartTheme();
  const axisValue = (value: number) => (money ? formatCurrency(value) : formatCompact(value));
  const tooltipValue = (value: number) =>
    money ? formatCurrency(value, { compact: false }) : Math.round(value).toLocaleString('en-US');
  return (
    <Area
      data={data}
      xField="date"
      yField="value"
      colorField="series"
      height={height}
      theme={chartTheme}
      autoFit
      stack={false}
      shapeField="smooth"
      style={{ fillOpacity: 0.2 }}
      line={{ style: { lineWidth: 2 } }}
      axis={{
        x: { labelAutoRotate: false, labelFormatter: (day: string) => day.slice(5) },
        y: { labelFormatter: axisValue },
      }}
      tooltip={{ items: [{ channel: 'y', valueFormatter: tooltipValue }] }}
      legend={{ color: { position: 'top', layout: { justifyContent: 'flex-end' } } }}
      {...(reducedMotion ? { animate: false } : {})}
    />
  );
}
