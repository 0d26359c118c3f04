import { useEffect, useMemo, useRef } from 'react';
import { toErrorBody } from '@scp/shared/client/api';
import { useToast } from '@scp/shared/client/use-toast';
import { isoDay, type AnalyticsQuery, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboard } from '@scp/shared/contracts/dashboard/dashboard-constants';
import { dashboardTexts } from '@scp/shared/contracts/dashboard/dashboard-texts';
import type { HealthResponse } from '@scp/shared/contracts/dashboard/health';
import { analyticsHealthOf } from '@scp/shared/contracts/dashboard/analytics-computation';
import { demoAnalytics } from '../lib/demo-dataset';
import { useGetAnalyticsQuery, useGetHealthQuery } from '@scp/shared/client/dashboard/analytics-api';
import { useDemoData } from './use-demo-data';

export interface AnalyticsData {
  summary: AnalyticsSummary | undefined;
  health: HealthResponse | undefined;
  /** True while the first answer for this query is on its way. */
  loading: boolean;
  /** The service's failure, worded as the spec says (error catalogue), or null. */
  error: string | null;
  demo: boolean;
  setDemo: (on: boolean) => void;
  refetch: () => void;
}

/**
 * The figures a screen shows: the seeded demo dataset while Demo Data is on (no request is made, so
 * the two never mix), else the owner's own from the dashboard service, re-read every 5 minutes. A
 * failure is toasted once per failure and leaves the screen to show zeros and the reason.
 */
export function useAnalyticsData(query: AnalyticsQuery, { poll = false }: { poll?: boolean } = {}): AnalyticsData {
  const [demo, setDemo] = useDemoData();
  const options = { skip: demo, pollingInterval: poll ? dashboard.refreshIntervalMs : 0 };
  const analytics = useGetAnalyticsQuery(query, options);
  const health = useGetHealthQuery(query, options);
  const toast = useToast();

  const failure = analytics.error ?? health.error;
  const error = useMemo(() => {
    if (!failure) return null;
    const body = toErrorBody(failure);
    return dashboardTexts.analytics.serviceUnavailable(body.status ?? body.message);
  }, [failure]);
  // Once per failure: both reads failing together (or one after the other) is one toast.
  const failing = failure !== undefined;
  const wasFailing = useRef(false);
  useEffect(() => {
    if (failing && !wasFailing.current) toast.error(dashboardTexts.analytics.loadFailed);
    wasFailing.current = failing;
  }, [failing, toast]);

  const demoData = useMemo(() => {
    if (!demo) return undefined;
    // The demo's health is read from its figures by the model the service runs, never forced.
    const summary = demoAnalytics(query, isoDay(Date.now()));
    return { summary, health: analyticsHealthOf(summary) };
  }, [demo, query]);

  if (demoData) {
    return { ...demoData, loading: false, error: null, demo, setDemo, refetch: () => undefined };
  }
  return {
    summary: analytics.data,
    health: health.data,
    loading: analytics.isLoading || health.isLoading,
    error,
    demo,
    setDemo,
    refetch: () => {
      void analytics.refetch();
      void health.refetch();
    },
  };
}
