import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { legalPaths } from '@scp/shared/contracts/app/legal-paths';
import { integrationsPaths } from '@scp/shared/contracts/settings/integrations-paths';
import type { RemoteName } from '@scp/shared/contracts/remotes';
import { DEFAULT_SETTINGS_TAB } from '@scp/shared/contracts/settings/settings-constants';
import { settingsPaths } from '@scp/shared/contracts/settings/settings-paths';
import { studioPaths } from '@scp/shared/contracts/studio/studio-paths';
import { dashboardPaths } from '@scp/shared/contracts/dashboard/dashboard-paths';
import { assistantPaths } from '@scp/shared/contracts/assistant/assistant-paths';
import { inboxPaths } from '@scp/shared/contracts/responder/inbox-conversations-paths';
import { helpPaths } from '../pages/help/help-paths';

/**
 * The whole route table of the spec (screens and routes: "Route table") in one place. The router is built
 * from it (`create-routes.tsx`) and the tests walk it, so a route cannot exist in one and not the other.
 */

/** protected: needs a session (spinner while it loads, else /auth); publicOnly: a signed-in user goes to /. */
export type Access = 'protected' | 'publicOnly' | 'public';

/** app: sidebar / mobile bars around the page; none: full page (auth, onboarding, full-page editors). */
export type Chrome = 'app' | 'none';

/** The pages the shell renders itself (`pages/shell-page.tsx`), in one lazy chunk of their own. */
export const shellPageNames = [
  'style-guide',
  'sheet-animation',
  'simple-sheet',
  'dialog',
  'help',
  'help-docs',
  'help-article',
  'help-contact',
] as const;
export type ShellPageName = (typeof shellPageNames)[number];

/** The Privacy Policy and the Terms of Service: the shell's too, in a chunk of their own. */
export type LegalPageName = 'privacy' | 'terms';

/**
 * Who renders the page: a remote (its `./routes`), the shell itself (a page loaded on demand, never
 * part of a first visit; the legal pages in their own chunk), or nobody yet.
 */
export type PageOwner =
  { remote: RemoteName } | { shell: ShellPageName } | { legal: LegalPageName } | { unavailable: true };

export interface PageRoute {
  path: string;
  /** The page's name: heading of its not-available page, and how tests refer to it. */
  title: string;
  owner: PageOwner;
  access: Access;
  chrome: Chrome;
}

/** Redirects apply before any guard: every target is itself guarded as the table says. */
export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type RouteEntry = PageRoute | RedirectRoute;

export const isRedirect = (entry: RouteEntry): entry is RedirectRoute => 'redirectTo' in entry;

const page = (
  path: string,
  title: string,
  owner: PageOwner,
  access: Access = 'protected',
  chrome: Chrome = 'app',
): PageRoute => ({
  path,
  title,
  owner,
  access,
  chrome,
});
const redirect = (path: string, redirectTo: string): RedirectRoute => ({ path, redirectTo });
const remote = (name: RemoteName): PageOwner => ({ remote: name });
const shell = (name: ShellPageName): PageOwner => ({ shell: name });
const legal = (name: LegalPageName): PageOwner => ({ legal: name });
const unavailable: PageOwner = { unavailable: true };

