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
  /** Marketing ROI: ad spend, ROAS and cost per order by platform and campaign. */
  analyticsRoi: `${analytics}/roi`,
  analyticsTab: (tab: string) => `${analytics}/${encodeURIComponent(tab)}` as const,
  analyticsTabPattern: `${analytics}/:tab`,
  /** The shop's catalogue with its stock and sales. */
  products: '/products',
  /** The owner's competitors beside their own accounts. */
  competitors: '/inspiration/competitors',
  /** Recent top posts of the competitors and of the hashtags followed. */
  inspirationFeed: '/inspiration/feed',
  /** What works in the owner's niche, from the competitors' snapshots. */
  intelligence: '/inspiration/intelligence',
} as const;
