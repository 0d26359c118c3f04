/**
 * The business constants and limits of both spec documents (section 9 of each, plus the numbers
 * other sections state), in one place. Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const MEGABYTE = 1024 * 1024;

/** Shown in the settings footer (accounts §9). */
export const APP_VERSION = '1.2.161';

// ---------------------------------------------------------------------------------------------
// Auth, password reset, session (accounts §4, §5, §9)

export const MIN_PASSWORD_LENGTH = 6;

export const auth = {
  /** The 'Forgot password?' link bounces after this many consecutive invalid-credential failures... */
  failedLoginBounceAfter: 2,
  /** ...for this long. */
  failedLoginBounceMs: 1 * SECOND,
  /** Example shown in the store-domain field and its error ('{host}' in the spec). */
  shopifyDomainExample: 'your-store.myshopify.com',
  /** Return path of the Shopify sign-in. */
  shopifyReturnPath: '/auth',
  /** After a password reset request fails, the button re-enables after this delay. */
  resetFailureCooldownMs: 1 * SECOND,
  /** Set-new-password success redirects to /auth after this delay. */
  passwordUpdatedRedirectMs: 2 * SECOND,
  /** Target of the reset mail link, on the app's own origin. */
  resetConfirmPath: '/reset-password/confirm',
} as const;

export const session = {
  /** No answer from the session lookup within this time means signed out. */
  lookupTimeoutMs: 3 * SECOND,
  checkIntervalMs: 30 * SECOND,
  /** With this much or less left, an active user's session is refreshed. */
  refreshWindowMs: 10 * MINUTE,
  /** "Active" means an activity event within this window. */
  activityWindowMs: 5 * MINUTE,
  /** With this much or less left (and no refresh), the user is signed out. */
  forcedSignOutMs: 2 * MINUTE,
  maxRefreshAttempts: 3,
  /** At or past expiry: toast, then redirect to /auth after this delay. */
  expiredRedirectMs: 2 * SECOND,
  activityEvents: ['mousedown', 'keydown', 'scroll', 'touchstart', 'click'],
} as const;

// ---------------------------------------------------------------------------------------------
// Routes the specs name as destinations

export const routes = {
  home: '/',
  auth: '/auth',
  authCallback: '/auth/callback',
  /** The confirmation mail's link (not in the spec's route table: its backend is ours). */
  authConfirm: '/auth/confirm',
  resetPassword: '/reset-password',
  resetPasswordConfirm: '/reset-password/confirm',
  onboarding: '/onboarding',
  studio: '/studio',
  studioWithCampaign: '/studio?openCampaign=true',
  studioCampaignNew: '/studio/campaign/new',
  analytics: '/analytics',
  calendar: '/calendar',
  settingsIntegrations: '/settings/integrations',
  /** Default of the OAuth return page's `return_to` parameter. */
  oauthDefaultReturnTo: '/settings/integrations',
} as const;

/** Routes on which the navigation (sidebar, top bar, tab bar) is hidden (accounts §2 Layout). */
export const NAVIGATION_HIDDEN_ON = ['/onboarding', '/auth', '/reset-password'] as const;

export const settingsTabs = [
  'profile',
  'voice',
  'brand-kit',
  'integrations',
  'billing',
  'appearance',
  'development',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];
/** An unknown tab falls back to this one. */
export const DEFAULT_SETTINGS_TAB: SettingsTab = 'profile';
/** Shown only in development mode. */
export const DEVELOPMENT_ONLY_SETTINGS_TABS: readonly SettingsTab[] = ['development'];

// ---------------------------------------------------------------------------------------------
// Layout (accounts §2, §9; dashboard §2)

export const layout = {
  mobileBreakpointPx: 768,
  sidebarCollapsedPx: 80,
  sidebarSettingsPx: 280,
  /** Dashboard: at this width or more a sidebar shows Recent Activity and Weekly Progress. */
  dashboardWideLayoutPx: 1440,
  /** Lazy pages show 'Taking longer than expected' after this long. */
  lazyPageNoticeMs: 10 * SECOND,
} as const;

