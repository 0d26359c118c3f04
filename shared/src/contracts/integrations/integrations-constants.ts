/**
 * The business constants of platforms and integrations (accounts §3, §4, §5, §9; dashboard §3, §4, §5).
 * Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { SECOND } from '../app/time-units';
import { settingsPaths } from '../settings/settings-paths';

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

/**
 * Display name, type and category of each platform. Names are the spec's ('Facebook', 'Instagram',
 * 'LinkedIn', 'Shopify', 'TikTok', 'Google Analytics', 'X/Twitter'); Pinterest is spelled as the spec does.
 */
export const platforms: Record<
  PlatformKey,
  {
    label: string;
    type: 'ecommerce' | 'social' | 'analytics';
    category: PlatformCategory;
    requiresUserAuthorisation: boolean;
  }
> = {
  shopify: { label: 'Shopify', type: 'ecommerce', category: 'E-commerce', requiresUserAuthorisation: true },
  instagram: { label: 'Instagram', type: 'social', category: 'Social Media', requiresUserAuthorisation: true },
  facebook: { label: 'Facebook', type: 'social', category: 'Social Media', requiresUserAuthorisation: false },
  tiktok: { label: 'TikTok', type: 'social', category: 'Social Media', requiresUserAuthorisation: false },
  linkedin: { label: 'LinkedIn', type: 'social', category: 'Social Media', requiresUserAuthorisation: true },
  twitter: { label: 'X/Twitter', type: 'social', category: 'Social Media', requiresUserAuthorisation: true },
  pinterest: { label: 'Pinterest', type: 'social', category: 'Social Media', requiresUserAuthorisation: true },
  'google-analytics': {
    label: 'Google Analytics',
    type: 'analytics',
    category: 'Analytics',
    requiresUserAuthorisation: true,
  },
};

/** Recommended platforms, listed first in this order (accounts §9). */
export const RECOMMENDED_PLATFORM_ORDER: readonly PlatformKey[] = ['shopify', 'instagram', 'google-analytics'];

/** Platforms the analytics sync covers (accounts §7; dashboard §7 sync-social-analytics). */
export const SOCIAL_SYNC_PLATFORMS: readonly PlatformKey[] = ['facebook', 'instagram', 'tiktok', 'linkedin'];

/** Platforms the auto-responder works on (dashboard §1). */
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

/** OAuth return page (accounts §2, §5). */
export const oauthCallback = {
  statuses: ['success', 'partial_success', 'error'],
  /** The message posted to the opener when the page is a popup. */
  messageType: 'OAUTH_CALLBACK',
  /** Default of the OAuth return page's `return_to` parameter. */
  defaultReturnTo: settingsPaths.tab('integrations'),
} as const;

/** Platform account id rules (dashboard §5). */
export const platformAccountId = {
  numericPattern: /^\d+$/,
  tiktokPattern: /^[A-Za-z0-9_.-]+$/,
  linkedinPattern: /^[A-Za-z0-9_-]+$/,
  shopifyDomainPattern: /^[a-z0-9][a-z0-9-]*(\.[a-z0-9-]+)+$/,
  maxLength: 255,
  maxPerSnapshot: 50,
} as const;

/** Connection snapshot (dashboard §3, §4). */
export const connectionSnapshot = {
  ttlMs: 30 * SECOND,
  maxAttempts: 3,
  backoffMs: [200, 400],
} as const;
