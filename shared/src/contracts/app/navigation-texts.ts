/**
 * The app frame's words (screens and routes: Layout): the tab bar, the drawer and sidebar, the
 * inbox side panel's actions. Apart from app-texts.ts, which every first visit carries (/auth's
 * too), because only the signed-in frame and the responder's panel draw them.
 */
export const navigationTexts = {
  bottomTabs: { home: 'Home', studio: 'Studio', inspire: 'Inspire', analytics: 'Analytics' },
  drawer: {
    dashboard: 'Dashboard',
    studio: 'Studio',
    calendar: 'Calendar',
    analytics: 'Analytics',
    products: 'Products',
    // Not in the spec's list: every conversation with the shop's customers (issue 33).
    inbox: 'Inbox',
    inspiration: 'Inspiration',
    // Not in the spec's list: without it a phone had no way to Settings (issue 30.9).
    settings: 'Settings',
    signOut: 'Sign Out',
  },
  inbox: { loadMore: 'Load More', archive: 'Archive', viewDetails: 'View Details' },
} as const;
