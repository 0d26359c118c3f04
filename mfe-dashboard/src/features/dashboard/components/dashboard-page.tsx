import { Skeleton, theme } from 'antd';
import { useState } from 'react';
import { PlannedRemoteSlot } from '@scp/shared/client/planned-remote-slot';
import { PageContainer } from '@scp/shared/client/page-container';
import { useMediaQuery } from '@scp/shared/client/use-media-query';
import { layout } from '@scp/shared/contracts/app/app-constants';
import type { ChatContext } from '@scp/shared/contracts/assistant/assistant-api';
import { zeroedSummary, type AnalyticsQuery, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { TabList, TabPanel } from '@scp/shared/client/tab-list';

import { DemoNotice, DemoSwitch } from '../../analytics-data/components/demo-switch';
import { LoadError, NoDataYet } from '../../analytics-data/components/data-state';
import { useAnalyticsData } from '../../analytics-data/hooks/use-analytics-data';
import { useComparisonTrends } from '../../analytics-data/hooks/use-comparison-trends';
import { RecentActivity, WeeklyProgress } from './activity-panels';
import { DashboardHero } from './dashboard-hero';
import { EngagementTab } from './engagement-tab';
import { InsightsTab } from './insights-tab';
import { OverviewTab } from './overview-tab';
import { PerformanceTab } from './performance-tab';
import { QuickActions } from './quick-actions';
import { TopPosts } from './top-posts';

const texts = dashboardTexts.dashboard;

/**
 * What the Assistant Pro card opens the chat with (screens and routes): the page, its days, its KPIs, the
 * platforms and how many accounts are connected. Demo figures are never sent as the owner's.
 */
function chatContextOf(summary: AnalyticsSummary): ChatContext {
  const { kpis } = summary;
  return {
    page_type: 'dashboard',
    date_range: { start: summary.range.start, end: summary.range.end },
    kpis: {
      totalSales: kpis.totalSales,
      totalOrders: kpis.totalOrders,
      averageOrderValue: kpis.averageOrderValue,
      totalFollowers: kpis.totalFollowers,
      totalEngagements: kpis.totalEngagements,
      avgEngagementRate: kpis.avgEngagementRate,
      conversionRate: kpis.conversionRate,
    },
    platforms: summary.metadata.platforms,
    connected_count: summary.metadata.connectedAccounts,
  };
}
const DASHBOARD_QUERY: AnalyticsQuery = { range: 'last_30_days', comparison: 'previous_period' };
const tabs = [
  { key: 'overview', label: texts.tabs.overview },
  { key: 'performance', label: texts.tabs.performance },
  { key: 'engagement', label: texts.tabs.engagement },
  { key: 'insights', label: texts.tabs.aiInsights },
] as const;
type TabKey = (typeof tabs)[number]['key'];

/**
 * The dashboard (screens and routes): hero with the health ring, Quick Actions, the other areas' cards
 * (through planned slots), the four tabs with the Demo Data switch in their bar, and Recent Activity
 * with Weekly Progress beside them from 1440 px, underneath below that.
 */
export function DashboardPage() {
  const { token } = theme.useToken();
  const data = useAnalyticsData(DASHBOARD_QUERY, { poll: true });
  const previousTrends = useComparisonTrends(data.demo);
  const [tab, setTab] = useState<TabKey>('overview');
  const wide = useMediaQuery(`(min-width: ${layout.dashboardWideLayoutPx}px)`);

  const summary = data.summary ?? (data.error ? zeroedSummary(DASHBOARD_QUERY) : undefined);
  const noDataYet =
    !data.demo && data.summary && data.summary.metadata.platforms.length === 0 && data.summary.lastUpdated === null;

  const sidePanels = summary && (
    <>
      <RecentActivity summary={summary} />
      <WeeklyProgress summary={summary} demo={data.demo} />
    </>
  );

  return (
    <PageContainer title={dashboardTexts.screen.pageTitle} titleStyle="eyebrow">
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}>
        {data.demo && <DemoNotice />}
        {data.error && <LoadError message={data.error} onRetry={data.refetch} />}
        {summary && data.health ? (
          <DashboardHero summary={summary} health={data.health} />
        ) : (
          !data.error && <Skeleton active paragraph={{ rows: 4 }} aria-label={dashboardTexts.screen.loading} />
        )}
        {noDataYet && <NoDataYet />}
        <QuickActions />
        <PlannedRemoteSlot remote="responder" module="response-flow-card" fallback={null} />
        <PlannedRemoteSlot remote="responder" module="tasks-card" fallback={null} variant="embedded" />
        <PlannedRemoteSlot
          remote="assistant"
          module="assistant-card"
          fallback={null}
          context={summary && !data.demo ? chatContextOf(summary) : { page_type: 'dashboard' }}
        />
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: wide ? 'minmax(0, 1fr) 340px' : 'minmax(0, 1fr)',
            gap: token.marginLG,
            alignItems: 'start',
          }}
        >
          <section aria-label={dashboardTexts.screen.metricsLabel}>
            <TabList
              label={dashboardTexts.screen.metricsLabel}
              idPrefix="dashboard"
              tabs={tabs}
              active={tab}
              onChange={setTab}
              extra={<DemoSwitch on={data.demo} onChange={data.setDemo} />}
            />
            <TabPanel idPrefix="dashboard" tabKey={tab}>
              {!summary ? (
                <Skeleton active paragraph={{ rows: 6 }} />
              ) : tab === 'overview' ? (
                <OverviewTab summary={summary} previousTrends={data.error ? [] : previousTrends} />
              ) : tab === 'performance' ? (
                <PerformanceTab summary={summary} />
              ) : tab === 'engagement' ? (
                <>
                  <EngagementTab summary={summary} />
                  {!data.demo && <TopPosts />}
                </>
              ) : data.health ? (
                <InsightsTab summary={summary} health={data.health} />
              ) : (
                <p>{texts.noAiInsights}</p>
              )}
            </TabPanel>
          </section>
          {sidePanels && (
            <aside
              aria-label={dashboardTexts.screen.sidePanelsLabel}
              style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}
            >
              {sidePanels}
            </aside>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
