import { theme } from 'antd';
import { visuallyHidden } from '@scp/shared/client/visually-hidden';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatCompact, formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { PlatformMark } from '@scp/shared/client/platform-mark';
import { MetricCard, MetricGrid } from '../../common/components/metric-card';
import { Panel } from '../../common/components/panel';
import { weeklyFigures } from '../lib/weekly-figures';
import { DonutChart } from '../../charts/components/lazy-charts';

const texts = dashboardTexts.dashboard.metrics;
const screen = dashboardTexts.screen;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Engagement (screens and routes): the share of engagement per platform, a row per platform, and Total
 * Reach, Total Engagement and Total Followers with their change over the last 7 days.
 */
export function EngagementTab({ summary }: { summary: AnalyticsSummary }) {
  const { token } = theme.useToken();
  const rows = summary.platformBreakdown;
  const totalEngagement = rows.reduce((sum, row) => sum + row.engagement, 0);
  const share = rows
    .filter((row) => row.engagement > 0)
    .map((row) => ({ label: platforms[row.platform].label, value: row.engagement }));
  const trends = summary.trends;
  const weekly = weeklyFigures(trends);
  const reachThisWeek = trends.slice(-7).reduce((sum, point) => sum + point.reach, 0);
  const reachLastWeek = trends.slice(-14, -7).reduce((sum, point) => sum + point.reach, 0);
  const reachChange = reachLastWeek > 0 ? round1(((reachThisWeek - reachLastWeek) / reachLastWeek) * 100) : null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MetricGrid label={dashboardTexts.dashboard.tabs.engagement}>
        <MetricCard
          label={texts.totalReach}
          value={formatCompact(summary.kpis.totalReach)}
          change={reachChange}
          changeLabel={screen.change7Days}
        />
        <MetricCard
          label={texts.totalEngagement}
          value={formatCompact(summary.kpis.totalEngagements)}
          change={weekly.engagementChange}
          changeLabel={screen.change7Days}
        />
        <MetricCard
          label={texts.totalFollowers}
          value={formatCompact(summary.kpis.totalFollowers)}
          change={weekly.followerGrowth}
          changeLabel={screen.change7Days}
        />
      </MetricGrid>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        <Panel title={screen.engagementShare} level={3}>
          {share.length ? (
            <>
              <DonutChart data={share} />
              <table style={visuallyHidden}>
                <caption>{screen.engagementShare}</caption>
                <tbody>
                  {share.map((slice) => (
                    <tr key={slice.label}>
                      <th scope="row">{slice.label}</th>
                      <td>{formatPercent((slice.value / totalEngagement) * 100)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          ) : (
            <p style={{ margin: 0, color: token.colorTextDescription }}>{dashboardTexts.analyticsScreen.noPlatforms}</p>
          )}
        </Panel>
        <Panel title={screen.platforms} level={3}>
          {rows.length ? (
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
              {rows.map((row) => (
                <li
                  key={`${row.platform}:${row.accountId}`}
                  aria-label={platforms[row.platform].label}
                  style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap' }}
                >
                  <span>
                    <strong style={{ display: 'inline-flex', alignItems: 'center', gap: token.marginXS }}>
                      <PlatformMark platform={row.platform} />
                      {platforms[row.platform].label}
                    </strong>
                    <br />
                    <span style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
                      {screen.followersCount(formatCompact(row.followers))} ·{' '}
                      {screen.engagementRate(formatPercent(row.engagementRate))}
                    </span>
                  </span>
                  <span style={{ fontWeight: 600 }}>
                    {Math.round(row.score)} · {row.label}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p style={{ margin: 0, color: token.colorTextDescription }}>{dashboardTexts.analyticsScreen.noPlatforms}</p>
          )}
        </Panel>
      </div>
    </div>
  );
}