// ---------------------------------------------------------------------------------------------
// Profile, avatar, appearance (accounts §3, §5, §7, §9)

export const avatar = {
  maxBytes: 2 * MEGABYTE,
  compressedMaxBytes: 0.8 * MEGABYTE,
  maxDimensionPx: 400,
  acceptedTypes: ['image/png', 'image/jpeg', 'image/webp'],
  /** Storage object cache lifetime, in seconds. */
  cacheControlSeconds: 3600,
} as const;

export function avatarStoragePath(userId: string, extension: string): string {
  return `public/${userId}/avatar.${extension}`;
}

/** Appearance defaults of user_metadata (accounts §3). */
export const userMetadataDefaults = {
  email_notifications: true,
  sound_effects: false,
} as const;

/**
 * Industry options (accounts §3). The spec gives the values and two labels ('General E-commerce',
 * 'B2B Services'); the other labels are the value capitalised.
 */
export const industryOptions = [
  { value: 'ecommerce', label: 'General E-commerce' },
  { value: 'fashion', label: 'Fashion' },
  { value: 'athleisure', label: 'Athleisure' },
  { value: 'beauty', label: 'Beauty' },
  { value: 'wellness', label: 'Wellness' },
  { value: 'food', label: 'Food' },
  { value: 'home', label: 'Home' },
  { value: 'tech', label: 'Tech' },
  { value: 'jewelry', label: 'Jewelry' },
  { value: 'baby', label: 'Baby' },
  { value: 'pet', label: 'Pet' },
  { value: 'automotive', label: 'Automotive' },
  { value: 'books', label: 'Books' },
  { value: 'art', label: 'Art' },
  { value: 'travel', label: 'Travel' },
  { value: 'education', label: 'Education' },
  { value: 'business', label: 'B2B Services' },
  { value: 'other', label: 'Other' },
] as const;
export type Industry = (typeof industryOptions)[number]['value'];
export const industryValues = industryOptions.map((option) => option.value) as [Industry, ...Industry[]];

/**
 * Business types (dashboard §3 Onboarding data). `nameKind` is the name the type asks for during
 * onboarding, null when none is needed. Display labels are not given by the spec.
 */
export const businessTypes = [
  { id: 'ecommerce', recommended: true, nameKind: 'store' },
  { id: 'service', recommended: false, nameKind: 'business' },
  { id: 'creator', recommended: false, nameKind: null },
  { id: 'company', recommended: false, nameKind: 'company' },
  { id: 'agency', recommended: false, nameKind: 'agency' },
] as const;
export type BusinessType = (typeof businessTypes)[number]['id'];
export const businessTypeIds = businessTypes.map((type) => type.id) as [BusinessType, ...BusinessType[]];

// ---------------------------------------------------------------------------------------------
// Brand voice and brand kit (accounts §3, §5; dashboard §5)

export const brandVoice = {
  audienceDescriptionMax: 150,
  sliderMin: 0,
  sliderMax: 100,
  sliderDefault: 50,
  voiceSettings: ['tone', 'engagement', 'creativity', 'formality'],
  /** Profile name saved by onboarding. */
  onboardingProfileName: 'Onboarding Profile',
} as const;

export const brandKit = {
  defaultColors: { primary_color: '#000000', secondary_color: '#666666', accent_color: '#0066CC' },
  logoVariants: ['primary', 'light', 'dark'],
  logoAcceptedTypes: ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'],
} as const;

/** '#' followed by 6 hex digits (dashboard §5). */
export const HEX_COLOR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

// ---------------------------------------------------------------------------------------------
// Platforms and integrations (accounts §3, §4, §5, §9; dashboard §3)

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

// ---------------------------------------------------------------------------------------------
// Data fetching, caching, retries (accounts §8, §9; dashboard §9)

/** The shared RTK Query cache (accounts §9 'Data cache'). */
export const dataCache = {
  staleAfterMs: 5 * MINUTE,
  retainedMs: 30 * MINUTE,
  refetchOnFocus: false,
  refetchOnReconnect: true,
} as const;

