import { theme } from 'antd';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatCompact, formatCurrency, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { MetricCard, MetricGrid } from '../../common/components/metric-card';
import { Panel } from '../../common/components/panel';
import { AreaChart } from '../../charts/components/lazy-charts';

const texts = dashboardTexts.analyticsScreen;
const vs = dashboardTexts.screen.vsPreviousPeriod;

/** Analytics overview: the KPIs of the range against the period before, sales by day, top products. */
export function AnalyticsOverview({ summary }: { summary: AnalyticsSummary }) {
  const { token } = theme.useToken();
  const { kpis, metrics } = summary;
  const hasSales = summary.trends.some((point) => point.revenue > 0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MetricGrid label={texts.kpisLabel} min={170}>
        <MetricCard
          label={texts.kpis.totalSales}
          value={formatCurrency(kpis.totalSales)}
          change={metrics.revenue.trend}
          changeLabel={vs}
        />
        <MetricCard
          label={texts.kpis.totalOrders}
          value={formatCompact(kpis.totalOrders)}
          change={metrics.orders.trend}
          changeLabel={vs}
        />
        <MetricCard
          label={texts.kpis.averageOrderValue}
          value={formatCurrency(kpis.averageOrderValue)}
          change={metrics.aov.trend}
          changeLabel={vs}
        />
        <MetricCard
          label={texts.kpis.conversionRate}
          value={kpis.conversionRate === null ? '—' : formatPercent(kpis.conversionRate)}
          change={metrics.conversionRate.trend}
          changeLabel={vs}
          note={kpis.conversionRate === null ? texts.conversionNeedsAnalytics : undefined}
        />
        <MetricCard label={texts.kpis.totalRevenue} value={formatCurrency(kpis.totalRevenue)} />
        <MetricCard label={texts.kpis.totalFollowers} value={formatCompact(kpis.totalFollowers)} />
        <MetricCard label={texts.kpis.avgEngagementRate} value={formatPercent(kpis.avgEngagementRate)} />
        <MetricCard label={texts.kpis.totalReach} value={formatCompact(kpis.totalReach)} />
        <MetricCard label={texts.kpis.totalImpressions} value={formatCompact(kpis.totalImpressions)} />
      </MetricGrid>
      <Panel title={texts.salesTrend}>
        {hasSales ? (
          <AreaChart
            data={summary.trends.map((point) => ({
              date: point.date,
              value: point.revenue,
              series: texts.columns.revenue,
            }))}
          />
        ) : (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{dashboardTexts.dashboard.revenueChart.empty}</p>
        )}
      </Panel>
      <Panel title={texts.topProducts}>
        {summary.topProducts.length ? (
          <table style={{ width: '100%', borderCollapse: 'collapse' }}>
            <caption style={visuallyHidden}>{texts.topProducts}</caption>
            <thead>
              <tr style={{ textAlign: 'left', color: token.colorTextDescription }}>
                <th scope="col" style={{ padding: 6 }}>
                  {texts.columns.rank}
                </th>
                <th scope="col" style={{ padding: 6 }}>
                  {texts.columns.product}
                </th>
                <th scope="col" style={{ padding: 6, textAlign: 'right' }}>
                  {texts.columns.sales}
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.topProducts.map((product) => (
                <tr key={product.rank} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                  <td style={{ padding: 6 }}>{product.rank}</td>
                  <td style={{ padding: 6 }}>{product.productTitle}</td>
                  <td style={{ padding: 6, textAlign: 'right' }}>
                    {formatCurrency(product.totalSales, { compact: false })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.noProducts}</p>
        )}
      </Panel>
    </div>
  );
}
