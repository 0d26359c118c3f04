import { Button, Skeleton, theme } from 'antd';
import { useEffect, useRef } from 'react';
import {
  analyticsApi,
  useGetAnalyticsQuery,
  useGetHealthQuery,
  useSyncAllMutation,
} from '@scp/shared/client/dashboard/analytics-api';
import type { AnalyticsQuery } from '@scp/shared/contracts/dashboard/analytics';
import {
  formatCompact,
  formatCurrency,
  formatPercent,
  healthStatusLabelOf,
} from '@scp/shared/contracts/dashboard/dashboard-format';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { StatTile } from '@scp/shared/client/stat-tile';
import { useGetGoalsQuery } from '@scp/shared/client/onboarding/goals-api';
import { StepFrame } from './step-frame';

const texts = onboardingTexts.screen.report;
const LAST_30_DAYS: AnalyticsQuery = { range: 'last_30_days', comparison: 'previous_period' };
/** How often the report reads its figures again while the first sync is still running. */
export const FIRST_SYNC_POLL_MS = 3000;

/**
 * Step 5 (screens and routes): the first insights report, from what the owner just connected (the
 * dashboard's own figures of the last 30 days, its health score and top tips, and the goals just set).
 * With nothing connected it says what connecting would unlock; nothing in it is invented.
 */
export function ReportStep({ onDone }: { onDone: () => void }) {
  const { token } = theme.useToken();
  // Until the accounts connected a moment ago have synced once, the figures are those of a sync
  // under way (a shop's revenue still $0): the report says the sync is running and reads them again
  // until one has finished. The sync asked for here may outlast its request (answered 'running') or
  // run beside the one the connection started, so its answer alone does not say the figures are
  // complete; only one in which every account failed ends the wait (the figures then are all there is).
  const [syncAll, sync] = useSyncAllMutation();
  const read = analyticsApi.endpoints.getAnalytics.useQueryState(LAST_30_DAYS);
  const firstSyncPending = (read.data?.metadata.platforms.length ?? 0) > 0 && read.data?.lastUpdated === null;
  const syncFailed =
    sync.data?.state === 'completed' && sync.data.accounts.every((account) => account.lastSuccessAt === null);
  const waitingForSync = firstSyncPending && !syncFailed;
  const polling = { pollingInterval: waitingForSync ? FIRST_SYNC_POLL_MS : 0 };
  const summary = useGetAnalyticsQuery(LAST_30_DAYS, polling);
  const health = useGetHealthQuery(LAST_30_DAYS, polling);
  const goals = useGetGoalsQuery();
  const asked = useRef(false);
  const data = summary.data;
  const connected = data?.metadata.platforms ?? [];

  // Accounts connected a moment ago may not have synced yet: one sync now, while the owner reads.
  useEffect(() => {
    if (!firstSyncPending || asked.current) return;
    asked.current = true;
    void syncAll()
      .unwrap()
      .catch(() => undefined);
  }, [firstSyncPending, syncAll]);

  const footer = (
    <>
      <span />
      <Button type="primary" size="large" onClick={onDone}>
        {onboardingTexts.onboarding.goToDashboard}
      </Button>
    </>
  );

  if (summary.isLoading || health.isLoading || sync.isLoading || waitingForSync) {
    return (
      <StepFrame title={texts.title} intro={texts.loading} footer={footer}>
        {(sync.isLoading || waitingForSync) && (
          <p role="status" style={{ margin: 0 }}>
            {texts.syncing}
          </p>
        )}
        <Skeleton active paragraph={{ rows: 4 }} />
      </StepFrame>
    );
  }

  if (!data || connected.length === 0) {
    return (
      <StepFrame title={texts.title} intro={texts.nothingConnected} footer={footer}>
        <ul style={{ margin: 0, paddingLeft: 20, display: 'grid', gap: token.marginXS }}>
          {texts.unlock.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </StepFrame>
    );
  }

  const { kpis } = data;
  const reading = health.data?.reading;
  const activeGoals = (goals.data?.goals ?? []).filter((goal) => goal.active);
  return (
    <StepFrame
      title={texts.title}
      intro={texts.fromAccounts(connected.map((key) => platforms[key].label).join(', '))}
      footer={footer}
    >
      <ul
        aria-label={texts.title}
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
          gap: token.marginSM,
          padding: 0,
          margin: 0,
        }}
      >
        {data.metadata.shopConnected && <StatTile label={texts.revenue} value={formatCurrency(kpis.totalSales)} />}
        {data.metadata.shopConnected && <StatTile label={texts.orders} value={formatCompact(kpis.totalOrders)} />}
        {kpis.totalFollowers > 0 && <StatTile label={texts.followers} value={formatCompact(kpis.totalFollowers)} />}
        {kpis.totalFollowers > 0 && (
          <StatTile label={texts.engagementRate} value={formatPercent(kpis.avgEngagementRate)} />
        )}
        {reading && (
          <StatTile
            label={texts.healthScore}
            value={`${Math.round(reading.score)} · ${healthStatusLabelOf(reading.score)}`}
          />
        )}
      </ul>
      {reading && reading.tips.length > 0 && (
        <section aria-label={texts.topTips}>
          <strong>{texts.topTips}</strong>
          <ul style={{ margin: `${token.marginXS}px 0 0`, paddingLeft: 20 }}>
            {reading.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </section>
      )}
      {activeGoals.length > 0 && (
        <section aria-label={texts.goals}>
          <strong>{texts.goals}</strong>
          <ul style={{ margin: `${token.marginXS}px 0 0`, paddingLeft: 20 }}>
            {activeGoals.map((goal) => {
              const target =
                goal.metric === 'engagement_rate'
                  ? formatPercent(goal.target)
                  : goal.metric === 'revenue'
                    ? formatCurrency(goal.target, { compact: false })
                    : Math.round(goal.target).toLocaleString('en-US');
              return <li key={goal.id}>{texts.goalLine(goal.title, target, goal.periodDays)}</li>;
            })}
          </ul>
        </section>
      )}
    </StepFrame>
  );
}
