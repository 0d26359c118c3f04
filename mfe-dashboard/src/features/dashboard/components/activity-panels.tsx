import { theme } from 'antd';
import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { formatChange, formatCompact, formatCurrency } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { Panel } from '../../common/components/panel';
import { weeklyFigures } from '../lib/weekly-figures';
import { GoalsPanel } from './goals-panel';

const screen = dashboardTexts.screen;
const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Recent Activity (screens and routes): the spec shows static placeholder content here; this shows the
 * owner's own last days instead (sales and engagement per day, newest first) and the last sync.
 */
export function RecentActivity({ summary }: { summary: AnalyticsSummary }) {
  const { token } = theme.useToken();
  const days = summary.trends
    .filter((point) => point.orders > 0 || point.engagement > 0)
    .slice(-5)
    .reverse();
  return (
    <Panel title={dashboardTexts.dashboard.recentActivity} level={2}>
      {days.length === 0 ? (
        <p style={{ margin: 0, color: token.colorTextDescription }}>{screen.recentActivityEmpty}</p>
      ) : (
        <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 10 }}>
          {days.map((point) => (
            <li key={point.date}>
              <div style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
                {dayFormat.format(new Date(`${point.date}T00:00:00Z`))}
              </div>
              <div>
                {[
                  point.orders > 0 ? screen.dayActivity(point.orders, formatCurrency(point.revenue)) : null,
                  point.engagement > 0 ? screen.dayEngagement(formatCompact(point.engagement)) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </li>
          ))}
        </ol>
      )}
      {summary.lastUpdated && (
        <p style={{ margin: `${token.marginSM}px 0 0`, fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
          {screen.syncedAt(timeFormat.format(new Date(summary.lastUpdated)))}
        </p>
      )}
    </Panel>
  );
}

function ProgressRow({
  label,
  thisWeek,
  lastWeek,
  change,
}: {
  label: string;
  thisWeek: string;
  lastWeek: string;
  change: number | null;
}) {
  const { token } = theme.useToken();
  return (
    <li style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <strong>{label}</strong>
        <span
          style={{
            color:
              change === null || change === 0
                ? token.colorTextDescription
                : change > 0
                  ? token.colorSuccessText
                  : token.colorErrorText,
          }}
        >
          {formatChange(change) ?? '—'}
        </span>
      </div>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextDescription }}>
        {screen.thisWeek} {thisWeek} · {screen.lastWeek} {lastWeek}
      </div>
    </li>
  );
}

/**
 * Weekly Progress (screens and routes): this week against the one before, from the daily figures, and the
 * owner's goals against their targets.
 */
export function WeeklyProgress({ summary, demo }: { summary: AnalyticsSummary; demo: boolean }) {
  const weekly = weeklyFigures(summary.trends);
  const previous = weeklyFigures(summary.trends.slice(0, -7));
  return (
    <Panel title={dashboardTexts.dashboard.weeklyProgress} level={2}>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 12 }}>
        <ProgressRow
          label={dashboardTexts.dashboard.metrics.revenue}
          thisWeek={formatCurrency(weekly.revenue)}
          lastWeek={formatCurrency(previous.revenue)}
          change={weekly.revenueChange}
        />
        <ProgressRow
          label={dashboardTexts.analyticsScreen.columns.orders}
          thisWeek={formatCompact(weekly.orders)}
          lastWeek={formatCompact(previous.orders)}
          change={weekly.ordersChange}
        />
        <ProgressRow
          label={dashboardTexts.dashboard.engagements}
          thisWeek={formatCompact(weekly.engagements)}
          lastWeek={formatCompact(previous.engagements)}
          change={weekly.engagementChange}
        />
      </ul>
      <GoalsPanel summary={summary} demo={demo} />
    </Panel>
  );
}
