import { Button } from 'antd';
import { type ComponentType, lazy, type LazyExoticComponent, type ReactNode, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '@scp/shared/client/error-boundary';
import { ResultView } from '@scp/shared/client/result-view';
import { appTexts } from '@scp/shared/contracts/app/app-texts';
import { LazyPageFallback } from '../errors/lazy-page-fallback';

type AnyProps = Record<string, unknown>;
const components = new Map<string, LazyExoticComponent<ComponentType<AnyProps>>>();

/** One lazy component per key; forgotten on failure so the next visit retries instead of replaying the error. */
function lazyOnce(key: string, load: () => Promise<{ default: ComponentType<AnyProps> }>) {
  let component = components.get(key);
  if (!component) {
    component = lazy(() =>
      load().catch((error: unknown) => {
        components.delete(key);
        throw error;
      }),
    );
    components.set(key, component);
  }
  return component;
}

/** What a page that failed shows: its words as an h1, and Refresh Page. */
export function RefreshFallback({
  status,
  title,
  description,
}: {
  status: 'warning' | 'error';
  title: string;
  description?: string;
}) {
  return (
    <ResultView
      status={status}
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{title}</h1>}
      subTitle={description}
      extra={<Button onClick={() => window.location.reload()}>{appTexts.shell.refreshPage}</Button>}
    />
  );
}

/**
 * Code loaded when its page is visited (a remote's routes, a page of the shell's own): the skeleton
 * while it loads, `fallback` if it cannot be loaded (an old tab after a release, a remote down) or
 * it throws; the layout and every other page keep working.
 */
export function LazyArea<Props extends AnyProps>({
  cacheKey,
  load,
  fallback,
  props,
}: {
  cacheKey: string;
  load: () => Promise<{ default: ComponentType<Props> }>;
  fallback: ReactNode;
  props?: Props;
}) {
  const { pathname } = useLocation();
  const Component = lazyOnce(cacheKey, load as () => Promise<{ default: ComponentType<AnyProps> }>);
  return (
    <ErrorBoundary
      fallback={fallback}
      resetKey={pathname}
      onError={(error) => console.error(`${cacheKey} failed`, error)}
    >
      <Suspense fallback={<LazyPageFallback />}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
