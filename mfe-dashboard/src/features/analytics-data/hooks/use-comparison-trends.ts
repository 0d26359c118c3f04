import { useMemo } from 'react';
import { isoDay, type AnalyticsQuery, type TrendPoint } from '@scp/shared/contracts/dashboard/analytics';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { demoAnalytics } from '../lib/demo-dataset';
import { useGetAnalyticsQuery } from '@scp/shared/client/dashboard/analytics-api';

const span = dashboard.chartSpanDays;
/** The 30 days before the chart's 30 (the "Last period" line). */
const previousSpan: AnalyticsQuery = {
  startDate: `${2 * span - 1}daysAgo`,
  endDate: `${span}daysAgo`,
  comparison: 'none',
};

/** The daily series of the period before the Revenue Performance chart's, demo or the owner's own. */
export function useComparisonTrends(demo: boolean): TrendPoint[] {
  const { data } = useGetAnalyticsQuery(previousSpan, { skip: demo });
  return useMemo(
    () => (demo ? demoAnalytics(previousSpan, isoDay(Date.now())).trends : (data?.trends ?? [])),
    [demo, data],
  );
}
