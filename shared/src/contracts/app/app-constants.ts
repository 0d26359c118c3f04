/**
 * The app-wide business constants and limits (screens and routes, error catalogue, business constants; states and transitions, validation rules, business constants): layout, data
 * fetching, rate limits, real time, monitoring. An area's own constants are in `<area>/<area>-constants.ts`.
 * Durations are in milliseconds unless the name says otherwise.
 * "accounts" = accounts-settings-integrations.md, "dashboard" = dashboard-onboarding-assistant-responder.md.
 */
import { authPaths } from '../auth/auth-paths';
import { routes } from './app-paths';
import { HOUR, MINUTE, SECOND } from './time-units';

/** Shown in the settings footer (business constants). */
export const APP_VERSION = '1.2.161';

// ---------------------------------------------------------------------------------------------
// Routes the specs name as destinations: in app-paths.ts, kept readable from here too

export { routes };

/** Routes on which the navigation (sidebar, top bar, tab bar) is hidden (screens and routes: Layout). */
export const NAVIGATION_HIDDEN_ON = [routes.onboarding, authPaths.auth, authPaths.resetPassword] as const;

// ---------------------------------------------------------------------------------------------
// Layout (screens and routes, business constants; screens and routes)

export const layout = {
  mobileBreakpointPx: 768,
  /** The mobile bottom tab bar: what floating buttons sit above. */
  mobileTabBarPx: 56,
  sidebarCollapsedPx: 80,
  sidebarSettingsPx: 280,
  /** Dashboard: at this width or more a sidebar shows Recent Activity and Weekly Progress. */
  dashboardWideLayoutPx: 1440,
  /** Lazy pages show 'Taking longer than expected' after this long. */
  lazyPageNoticeMs: 10 * SECOND,
} as const;

// ---------------------------------------------------------------------------------------------
// Data fetching, caching, retries (error catalogue, business constants)

/** The shared RTK Query cache (business constants: 'Data cache'). */
export const dataCache = {
  staleAfterMs: 5 * MINUTE,
  retainedMs: 30 * MINUTE,
  refetchOnFocus: false,
  refetchOnReconnect: true,
} as const;

/** Data-fetch retries (business constants) with the jitter of the 'Retry defaults' (business constants). */
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

/** 'Retry defaults' of business constants (for server-to-platform calls): which failures are transient. */
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

/** Request rate limits per user (validation rules, business constants). */
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
// Real time (states and transitions, validation rules, business constants)

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
// Error monitoring, service worker, console (business constants)

export const monitoring = {
  errorLogMaxEvents: 100,
  slowOperationMs: 1000,
  tracingSampleRate: 0.1,
  consoleNoise: { maxRepeats: 5, windowMs: 60 * SECOND },
  reportPath: '/functions/v1/production-error-monitor/report-error',
} as const;

/** Client error classifier (error catalogue): pattern type -> severity and retry behaviour. */
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

// The service worker's script and 30 s update check are in service-worker-constants.ts: read by the
// shell's lazily loaded registration only, they stay out of the many copies of this module.
