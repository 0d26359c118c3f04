import type { ToastText } from '../app/app-texts';

/**
 * The user-facing texts of platform integrations (connect, disconnect, sync, the integration test page).
 * Conventions: app/app-texts.ts.
 */
export const integrationsTexts = {
  // screens and routes, states and transitions, error catalogue: integrations (connect, disconnect, sync)
  integrations: {
    refreshAll: 'Refresh All',
    connected: (platform: string) => `${platform} Connected`,
    connectionFailed: (platform: string) => `${platform} Connection Failed`,
    unknownConnectionError: 'An unknown error occurred.',
    disconnecting: 'Disconnecting...',
    successfullyDisconnected: 'Successfully Disconnected!',
    accountDisconnected: 'Account Disconnected',
    disconnectFailed: {
      title: 'Disconnect Failed',
      description: 'Could not disconnect the account. Please try again.',
    },
    refreshingAll: { title: 'Refreshing All Accounts', description: 'This may take a few moments...' },
    signedOut: 'Please log in to manage your platform integrations.',
    noPlatformsFound: 'No platforms found',
    connectionStateLocked: 'Connection state locked for user',
  },

  /**
   * The integrations tab's labels (screens and routes: Integrations tab, entities: Connected account, states and transitions: connect and
   * disconnect flows), ours: the spec names these controls and states without giving their words.
   */
  tab: {
    description: 'Connect your social, analytics and store accounts.',
    searchLabel: 'Search platforms',
    searchPlaceholder: 'Search platforms...',
    recommended: 'Recommended',
    connect: 'Connect',
    reconnect: 'Reconnect',
    disconnect: 'Disconnect',
    cancel: 'Cancel',
    loadFailed: 'Connected accounts could not be loaded.',
    tryAgain: 'Try Again',
    /** The list of a platform's connected accounts. */
    accountsOf: (platform: string) => `${platform} accounts`,
    followers: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'follower' : 'followers'}`,
    status: {
      connected: 'Connected',
      expiresInDays: (days: number) => `Expires in ${days} ${days === 1 ? 'day' : 'days'}`,
      expiresInHours: (hours: number) => `Expires in ${hours} ${hours === 1 ? 'hour' : 'hours'}`,
      /** An expiring token whose end the platform did not say, or that has just passed. */
      expiresSoon: 'Expires soon',
      needsReauth: 'Needs re-auth',
      error: 'Error',
    },
    lastSynced: (relative: string) => `Last synced ${relative}`,
    justNow: 'just now',
    neverSynced: 'Not synced yet',
    disconnectDialog: {
      title: 'Disconnect Account',
      question: (account: string, platform: string) =>
        `Disconnect ${account} from ${platform}? Its data stops updating until you connect it again.`,
      /** The checkbox: unchecked, the posts and metrics synced so far stay. */
      deleteHistory: 'Also delete its synced history',
      deleteHistoryHint: 'Otherwise the posts and metrics synced so far stay in your dashboard and analytics.',
    },
    /** The per-account Sync button (calls: platform sync). */
    sync: 'Sync',
    shopDomainDialog: {
      title: 'Connect Shopify',
      intro: 'Enter the domain of the Shopify store to connect.',
      submit: 'Continue',
    },
  },

  /**
   * Why a connection failed, as the settings service words it (ours: the spec shows only that the
   * decoded error_message is shown). Never a platform's raw answer or a token.
   */
  connectErrors: {
    denied: 'Access was not granted on the platform.',
    expired: 'The connection took too long. Please start it again.',
    otherAccount: 'This connection was started from another account. Please start it again.',
    invalidCallback: 'The platform sent back an answer that could not be checked. Please start again.',
    noAccounts: {
      instagram: 'None of your Facebook pages has an Instagram business account linked to it.',
      facebook: 'No Facebook pages were found for this account.',
      linkedin: 'You do not administer any LinkedIn company pages.',
      'google-analytics': 'No Google Analytics 4 property was found for this Google account.',
    },
    unavailable: (platform: string) => `${platform} did not answer. Please try again in a few minutes.`,
    notConfigured: (platform: string) => `Connecting ${platform} is not set up on this server.`,
    refused: (platform: string) => `${platform} refused the connection. Please try again.`,
    /** An ad account connection (adsFor) names a platform other than TikTok. */
    adsTiktokOnly: 'Only a TikTok account has an ad account to connect apart from it.',
    /** An ad account connection for a TikTok account the owner has not connected. */
    adsAccountMissing: 'Connect the TikTok account first, then its ad account.',
  },

  /**
   * A TikTok account's ad account (TikTok's API for Business, authorized apart from the account), for
   * the ROI figures; ours: the spec names the ad spend sync, not this control.
   */
  tiktokAds: {
    label: 'TikTok ads',
    connect: 'Connect ad account',
    connected: 'Ad account connected',
  },

  sync: {
    complete: (name: string): ToastText => ({ title: 'Sync Complete', description: `Successfully synced ${name}` }),
    failedTitle: 'Sync Failed',
    failed: 'Failed to sync data',
    shopifyPartialFailure: 'Failed to sync products sync and/or metrics sync',
    notSupported: (platform: string) => `Sync not supported for ${platform}`,
    /** Ours: the sync outlasted the request and goes on in the background. */
    running: (name: string): ToastText => ({
      title: 'Sync in Progress',
      description: `${name} is still syncing. It continues in the background; its figures update when it finishes.`,
    }),
  },

  /**
   * Ours: the settings service's real-time alert (ACCOUNT_ALERT_EVENT) when a connected account stops
   * working; the description is the service's reason.
   */
  accountAlert: {
    needsReauth: (name: string, platform: string) => `${name} (${platform}) needs re-authorisation`,
    /** What a refused access stops: the account's figures and the studio's posts to it. */
    reconnect: 'Connect it again to keep its numbers up to date and your scheduled posts going out.',
    said: (platform: string, reason: string) => `${platform} said: ${reason}`,
    error: (name: string, platform: string) => `${name} (${platform}) stopped syncing`,
  },

  /** The social integration test page (screens and routes, error catalogue). */
  integrationTest: {
    connect: 'Connect',
    disconnect: 'Disconnect',
    clear: 'Clear',
    connectedAccounts: 'Connected Accounts',
    refresh: 'Refresh',
    fetchAccountsFailed: { title: 'Error', description: 'Failed to fetch connected accounts' },
    connectionError: { title: 'Connection Error', description: 'Failed to connect' },
    disconnectionError: { title: 'Disconnection Error', description: 'Failed to disconnect' },
    authError: { title: 'Auth Error', description: 'Authentication failed' },
    authSuccess: 'Auth Success',
    disconnected: 'Disconnected',
  },

  /**
   * The rest of the integration test pages' words (screens and routes: the social integration test page,
   * /test/oauth, /test/oauth-modal), ours: the spec names these pages and their parts without giving
   * their words. Page titles are the ones the shell's route table gives them.
   */
  testPages: {
    socialIntegration: {
      title: 'Social Integration Test',
      intro: 'Connect and disconnect platforms, and see what each connection brings back to this page.',
      platforms: 'Platforms',
      notConnected: 'Not connected',
      connectedCount: (count: number) => `${count} connected ${count === 1 ? 'account' : 'accounts'}`,
      callbackResult: 'Callback Result',
      noCallbackResult: 'The address carries no callback result.',
      noAccounts: 'No accounts connected.',
    },
    oauth: {
      title: 'OAuth Test',
      intro: 'Each link opens the OAuth return page with a sample result, in this window.',
    },
    oauthModal: {
      title: 'OAuth Modal Test',
      intro:
        'Each button opens the OAuth return page with a sample result in a popup window. The message the popup sends back shows below.',
      open: 'Open in popup',
      popupBlocked: 'The popup was blocked. Allow popups for this site and try again.',
      lastMessage: 'Message from the popup',
      noMessage: 'No message yet.',
    },
    /** The five sample returns of the OAuth return page (screens and routes, validation rules). */
    scenarios: {
      success: 'Success',
      partialSuccess: 'Partial success',
      errorWithMessage: 'Error with a message',
      errorWithoutMessage: 'Error without a message',
      missingPlatform: 'Missing platform',
      /** The warning the partial-success sample carries. */
      partialWarning: 'Some pages could not be read.',
      expectedMessage: (message: string) => `Expected message: ${message}`,
    },
  },
} as const;