export const routeTable: readonly RouteEntry[] = [
  // Home and analytics (mfe-dashboard)
  page(dashboardPaths.home, 'Dashboard', remote('dashboard')),
  redirect(dashboardPaths.analytics, dashboardPaths.analyticsOverview),
  page(dashboardPaths.analyticsOverview, 'Analytics Overview', remote('dashboard')),
  page(dashboardPaths.analyticsDeepDive, 'Analytics Deep Dive', remote('dashboard')),
  page(dashboardPaths.analyticsRoi, 'Marketing ROI', remote('dashboard')),
  redirect('/analytics/insights', dashboardPaths.analyticsDeepDive),
  ...['business', 'social', 'content', 'reports', 'market'].map((tab) =>
    redirect(dashboardPaths.analyticsTab(tab), dashboardPaths.analyticsOverview),
  ),

  // Calendar (mfe-studio)
  redirect('/calendar', '/calendar/scheduled'),
  page(studioPaths.calendarScheduled, 'Calendar', remote('studio')),
  page(studioPaths.calendarDrafts, 'Calendar Drafts', remote('studio')),

  // Inspiration (the feed, competitors and intelligence in mfe-dashboard, the moodboard in mfe-studio)
  redirect('/inspiration', '/inspiration/feed'),
  page(dashboardPaths.inspirationFeed, 'Inspiration Feed', remote('dashboard')),
  page(studioPaths.moodboard, 'Moodboard', remote('studio')),
  redirect('/inspiration/saved', '/inspiration/moodboard'),
  redirect('/inspiration/ideas', '/inspiration/feed'),
  page(dashboardPaths.competitors, 'Competitors', remote('dashboard')),
  page(dashboardPaths.intelligence, 'Market Intelligence', remote('dashboard')),

  // Studio (mfe-studio); the editors are full-page
  page(studioPaths.home, 'Studio', remote('studio')),
  page('/studio/old', 'Old Studio', unavailable),
  redirect('/studio/bulk', '/studio/campaign/new'),
  redirect('/studio/campaign', '/studio/campaign/new'),
  page(studioPaths.newPost, 'New Post', remote('studio'), 'protected', 'none'),
  page(studioPaths.postPattern, 'Post Editor', remote('studio'), 'protected', 'none'),
  page(studioPaths.newCampaign, 'New Campaign', remote('studio'), 'protected', 'none'),
  page(studioPaths.campaignPattern, 'Campaign Editor', remote('studio'), 'protected', 'none'),
  redirect('/studio/*', '/studio'),
  redirect('/compose', '/studio'),
  redirect('/campaigns', '/studio'),
  redirect('/history', '/studio/scheduled'),

  // Other protected pages
  page(dashboardPaths.products, 'Products', remote('dashboard')),
  page(studioPaths.content, 'Content', remote('studio')),
  page(inboxPaths.inbox, 'Inbox', remote('responder')),
  page(integrationsPaths.testConnections, 'Social Integration Test', remote('settings')),
  page('/onboarding', 'Onboarding', remote('onboarding'), 'protected', 'none'),

  // Settings (mfe-settings)
  redirect(settingsPaths.root, settingsPaths.tab(DEFAULT_SETTINGS_TAB)),
  // Tabs are checked by `SettingsRoute`: unknown tab -> profile, `?connect` -> integrations.
  page(settingsPaths.tabPattern, 'Settings', remote('settings')),
  page(settingsPaths.underTabPattern, 'Settings', remote('settings')),

  // Help centre (the shell's own pages, public). An article's h1 is its own title.
  page(helpPaths.index, 'Help', shell('help'), 'public'),
  page(helpPaths.docs, 'Documentation', shell('help-docs'), 'public'),
  page(`${helpPaths.docs}/:docId`, 'Help Article', shell('help-article'), 'public'),
  page(helpPaths.contact, 'Contact Support', shell('help-contact'), 'public'),
  redirect('/help/faq', helpPaths.index),
  redirect('/help/tutorials', helpPaths.index),
  redirect('/help/tutorials/:tutorialId', helpPaths.index),

  // Privacy Policy and Terms of Service (linked from the footers of /auth and Settings), public
  page(legalPaths.privacy, 'Privacy Policy', legal('privacy'), 'public'),
  page(legalPaths.terms, 'Terms of Service', legal('terms'), 'public'),

  // Auth (mfe-auth): sign-in and reset request are for signed-out users; the returns are open to all
  page(authPaths.auth, 'Sign In', remote('auth'), 'publicOnly', 'none'),
  page(authPaths.resetPassword, 'Reset Password', remote('auth'), 'publicOnly', 'none'),
  page(authPaths.authCallback, 'Connecting Account', remote('auth'), 'public', 'none'),
  page(authPaths.authConfirm, 'Confirm Email', remote('auth'), 'public', 'none'),
  page(authPaths.resetPasswordConfirm, 'Set New Password', remote('auth'), 'public', 'none'),

  // Other
  page('/style-guide', 'Style Guide', shell('style-guide'), 'public'),
  ...(
    [
      [assistantPaths.chatbotTest, 'Chatbot Test'],
      [assistantPaths.adkTest, 'ADK Test'],
      [assistantPaths.adkConversationFlowTest, 'ADK Conversation Flow Test'],
      [assistantPaths.adkRealWorldTest, 'ADK Real-World Test'],
      [assistantPaths.userIntelligenceTest, 'User Intelligence Test'],
    ] as const
  ).map(([path, title]) => page(path, title, remote('assistant'), 'public')),
  // The OAuth return page's test pages sit with the integrations (mfe-settings).
  page(integrationsPaths.oauthTest, 'OAuth Test', remote('settings'), 'public'),
  page(integrationsPaths.oauthModalTest, 'OAuth Modal Test', remote('settings'), 'public'),
  ...(
    [
      ['sheet-animation', 'Sheet Animation Test'],
      ['simple-sheet', 'Simple Sheet Test'],
      ['dialog', 'Dialog Test'],
    ] as const
  ).map(([path, title]) => page(`/test/${path}`, title, shell(path), 'public')),
];
