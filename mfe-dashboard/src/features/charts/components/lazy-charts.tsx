import { Skeleton } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import { ErrorBoundary } from '@scp/shared/client/error-boundary';

const RevenueAreaChart = lazy(() => import('./revenue-area-chart'));
const ShareDonutChart = lazy(() => import('./share-donut-chart'));

/**
 * The charts, each its own chunk: the page draws its text and figures first, a skeleton holds the
 * chart's place while G2 loads, and a chart that cannot load leaves the data table beside it
 * (every chart has one for screen readers and as the fallback).
 */
export function AreaChart(props: ComponentProps<typeof RevenueAreaChart>) {
  const height = props.height ?? 280;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <RevenueAreaChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function DonutChart(props: ComponentProps<typeof ShareDonutChart>) {
  const height = props.height ?? 240;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height }} />}>
        <ShareDonutChart {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