/** Data-fetch retries (accounts §9) with the jitter of the 'Retry defaults' (dashboard §9). */
export const dataFetchRetry = {
  queryMaxRetries: 3,
  initialDelayMs: 1 * SECOND,
  multiplier: 2,
  maxDelayMs: 30 * SECOND,
  /** Up to this fraction of the delay is added at random. */
  jitterRatio: 0.1,
  mutationMaxRetries: 1,
  mutationRetryDelayMs: 1 * SECOND,
} as const;

/** 'Retry defaults' of dashboard §9 (for server-to-platform calls): which failures are transient. */
export const retryDefaults = {
  maxRetries: 3,
  initialDelayMs: 1 * SECOND,
  maxDelayMs: 30 * SECOND,
  multiplier: 2,
  jitter: true,
  /** Retry on a status at or above this, on 429, or when there was no status. */
  retryStatusAtOrAbove: 500,
  retryStatuses: [429],
} as const;

/** Request rate limits per user (dashboard §5, §9). */
export const rateLimits = {
  api: { limit: 100, windowMs: 1 * MINUTE },
  webhook: { limit: 200, windowMs: 1 * MINUTE },
  message: { limit: 1000, windowMs: 1 * HOUR },
  default: { limit: 60, windowMs: 1 * MINUTE },
  /** Recovery from a rate-limit error waits this long unless told otherwise. */
  recoveryWaitMs: 60 * SECOND,
} as const;

export const prefetch = {
  delaysMs: { high: 1 * SECOND, medium: 3 * SECOND, low: 5 * SECOND },
  /** Prefetching is skipped on these effective connection types, and when data-saver is on. */
  skippedConnectionTypes: ['slow-2g', '2g'],
} as const;

// ---------------------------------------------------------------------------------------------
// Real time (dashboard §4, §5, §9)

export const realtime = {
  maxSubscriptions: 50,
  reconnectDelayMs: 1 * SECOND,
  maxReconnectAttempts: 5,
  maxBackoffMs: 30 * SECOND,
  healthCheckIntervalMs: 30 * SECOND,
  connectionTimeoutMs: 10 * SECOND,
  staleAfterMs: 5 * MINUTE,
  monitorIntervalMs: 5 * SECOND,
  subscriptionCleanupAfterMs: 1 * HOUR,
  pollingIntervalMs: 30 * SECOND,
  eventsPath: '/api/events',
} as const;

export const realtimeStatuses = ['connecting', 'connected', 'error', 'disconnected', 'reconnecting'] as const;
export type RealtimeStatus = (typeof realtimeStatuses)[number];

// ---------------------------------------------------------------------------------------------
// Error monitoring, service worker, console (accounts §9; dashboard §9)

export const monitoring = {
  errorLogMaxEvents: 100,
  slowOperationMs: 1000,
  tracingSampleRate: 0.1,
  consoleNoise: { maxRepeats: 5, windowMs: 60 * SECOND },
  reportPath: '/functions/v1/production-error-monitor/report-error',
} as const;

/** Client error classifier (both §8): pattern type -> severity and retry behaviour. */
export const errorPatterns = {
  database: { severity: 'high', recoverable: false, autoRetry: false },
  null_reference: { severity: 'medium', recoverable: true, autoRetry: true },
  csp_violation: { severity: 'medium', recoverable: false, autoRetry: false },
  react_hook: { severity: 'high', recoverable: false, autoRetry: false },
  chunk_load: { severity: 'medium', recoverable: true, autoRetry: true },
  network: { severity: 'medium', recoverable: true, autoRetry: true },
  unknown: { severity: 'medium', recoverable: false, autoRetry: false },
} as const;
export type ErrorPatternType = keyof typeof errorPatterns;

export const serviceWorker = {
  scriptPath: '/sw-cache-manager.js',
  updateCheckIntervalMs: 30 * SECOND,
} as const;

