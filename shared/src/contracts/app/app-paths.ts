/**
 * Routes the specs name as destinations; an area's own screens are in its `<area>-paths.ts`. A file of
 * their own, apart from app-constants.ts: a screen that only links somewhere (the auth remote's sign-in
 * and sign-up) then carries these few paths, not every app-wide limit and rule besides.
 */
export const routes = {
  home: '/',
  onboarding: '/onboarding',
  studio: '/studio',
  studioWithCampaign: '/studio?openCampaign=true',
  studioCampaignNew: '/studio/campaign/new',
  analytics: '/analytics',
  calendar: '/calendar',
} as const;
