/**
 * The app-wide user-facing texts (shell, error pages, real time). Every text the two spec documents
 * quote is kept word for word in its area's `<area>/<area>-texts.ts` (docs/architecture.md, Contracts and errors); screens and
 * services take their texts from there, never from literals. The conventions of every texts file:
 *
 * - `{ title, description }` where the spec gives 'Title' / 'Description'.
 * - Functions where the spec has a placeholder ('{Platform} Connected' -> `connected('Instagram')`).
 * - Where the spec only paraphrases a text (given in parentheses), the wording follows the
 *   paraphrase as closely as possible; such entries are marked "paraphrased in the spec".
 * - Where a label is only implied (a button the spec names without quotes), it is not invented
 *   unless a screen cannot do without it; such entries are marked "label as the spec names it".
 */

import type { DomainName } from '../domains';

export interface ToastText {
  title: string;
  description: string;
}

/** The area names used in remote fallbacks ('Unable to load Authentication'): one per domain of the registry. */
const areaNames = {
  auth: 'Authentication',
  settings: 'Settings',
  dashboard: 'Dashboard',
  onboarding: 'Onboarding',
  assistant: 'Assistant Pro',
  responder: 'ResponseFlow Pro',
  studio: 'Studio',
} as const satisfies Record<DomainName, string>;

export const appTexts = {
  // -------------------------------------------------------------------------------------------
  // screens and routes: Layout; screens and routes (the frame's own words: navigation-texts.ts)
  shell: {
    lazyPageSlow: 'Taking longer than expected',
    refreshPage: 'Refresh Page',
  },

  // -------------------------------------------------------------------------------------------
  // screens and routes, error catalogue: error pages and fallbacks
  errors: {
    routingError: 'Oops! Something went wrong.',
    goToDashboard: 'Go to Dashboard',
    settingsFallback: 'Failed to load settings. Please refresh the page to try again.',
    criticalAppError: 'Critical App Error',
    pageContentFailed: {
      title: 'Something went wrong',
      description: 'The page content failed to load. Please refresh the page.',
    },
    /** The fallback of a remote that failed to load; the spec gives the auth one word for word. */
    remoteFallback: (area: keyof typeof areaNames): ToastText => ({
      title: `Unable to load ${areaNames[area]}`,
      description: 'Please refresh the page to try again',
    }),
    rateLimited: 'Rate limit exceeded. Please try again later.',
    unknownError: 'Unknown error',
    userNotAuthenticated: 'User not authenticated',
    userIdNotSet: 'User ID not set',
  },

  // -------------------------------------------------------------------------------------------
  // states and transitions, validation rules, error catalogue: real-time subscriptions
  // error catalogue: 'Profile and settings toasts': a saved preference (the theme switch in the
  // shell's navigation saves it too, so these are the app's, not only the settings area's).
  preferences: {
    updateFailedTitle: 'Update Failed',
    couldNotSaveSetting: (message: string) => `Could not save setting: ${message}`,
  },

  realtime: {
    maxSubscriptions: 'Maximum subscriptions limit (50) reached',
    connectionTimeout: 'Connection timeout',
    maxReconnectAttempts: 'Max reconnection attempts reached',
  },

  // Announced to screen readers when the live-update stream drops and comes back (ours, issue 20).
  liveUpdates: {
    interrupted: 'Live updates interrupted. Reconnecting…',
    restored: 'Live updates restored.',
    stopped: (reason: string) => `Live updates stopped: ${reason}. Pages refresh every 30 seconds instead.`,
  },
} as const;

/** Subscription error codes and their HTTP statuses (error catalogue). */
export const subscriptionErrorCodes = {
  SUBSCRIPTION_AUTH_ERROR: 403,
  TABLE_NOT_FOUND: 404,
  SUBSCRIPTION_CREATE_ERROR: 500,
  SUBSCRIPTION_REMOVE_ERROR: 500,
} as const;
