import { lazy } from 'react';
import { matchPath, useLocation } from 'react-router';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { withAntdThemeBridge } from '@scp/shared/client/antd-theme-bridge';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';

// Analytics loads on its own visit: the dashboard's first visit does not carry it.
const AnalyticsPage = lazy(() =>
  import('./features/analytics/components/analytics-page').then((m) => ({ default: m.AnalyticsPage })),
);
// Products too: neither the dashboard nor analytics carries it.
const ProductsPage = lazy(() =>
  import('./features/products/components/products-page').then((m) => ({ default: m.ProductsPage })),
);
// And the competitors, on their own visit.
const CompetitorsPage = lazy(() =>
  import('./features/competitors/components/competitors-page').then((m) => ({ default: m.CompetitorsPage })),
);

/**
 * Exposed as `./routes`: the shell renders it for `/`, the analytics tabs
 * (`/analytics/overview`, `/analytics/deep-dive`, `/analytics/roi`), `/products` and
 * `/inspiration/competitors`. Matched absolutely, so it works whatever route element the shell wraps it in.
 */
function DashboardRoutes() {
  const { pathname } = useLocation();
  if (pathname === dashboardPaths.home) return <DashboardPage />;
  if (pathname === dashboardPaths.products) return <ProductsPage />;
  if (pathname === dashboardPaths.competitors) return <CompetitorsPage />;
  const analytics = matchPath({ path: dashboardPaths.analyticsTabPattern, end: true }, pathname);
  if (analytics) {
    const tab = analytics.params.tab;
    return <AnalyticsPage tab={tab === 'deep-dive' || tab === 'roi' ? tab : 'overview'} />;
  }
  return null;
}

export default withAntdThemeBridge(DashboardRoutes);
