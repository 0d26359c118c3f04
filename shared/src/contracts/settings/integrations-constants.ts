/**
 * The business constants of platforms and integrations (entities, states and transitions, validation rules, business constants; entities, states and transitions, validation rules).
 * Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { SECOND } from '../app/time-units';
import { settingsPaths } from './settings-paths';

export const platformCategories = ['Social Media', 'Analytics', 'E-commerce', 'Other'] as const;
export type PlatformCategory = (typeof platformCategories)[number];

export const platformKeys = [
  'shopify',
  'instagram',
  'facebook',
  'tiktok',
  'linkedin',
  'twitter',
  'pinterest',
  'google-analytics',
] as const;
export type PlatformKey = (typeof platformKeys)[number];

/** One platform of the integrations catalogue (entities: Platform config). */
export interface PlatformConfig {
  label: string;
  type: 'ecommerce' | 'social' | 'analytics';
  category: PlatformCategory;
  /** What connecting it gives the owner, one line under the label. */
  description: string;
  /** A short tag beside the label. */
  badge: string;
  /** Whether one user may connect several accounts (Meta pages, LinkedIn company pages). */
  multipleAccounts: boolean;
  requiresUserAuthorisation: boolean;
}

/**
 * The catalogue. Names are the spec's ('Facebook', 'Instagram', 'LinkedIn', 'Shopify', 'TikTok',
 * 'Google Analytics', 'X/Twitter'); descriptions and badges are ours (the spec names the fields only).
 */
export const platforms: Record<PlatformKey, PlatformConfig> = {
  shopify: {
    label: 'Shopify',
    type: 'ecommerce',
    category: 'E-commerce',
    description: 'Sales, orders, products and conversion from your store.',
    badge: 'Store',
    multipleAccounts: false,
    requiresUserAuthorisation: true,
  },
  instagram: {
    label: 'Instagram',
    type: 'social',
    category: 'Social Media',
    description: 'Followers, reach and engagement of your Instagram business accounts.',
    badge: 'Business account',
    multipleAccounts: true,
    requiresUserAuthorisation: true,
  },
  facebook: {
    label: 'Facebook',
    type: 'social',
    category: 'Social Media',
    description: 'Page followers, reach and messages of the Facebook pages you manage.',
    badge: 'Pages',
    multipleAccounts: true,
    requiresUserAuthorisation: false,
  },
  tiktok: {
    label: 'TikTok',
    type: 'social',
    category: 'Social Media',
    description: 'Followers, views and likes of your TikTok account.',
    badge: 'Video',
    multipleAccounts: false,
    requiresUserAuthorisation: false,
  },
  linkedin: {
    label: 'LinkedIn',
    type: 'social',
    category: 'Social Media',
    description: 'Followers and engagement of the company pages you administer.',
    badge: 'Company pages',
    multipleAccounts: true,
    requiresUserAuthorisation: true,
  },
  twitter: {
    label: 'X/Twitter',
    type: 'social',
    category: 'Social Media',
    description: 'Followers and post engagement of your X account.',
    badge: 'Posts',
    multipleAccounts: false,
    requiresUserAuthorisation: true,
  },
  pinterest: {
    label: 'Pinterest',
    type: 'social',
    category: 'Social Media',
    description: 'Followers, impressions and saves of your Pinterest business account.',
    badge: 'Pins',
    multipleAccounts: false,
    requiresUserAuthorisation: true,
  },
  'google-analytics': {
    label: 'Google Analytics',
    type: 'analytics',
    category: 'Analytics',
    description: 'Sessions, conversions and revenue of your GA4 properties.',
    badge: 'GA4',
    multipleAccounts: true,
    requiresUserAuthorisation: true,
  },
};

/** Recommended platforms, listed first in this order (business constants). */
export const RECOMMENDED_PLATFORM_ORDER: readonly PlatformKey[] = ['shopify', 'instagram', 'google-analytics'];

/** Platforms the analytics sync covers (calls: sync-social-analytics). */
export const SOCIAL_SYNC_PLATFORMS: readonly PlatformKey[] = ['facebook', 'instagram', 'tiktok', 'linkedin'];

/** Platforms the auto-responder works on (product scope). */
export const RESPONDER_PLATFORMS: readonly PlatformKey[] = ['instagram', 'facebook'];

/** The four cards of the social integration test page. */
export const INTEGRATION_TEST_PLATFORMS: readonly PlatformKey[] = ['instagram', 'facebook', 'linkedin', 'shopify'];

export const integrations = {
  searchDebounceMs: 300,
  /** A connect button's loading state lasts at most this long. */
  connectLoadingCapMs: 2 * SECOND,
  /** A platform's connect loading state clears after this long. */
  platformConnectLoadingClearMs: 5 * SECOND,
  disconnectDialogAutoCloseMs: 1.5 * SECOND,
  postSyncRefreshMs: 1 * SECOND,
  /** Values of the `{platform}_status` return parameter that mean success. */
  returnSuccessStatuses: ['success', 'connected'],
  /** The settings event that refreshes all accounts. */
  refreshAllEvent: 'integrationsRefreshAll',
} as const;

/** OAuth return page (screens and routes, validation rules). */
export const oauthCallback = {
  statuses: ['success', 'partial_success', 'error'],
  /** The message posted to the opener when the page is a popup. */
  messageType: 'OAUTH_CALLBACK',
  /** Default of the OAuth return page's `return_to` parameter. */
  defaultReturnTo: settingsPaths.tab('integrations'),
} as const;

/** Platform account id rules (validation rules). */
export const platformAccountId = {
  numericPattern: /^\d+$/,
  tiktokPattern: /^[A-Za-z0-9_.-]+$/,
  linkedinPattern: /^[A-Za-z0-9_-]+$/,
  shopifyDomainPattern: /^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+$/,
  maxLength: 255,
  maxPerSnapshot: 50,
} as const;

/** Connection snapshot (entities, states and transitions). */
export const connectionSnapshot = {
  ttlMs: 30 * SECOND,
  maxAttempts: 3,
  backoffMs: [200, 400],
} as const;
