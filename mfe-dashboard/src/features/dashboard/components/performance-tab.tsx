import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { formatPercent } from '@scp/shared/contracts/dashboard/dashboard-format';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import { Panel } from '../../common/components/panel';
import { SegmentedBar } from '../../common/components/segmented-bar';

const { performanceBarMax: max, performanceBarSegments: segments } = dashboard;
const bars = dashboardTexts.screen.performanceBars;

/**
 * Performance (screens and routes): conversion rate (of 10 %), click-through rate (of 10 %) and return on
 * ad spend (of 5x), each in three segments. A rate the platforms do not give yet says so.
 */
export function PerformanceTab({ summary }: { summary: AnalyticsSummary }) {
  const conversion = summary.metrics.conversionRate.value;
  const roas = summary.metrics.roas.value;
  const clickThrough = summary.kpis.clickThroughRate;
  return (
    <Panel>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
        <SegmentedBar
          label={bars.conversionRate}
          value={conversion}
          max={max.conversionRate}
          segments={segments}
          display={conversion === null ? '—' : formatPercent(conversion)}
          maxDisplay={`${max.conversionRate}%`}
        />
        <SegmentedBar
          label={bars.clickThroughRate}
          value={clickThrough}
          max={max.clickThroughRate}
          segments={segments}
          display={clickThrough === null ? '—' : formatPercent(clickThrough)}
          maxDisplay={`${max.clickThroughRate}%`}
        />
        <SegmentedBar
          label={bars.returnOnAdSpend}
          value={roas}
          max={max.returnOnAdSpend}
          segments={segments}
          display={roas === null ? '—' : `${roas.toFixed(1)}x`}
          maxDisplay={`${max.returnOnAdSpend}x`}
        />
        {clickThrough === null && <p style={{ margin: 0 }}>{dashboardTexts.screen.noClickData}</p>}
        {summary.metrics.roas.adSpendEstimated && roas !== null && (
          <p style={{ margin: 0 }}>{dashboardTexts.screen.adSpendEstimated}</p>
        )}
      </div>
    </Panel>
  );
}