// ---------------------------------------------------------------------------------------------
// Dashboard, health score, analytics (dashboard §2, §4, §9)

export const dashboard = {
  healthRingAnimationMs: 2500,
  sparklinePoints: 7,
  /** Progress-bar maxima of the Performance tab. */
  performanceBarMax: { conversionRate: 10, clickThroughRate: 10, returnOnAdSpend: 5 },
  performanceBarSegments: 3,
  demoDataDefault: true,
  demoHealthScore: 96,
  queryStaleMs: 5 * MINUTE,
  refreshIntervalMs: 5 * MINUTE,
  queryRetries: 2,
  syncIntervalMs: 5 * MINUTE,
  chartSpanDays: 30,
} as const;

/** Health status bands: the lowest score of each band, best first. */
export const healthStatuses = [
  { status: 'excellent', min: 85 },
  { status: 'good', min: 70 },
  { status: 'warning', min: 50 },
  { status: 'critical', min: Number.NEGATIVE_INFINITY },
] as const;
export type HealthStatus = (typeof healthStatuses)[number]['status'];

/** The simple health model (dashboard §4). */
export const healthScoreSimple = {
  base: 50,
  engagement: { multiplier: 5, max: 25 },
  tiktokGrowth: { multiplier: 3, max: 15 },
  correlationMax: 10,
  min: 0,
  max: 100,
  /** Trend shown when the engagement rate is above 0. */
  fixedTrend: 4.2,
} as const;

/** The weighted health model (dashboard §9). Percentages are in percent units (5.5 = 5.5 %). */
export const healthScoreWeighted = {
  followers: { weight: 0.25, target: 20000 },
  engagement: { weight: 0.35, targetPercent: 5.5 },
  growth: { weight: 0.2, targetPercent: 5, defaultEstimatePercent: 2.5 },
  revenue: { weight: 0.2, salesForCap: 10000, capPoints: 50 },
  diversification: { pointsPerPlatform: 1.5, maxPoints: 5 },
  maxTips: 3,
  benchmark: { multiplier: 0.9, offset: 10, min: 5, max: 95 },
} as const;

/** Platform performance score (dashboard §9) and its labels (dashboard §4). */
export const platformPerformance = {
  followers: { maxPoints: 40, atValue: 10000 },
  engagement: { maxPoints: 30, atValue: 1000 },
  followerGrowth: { maxPoints: 30, pointsPerPercent: 3 },
  ecommerceSales: { maxPoints: 50, atValue: 10000 },
  scoreWhenNoPartContributes: 25,
  scoreWhenNoData: 0,
  labels: [
    { label: 'Excellent', min: 80 },
    { label: 'Good', min: 60 },
    { label: 'Fair', min: 40 },
    { label: 'Poor', min: Number.NEGATIVE_INFINITY },
  ],
  advice: {
    engagementExcellentAbovePercent: 3,
    engagementGoodAbovePercent: 1,
    growthFlaggedBelowPercent: 1,
    averageOrderValueBelow: 50,
    conversionBelowPercent: 2,
  },
} as const;

export const analyticsDateRanges = [
  'today',
  'yesterday',
  'last_7_days',
  'last_30_days',
  'last_90_days',
  'last_12_months',
] as const;
export type AnalyticsDateRange = (typeof analyticsDateRanges)[number];

export const analytics = {
  defaultDateRange: 'last_30_days' as AnalyticsDateRange,
  defaultComparisonMode: 'previous_period',
  tabs: ['overview', 'deep-dive'],
  pageSize: 100,
  maxPerBatch: 1000,
  maxDateBuckets: 365,
  maxPlatformAccounts: 50,
  memoryWarningBytes: [100 * MEGABYTE, 200 * MEGABYTE],
  queryStaleMs: 5 * MINUTE,
  queryCacheMs: 10 * MINUTE,
  queryRetries: 2,
  topProductsLimit: 5,
  /** Ad spend is assumed to be this share of revenue when unknown (for ROAS). */
  adSpendFallbackShare: 0.15,
  currency: 'USD',
  currencyDecimals: 0,
  compactThousand: 1000,
  compactMillion: 1000000,
  /** 'all' means from this date to today. */
  allTimeStartDate: '2020-01-01',
  revenueAttributionDays: 30,
  competitorMatrixDays: 30,
} as const;

