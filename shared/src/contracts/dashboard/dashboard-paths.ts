// The shell's route table and mfe-dashboard read these, so the dashboard's and the analytics
// tabs' paths are written once (screens and routes: route table).

const analytics = '/analytics';

export const dashboardPaths = {
  /** The dashboard, the signed-in owner's home. */
  home: '/',
  /** The analytics area's index: it redirects to the overview tab. */
  analytics,
  analyticsOverview: `${analytics}/overview`,
  analyticsDeepDive: `${analytics}/deep-dive`,
  analyticsTab: (tab: string) => `${analytics}/${encodeURIComponent(tab)}` as const,
  analyticsTabPattern: `${analytics}/:tab`,
  /** The shop's catalogue with its stock and sales. */
  products: '/products',
} as const;
