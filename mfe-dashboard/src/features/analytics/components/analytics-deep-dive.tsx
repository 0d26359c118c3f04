import { theme } from 'antd';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import {
  formatChange,
  formatCompact,
  formatCurrency,
  formatPercent,
} from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import { Panel } from '../../common/components/panel';
import { AreaChart } from '../../charts/components/lazy-charts';

const texts = dashboardTexts.analyticsScreen;
const columns = texts.columns;

/**
 * Analytics deep dive: each connected platform account with its figures, performance score, label
 * and advice; reach and engagement by day; the shop's days in a table (newest first).
 */
export function AnalyticsDeepDive({ summary }: { summary: AnalyticsSummary }) {
  const { token } = theme.useToken();
  const cell = { padding: '6px 8px', whiteSpace: 'nowrap' as const };
  const numeric = { ...cell, textAlign: 'right' as const };
  const social = summary.trends.flatMap((point) => [
    { date: point.date, value: point.reach, series: columns.reach },
    { date: point.date, value: point.engagement, series: columns.engagement },
  ]);
  const shopDays = summary.trends.filter((point) => point.orders > 0 || point.revenue > 0).reverse();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Panel title={texts.platformBreakdown}>
        {summary.platformBreakdown.length ? (
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={texts.platformBreakdown}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <caption style={visuallyHidden}>{texts.platformBreakdown}</caption>
              <thead>
                <tr style={{ textAlign: 'left', color: token.colorTextDescription }}>
                  <th scope="col" style={cell}>
                    {columns.platform}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.followers}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.growth}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.reach}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.engagement}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.engagementRate}
                  </th>
                  <th scope="col" style={cell}>
                    {columns.score}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.platformBreakdown.map((row) => (
                  <tr
                    key={`${row.platform}:${row.accountId}`}
                    style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}
                  >
                    <th scope="row" style={{ ...cell, textAlign: 'left', whiteSpace: 'normal' }}>
                      <span style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
                        <PlatformMark platform={row.platform} />
                        {platforms[row.platform].label}
                      </span>
                      {row.advice.length > 0 && (
                        <ul
                          style={{
                            margin: '4px 0 0',
                            paddingLeft: 18,
                            fontWeight: 400,
                            fontSize: token.fontSizeSM,
                            minWidth: 220,
                          }}
                        >
                          {row.advice.map((advice) => (
                            <li key={advice}>{advice}</li>
                          ))}
                        </ul>
                      )}
                    </th>
                    <td style={numeric}>{formatCompact(row.followers)}</td>
                    <td style={numeric}>{formatChange(row.followerGrowth) ?? '—'}</td>
                    <td style={numeric}>{formatCompact(row.reach)}</td>
                    <td style={numeric}>{formatCompact(row.engagement)}</td>
                    <td style={numeric}>{formatPercent(row.engagementRate)}</td>
                    <td style={cell}>
                      {Math.round(row.score)} · {row.label}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.noPlatforms}</p>
        )}
      </Panel>
      <Panel title={texts.socialTrend}>
        {social.some((point) => point.value > 0) ? (
          <AreaChart data={social} money={false} />
        ) : (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{texts.noPlatforms}</p>
        )}
      </Panel>
      <Panel title={texts.salesTrend}>
        {shopDays.length ? (
          <div style={{ maxHeight: 420, overflow: 'auto' }} tabIndex={0} role="region" aria-label={texts.salesTrend}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr style={{ textAlign: 'left', color: token.colorTextDescription }}>
                  <th scope="col" style={cell}>
                    {columns.date}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.revenue}
                  </th>
                  <th scope="col" style={numeric}>
                    {columns.orders}
                  </th>
                  <th scope="col" style={numeric}>
                    {dashboardTexts.dashboard.metrics.averageOrderValue}
                  </th>
                  <th scope="col" style={numeric}>
                    {dashboardTexts.dashboard.metrics.conversionRate}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shopDays.map((point) => (
                  <tr key={point.date} style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}>
                    <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 400 }}>
                      {point.date}
                    </th>
                    <td style={numeric}>{formatCurrency(point.revenue, { compact: false })}</td>
                    <td style={numeric}>{point.orders}</td>
                    <td style={numeric}>{formatCurrency(point.aov, { compact: false })}</td>
                    <td style={numeric}>{point.conversionRate === null ? '—' : formatPercent(point.conversionRate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p style={{ margin: 0, color: token.colorTextDescription }}>{dashboardTexts.dashboard.revenueChart.empty}</p>
        )}
      </Panel>
    </div>
  );
}