/** Cache lifetime by date range (7 days or fewer real-time, up to 30 daily, else historical) and priority. */
export const analyticsCacheTtlMs = {
  realtime: { maxRangeDays: 7, high: 2 * MINUTE, medium: 5 * MINUTE, low: 10 * MINUTE },
  daily: { maxRangeDays: 30, high: 15 * MINUTE, medium: 30 * MINUTE, low: 60 * MINUTE },
  historical: { high: 2 * HOUR, medium: 6 * HOUR, low: 24 * HOUR },
} as const;

// ---------------------------------------------------------------------------------------------
// Onboarding (dashboard §2, §4)

export const onboarding = {
  stepCount: 6,
  lastStep: 5,
  stepTransitionMs: 150,
  goalsStep: 3,
  brandVoiceStep: 4,
} as const;

// ---------------------------------------------------------------------------------------------
// AI assistant (dashboard §3, §4, §7, §9)

export const assistantWorkflowTypes = [
  'router',
  'content',
  'analytics',
  'conversation',
  'content_workflow',
  'multi_platform',
  'brand_optimization',
  'market_intelligence',
  'image_generation',
] as const;
export type AssistantWorkflowType = (typeof assistantWorkflowTypes)[number];

export const assistant = {
  requestTimeoutMs: 30 * SECOND,
  healthIntervalMs: 5 * MINUTE,
  historyEntries: 5,
  defaultModel: 'gemini-2.5-flash',
  profileCompleteConversations: 50,
  hintRotationMs: 4 * SECOND,
  hintCount: 3,
  /** Quality label thresholds (scores 0-1), best first. */
  qualityLabels: [
    { label: 'Excellent', min: 0.8 },
    { label: 'Good', min: 0.6 },
    { label: 'Fair', min: 0.4 },
    { label: 'Needs Improvement', min: Number.NEGATIVE_INFINITY },
  ],
  anonymousUserId: 'anonymous',
  testSuite: {
    delayBetweenTestsMs: 2 * SECOND,
    colourThresholds: [80, 60, 40],
    maxQuestionMarks: 3,
    minRelevance: 50,
    minSpecificity: 40,
    minActionability: 40,
    minDataUsage: 30,
  },
} as const;

// ---------------------------------------------------------------------------------------------
// Auto-responder (dashboard §3, §4, §7, §9)

export const responderActivityTypes = ['message', 'response', 'task', 'webhook', 'alert'] as const;
export const responderPriorities = ['critical', 'high', 'medium', 'low'] as const;
export type ResponderPriority = (typeof responderPriorities)[number];
export const responderActivityStatuses = ['pending', 'processing', 'completed'] as const;
export const responderActivitySources = ['autoresponder', 'escalation', 'inbox'] as const;
export const responderDrawerTabs = ['all', 'tasks', 'messages', 'ai-responses', 'inbox'] as const;

export const responder = {
  /** Numeric escalation priority bands, best first. */
  escalationPriority: [
    { priority: 'critical', min: 8 },
    { priority: 'high', min: 6 },
    { priority: 'medium', min: 4 },
    { priority: 'low', min: Number.NEGATIVE_INFINITY },
  ],
  /** A new escalation at or above this priority shows a critical toast. */
  criticalToastMinPriority: 8,
  /** Messages with confidence below this are high priority. */
  highPriorityBelowConfidence: 0.5,
  messageLogDefaultLimit: 50,
  messageLogDefaultOffset: 0,
  flaggedMessagesPageSize: 10,
  defaultAvgResponseTimeSeconds: 30,
  graphApiVersion: 'v23.0',
  pollingIntervalMs: 30 * SECOND,
} as const;
