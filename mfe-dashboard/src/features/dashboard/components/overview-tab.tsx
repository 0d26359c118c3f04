import type { AnalyticsSummary, TrendPoint } from '@scp/shared/contracts/dashboard/analytics';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { MetricCard, MetricGrid } from '../../common/components/metric-card';
import { averageOfLast } from '../lib/weekly-figures';
import { RevenuePerformance } from './revenue-performance';

const texts = dashboardTexts.dashboard.metrics;
const screen = dashboardTexts.screen;

const lastPoints = (trends: TrendPoint[], pick: (point: TrendPoint) => number | null) =>
  trends.slice(-dashboard.sparklinePoints).map((point) => pick(point) ?? 0);
const known = (values: Array<number | null>) => values.filter((value): value is number => value !== null);

/** Overview (screens and routes): the revenue chart with the last period, and the four shop KPIs. */
export function OverviewTab({ summary, previousTrends }: { summary: AnalyticsSummary; previousTrends: TrendPoint[] }) {
  const { metrics, trends } = summary;
  const span = dashboard.chartSpanDays;
  const averageOf = (pick: (point: TrendPoint) => number | null) => averageOfLast(known(trends.map(pick)), span);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <RevenuePerformance current={trends.slice(-span)} previous={previousTrends.slice(-span)} />
      <MetricGrid label={dashboardTexts.dashboard.tabs.overview}>
        <MetricCard
          label={texts.revenue}
          value={formatCurrency(metrics.revenue.value)}
          change={metrics.revenue.trend}
          changeLabel={screen.vsPreviousPeriod}
          sparkline={lastPoints(trends, (point) => point.revenue)}
          note={screen.averageOf30Days(formatCurrency(averageOf((point) => point.revenue)))}
        />
        <MetricCard
          label={texts.roas}
          value={metrics.roas.value === null ? '—' : `${metrics.roas.value.toFixed(1)}x`}
          change={metrics.roas.trend}
          changeLabel={screen.vsPreviousPeriod}
          sparkline={lastPoints(trends, (point) => point.roas)}
          note={metrics.roas.adSpendEstimated ? screen.adSpendEstimated : undefined}
        />
        <MetricCard
          label={texts.conversionRate}
          value={metrics.conversionRate.value === null ? '—' : formatPercent(metrics.conversionRate.value)}
          change={metrics.conversionRate.trend}
          changeLabel={screen.vsPreviousPeriod}
          sparkline={lastPoints(trends, (point) => point.conversionRate)}
          note={
            metrics.conversionRate.value === null
              ? dashboardTexts.analyticsScreen.conversionNeedsAnalytics
              : screen.averageOf30Days(formatPercent(averageOf((point) => point.conversionRate)))
          }
        />
        <MetricCard
          label={texts.averageOrderValue}
          value={formatCurrency(metrics.aov.value)}
          change={metrics.aov.trend}
          changeLabel={screen.vsPreviousPeriod}
          sparkline={lastPoints(trends, (point) => point.aov)}
          note={screen.averageOf30Days(formatCurrency(averageOf((point) => (point.orders > 0 ? point.aov : null))))}
        />
      </MetricGrid>
    </div>
  );
}
