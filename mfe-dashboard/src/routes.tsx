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
// The inspiration feed and the niche's intelligence, each on its own visit.
const InspirationFeedPage = lazy(() =>
  import('./features/inspiration-feed/components/inspiration-feed-page').then((m) => ({
    default: m.InspirationFeedPage,
  })),
);
const IntelligencePage = lazy(() =>
  import('./features/intelligence/components/intelligence-page').then((m) => ({ default: m.IntelligencePage })),
);

/**
 * Exposed as `./routes`: the shell renders it for `/`, the analytics tabs
 * (`/analytics/overview`, `/analytics/deep-dive`, `/analytics/roi`), `/products`,
 * `/inspiration/competitors`, `/inspiration/feed` and `/inspiration/intelligence`. Matched absolutely, so it works whatever route element the shell wraps it in.
 */
function DashboardRoutes() {
  const { pathname } = useLocation();
  if (pathname === dashboardPaths.home) return <DashboardPage />;
  if (pathname === dashboardPaths.products) return <ProductsPage />;
  if (pathname === dashboardPaths.competitors) return <CompetitorsPage />;
  if (pathname === dashboardPaths.inspirationFeed) return <InspirationFeedPage />;
  if (pathname === dashboardPaths.intelligence) return <IntelligencePage />;
  const analytics = matchPath({ path: dashboardPaths.analyticsTabPattern, end: true }, pathname);
  if (analytics) {
    const tab = analytics.params.tab;
    return <AnalyticsPage tab={tab === 'deep-dive' || tab === 'roi' ? tab : 'overview'} />;
  }
  return null;
}

export default withAntdThemeBridge(DashboardRoutes);
