import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  analyticsQuerySchema,
  resolveDateRange,
  isoDay,
  type AnalyticsQuery,
} from '@scp/shared/contracts/dashboard/analytics';
import { analytics, type AnalyticsDateRange } from '@scp/shared/contracts/dashboard/dashboard-constants';

export type RangeChoice = AnalyticsDateRange | 'custom';

/**
 * The range analytics shows, kept in the address (`?range=last_90_days`, or `?startDate=&endDate=`)
 * so a reload, a bookmark or a shared link shows the same days. An address the contract refuses, or
 * a start after the end, falls back to the default 30 days.
 */
export function useAnalyticsRange() {
  const [params, setParams] = useSearchParams();
  const query = useMemo((): AnalyticsQuery => {
    const parsed = analyticsQuerySchema.safeParse({
      range: params.get('range') ?? undefined,
      startDate: params.get('startDate') ?? undefined,
      endDate: params.get('endDate') ?? undefined,
    });
    if (!parsed.success || !resolveDateRange(parsed.data, isoDay(Date.now()))) {
      return { range: analytics.defaultDateRange, comparison: 'previous_period' };
    }
    const { startDate, endDate, range } = parsed.data;
    return startDate
      ? { startDate, ...(endDate ? { endDate } : {}), comparison: 'previous_period' }
      : { range: range ?? analytics.defaultDateRange, comparison: 'previous_period' };
  }, [params]);
  const choice: RangeChoice = query.startDate ? 'custom' : (query.range ?? analytics.defaultDateRange);
  return {
    query,
    choice,
    setRange: (range: AnalyticsDateRange) => setParams({ range }),
    setCustom: (startDate: string, endDate: string) => setParams({ startDate, endDate }),
  };
}
