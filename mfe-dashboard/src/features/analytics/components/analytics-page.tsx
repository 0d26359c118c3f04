import { zeroedSummary } from '@scp/shared/contracts/dashboard/analytics';
import { Button, Skeleton, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { toErrorBody } from '@scp/shared/client/api';
import { PageContainer } from '@scp/shared/client/page-container';
import { useToast } from '@scp/shared/client/use-toast';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';

import { LoadError, NoDataYet } from '../../analytics-data/components/data-state';
import { DemoNotice, DemoSwitch } from '../../analytics-data/components/demo-switch';
import { useSyncAllMutation } from '@scp/shared/client/dashboard/analytics-api';
import { useAnalyticsData } from '../../analytics-data/hooks/use-analytics-data';
import { useAnalyticsRange } from '../hooks/use-analytics-range';
import { AnalyticsDeepDive } from './analytics-deep-dive';
import { AnalyticsOverview } from './analytics-overview';
import { CustomersSection } from './customers-section';
import { RangePicker } from './range-picker';
import { RoiSection } from '../../roi/components/roi-section';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';

const texts = dashboardTexts.analyticsScreen;
export type AnalyticsTab = 'overview' | 'deep-dive' | 'roi';
const tabOrder: AnalyticsTab[] = ['overview', 'deep-dive', 'roi'];

/**
 * Analytics (screens and routes: tabs overview and deep-dive, one address each): the range picker, the
 * Demo Data switch and Refresh (sync every account now) above the tab's figures.
 */
export function AnalyticsPage({ tab }: { tab: AnalyticsTab }) {
  const { token } = theme.useToken();
  const range = useAnalyticsRange();
  // The other tab keeps the range chosen here.
  const { search } = useLocation();
  const data = useAnalyticsData(range.query);
  const [syncAll, sync] = useSyncAllMutation();
  const toast = useToast();
  const summary = data.summary ?? (data.error ? zeroedSummary(range.query) : undefined);
  const noDataYet =
    !data.demo && data.summary && data.summary.metadata.platforms.length === 0 && data.summary.lastUpdated === null;

  const refresh = async () => {
    if (data.demo) return;
    try {
      await syncAll().unwrap();
      data.refetch();
    } catch (error) {
      // Not every failure is the owner's to fix; the spec's toast says to try again.
      if (toErrorBody(error).status !== 401) toast.error(dashboardTexts.analytics.refreshFailed);
    }
  };

  return (
    <PageContainer
      title={texts.titles[tab]}
      actions={
        <>
          <DemoSwitch on={data.demo} onChange={data.setDemo} />
          <Button onClick={() => void refresh()} loading={sync.isLoading} disabled={data.demo}>
            {dashboardTexts.screen.refresh}
          </Button>
        </>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}>
        <nav aria-label={texts.tabsLabel}>
          <ul
            style={{
              display: 'flex',
              gap: 4,
              listStyle: 'none',
              padding: 0,
              margin: 0,
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
          >
            {tabOrder.map((key) => (
              <li key={key}>
                <Link
                  to={{ pathname: dashboardPaths.analyticsTab(key), search }}
                  aria-current={key === tab ? 'page' : undefined}
                  style={{
                    display: 'inline-block',
                    padding: `${token.paddingXS}px ${token.padding}px`,
                    color: token.colorText,
                    fontWeight: key === tab ? 600 : 400,
                    boxShadow: key === tab ? `inset 0 -2px 0 ${token.colorPrimary}` : undefined,
                  }}
                >
                  {texts.tabs[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <RangePicker query={range.query} choice={range.choice} onRange={range.setRange} onCustom={range.setCustom} />
        {/* Marketing ROI shows the owner's own spend whatever the switch says: no sample-figures notice there. */}
        {data.demo && tab !== 'roi' && <DemoNotice />}
        {data.error && <LoadError message={data.error} onRetry={data.refetch} />}
        {noDataYet && <NoDataYet />}
        {/* The owner's own ad spend: the demo dataset has none, so Marketing ROI always reads theirs. */}
        {tab === 'roi' ? (
          <RoiSection query={range.query} />
        ) : !summary ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : tab === 'overview' ? (
          <AnalyticsOverview summary={summary} />
        ) : (
          <AnalyticsDeepDive summary={summary} />
        )}
        {/* The owner's own customers: the demo dataset has none to show. */}
        {tab === 'deep-dive' && !data.demo && <CustomersSection />}
      </div>
    </PageContainer>
  );
}
