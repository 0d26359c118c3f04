/**
 * Every user-facing text the two spec documents quote, word for word, in one module (DESIGN.md §3).
 * Screens and services take their texts from here, never from literals.
 *
 * - `{ title, description }` where the spec gives 'Title' / 'Description'.
 * - Functions where the spec has a placeholder ('{Platform} Connected' -> `connected('Instagram')`).
 * - Where the spec only paraphrases a text (given in parentheses), the wording below follows the
 *   paraphrase as closely as possible; such entries are marked "paraphrased in the spec".
 * - Where a label is only implied (a button the spec names without quotes), it is not invented here
 *   unless a screen cannot do without it; such entries are marked "label as the spec names it".
 */

export interface ToastText {
  title: string;
  description: string;
}

/** The area names used in remote fallbacks ('Unable to load Authentication'). */
const areaNames = {
  auth: 'Authentication',
  settings: 'Settings',
  dashboard: 'Dashboard',
  onboarding: 'Onboarding',
  assistant: 'Assistant Pro',
  responder: 'ResponseFlow Pro',
} as const;

export const messages = {
  // -------------------------------------------------------------------------------------------
  // Accounts spec §2, §4, §5, §8: sign-in and sign-up
  auth: {
    signInTitle: 'Sign In',
    createAccountTitle: 'Create Account',
    orDivider: 'Or',
    forgotPassword: 'Forgot password?',
    continue: 'Continue',
    createAccount: 'Create Account',
    signUpLink: 'Sign up',
    logInLink: 'Log in',
    connectStore: 'Connect Store',
    /** Label as the spec names it (footer links of the auth page and settings). */
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    passwordAutoSuggested: 'Password auto-suggested by browser',
    passwordTooShortInline: 'Password must be at least 6 characters',

    welcomeBack: 'Welcome back!',
    accountCreated: 'Account created',

    invalidEmail: { title: 'Invalid email', description: 'Please enter a valid email address.' },
    emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
    missingFields: { title: 'Missing fields', description: 'Please fill in all required fields.' },
    passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
    storeDomainRequired: (exampleHost: string): ToastText => ({
      title: 'Store Domain Required',
      description: `Please enter your Shopify store domain (e.g., ${exampleHost}).`,
    }),
    /** A server message containing this text... */
    invalidShopifyDomainServerText: 'Invalid Shopify store domain',
    /** ...is shown as this. */
    invalidStoreDomain: 'Invalid store domain',

    // Sign-in error mapping (accounts §8)
    signInFailed: { title: 'Sign in failed', description: 'Invalid email or password. Please try again.' },
    connectionFailed: {
      title: 'Connection failed',
      description: 'Unable to connect to the server. Please check your connection and try again.',
    },
    networkError: { title: 'Network error', description: 'Please check your internet connection and try again.' },
    emailNotConfirmed: {
      title: 'Email not confirmed',
      description: 'Please check your email and click the confirmation link.',
    },
    signInUnexpected: 'An unexpected error occurred during sign in.',

    // Sign-up error mapping
    alreadyRegistered: 'An account with this email already exists. Please sign in.',
    signUpInvalidEmail: 'Please enter a valid email address.',
    passwordErrorTitle: 'Password error',
    signUpFailed: 'Sign up failed',

    // Google, Apple, Shopify
    popupBlocked: { title: 'Popup blocked', description: 'Please allow popups for this site and try again.' },
    shopifySignInFailed: 'Shopify sign in failed',
    authSystemUnavailable: 'Auth system unavailable',

    /** Page fallback of the auth remote. */
    pageFallback: { title: 'Unable to load Authentication', description: 'Please refresh the page to try again' },

    /** Labels as the spec names them (the auth page's buttons and fields, accounts §2, §5). */
    providers: { apple: 'Apple', google: 'Google', shopify: 'Shopify' },
    emailLabel: 'Email',
    passwordLabel: 'Password',
    fullNameLabel: 'Full Name',
    storeDomainLabel: 'Store domain',
    /** Sign-up checklist, label as the spec names it ('Checklist on focus: uppercase, lowercase, number'). */
    passwordRules: { uppercase: 'One uppercase letter', lowercase: 'One lowercase letter', number: 'One number' },
  },

  /** Texts the sign-in error mapping looks for in a backend message (accounts §8). */
  authErrorMatchers: {
    invalidCredentials: 'Invalid login credentials',
    invalid: 'invalid',
    failedToFetch: 'Failed to fetch',
    fetch: 'fetch',
    network: 'Network',
    emailNotConfirmed: 'Email not confirmed',
    alreadyRegistered: 'already registered',
    invalidEmail: 'Invalid email',
  },

  // -------------------------------------------------------------------------------------------
  // The confirmation link's page (not in the spec: confirmation is this backend's; the spec's
  // 'Please check your email and click the confirmation link.' leads here)
  confirmEmail: {
    title: 'Confirm Email',
    intro: 'You are confirming the address of your new account:',
    button: 'Confirm email address',
    confirmed: 'Email confirmed',
    invalidLink: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §2, §4, §5, §8: password reset
  reset: {
    emailLabel: 'Email',
    sendResetLink: 'Send Reset Link',
    backToLogin: 'Back to login',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    passwordUpdated: 'Password Updated Successfully',
    emailRequired: { title: 'Email required', description: 'Please enter your email address.' },
    passwordTooShort: { title: 'Password too short', description: 'Password must be at least 6 characters long.' },
    passwordsDontMatch: { title: "Passwords don't match", description: 'Please ensure both passwords match.' },
    invalidLink: 'This password reset link is invalid or has expired. Please request a new one.',
    updateFailed: 'An error occurred while updating your password.',
    sendFailed: 'An error occurred while sending the reset email.',
    /** Headings: label as the route table names the pages. */
    requestTitle: 'Reset Password',
    confirmTitle: 'Set New Password',
    /** Not quoted in the spec ('email sent (toast, field cleared)', accounts §4). */
    emailSent: { title: 'Reset email sent', description: 'Check your email for a link to reset your password.' },
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §2, §5, §8: the OAuth return page
  oauthCallback: {
    returnToSettings: 'Return to Settings',
    noPlatform: 'No platform found in callback URL',
    invalidStatus: 'Invalid or missing status in callback URL',
    authenticationFailed: 'OAuth authentication failed',
    connectionSuccessful: 'Connection Successful',
    connectionFailed: 'Connection Failed',
    /** Heading while the page works: label as the route table names the page. */
    connecting: 'Connecting Account',
    /**
     * Not quoted in the spec ('partial_success is success with a warning message', accounts §4);
     * shown when the callback carries no error_message of its own.
     */
    partialSuccess: 'Some accounts could not be connected.',
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §4, §8: session lifecycle
  session: {
    expired: {
      title: 'Session Expired',
      description: 'Your session has expired due to inactivity. Please sign in again.',
    },
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §2 Layout; dashboard spec §2
  shell: {
    bottomTabs: { home: 'Home', studio: 'Studio', inspire: 'Inspire', analytics: 'Analytics' },
    drawer: {
      dashboard: 'Dashboard',
      studio: 'Studio',
      calendar: 'Calendar',
      analytics: 'Analytics',
      products: 'Products',
      inspiration: 'Inspiration',
      signOut: 'Sign Out',
    },
    inbox: { loadMore: 'Load More', archive: 'Archive', viewDetails: 'View Details' },
    lazyPageSlow: 'Taking longer than expected',
    refreshPage: 'Refresh Page',
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §2, §8: error pages and fallbacks
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
  // Accounts spec §2, §4, §5, §8: settings
  settings: {
    signedOut: 'Please sign in to access your settings.',
    updateFailedTitle: 'Update Failed',
    updateProfileFailed: 'Failed to update user profile',
    updateBusinessTypeFailed: 'Could not update business type. Please try again.',
    couldNotSaveSetting: (message: string) => `Could not save setting: ${message}`,
    errorTitle: 'Error',
    successTitle: 'Success',
  },

  profile: {
    changePhoto: 'Change Photo',
    fullName: 'Full Name',
    email: 'Email',
    companyName: 'Company Name',
    website: 'Website',
    businessType: 'Business Type',
    industry: 'Industry',
    saveAllChanges: 'Save All Changes',
    /** The spec gives the description only. */
    saved: 'Your profile information has been updated.',
    saveFailedTitle: 'Save Failed',
    saveFailed: 'Could not update profile.',
    uploadFailedTitle: 'Upload Failed',
    uploadFailed: 'Could not upload avatar.',
    /** The spec gives the description only. */
    avatarChanged: 'Your profile picture has been changed.',
    businessTypeUpdated: {
      title: 'Business Type Updated',
      description: 'Your business type has been updated successfully.',
    },
    industryUpdated: { title: 'Success', description: 'Industry preference updated successfully' },
    industryUpdateFailed: { title: 'Error', description: 'Failed to update industry preference' },
    invalidFileType: { title: 'Invalid File Type', description: 'Please select a PNG, JPG, or WEBP image.' },
    fileTooLarge: { title: 'File Too Large', description: 'Please select an image smaller than 2MB.' },
    mustBeLoggedIn: 'You must be logged in.',
    userNotFound: 'User not found',
    noPublicUrl: 'Could not get public URL for uploaded avatar.',
  },

  voice: {
    saveVoice: 'Save Voice',
    saved: 'Saved ✓',
    unnamedProfile: 'Unnamed Profile',
    newProfileName: (n: number) => `Voice Profile ${n}`,
    voiceUpdated: { title: 'Voice Updated', description: 'Your brand voice has been saved' },
    saveFailed: { title: 'Save Failed', description: 'Could not save brand voice' },
    profileCreated: 'Profile Created',
    creationFailed: { title: 'Creation Failed', description: 'Could not create new profile' },
    profileDeleted: 'Profile Deleted',
    deletionFailed: { title: 'Deletion Failed', description: 'Could not delete profile' },
    userNotIdentified: 'User not identified.',
    authenticationRequired: {
      title: 'Authentication Required',
      description: 'Please ensure you are logged in to save your brand voice.',
    },
  },

  brandKit: {
    invalidFileType: { title: 'Invalid file type', description: 'Please upload a PNG, JPG, or SVG file.' },
    loadError: 'Error loading brand kit',
    updateError: 'Error updating brand kit',
    uploadLogoError: 'Error uploading logo',
    removeLogoError: 'Error removing logo',
    updated: 'Brand kit updated',
    logoUploaded: 'Logo uploaded',
    logoRemoved: 'Logo removed',
  },

  appearance: {
    darkMode: 'Dark Mode',
    emailNotifications: 'Email Notifications',
    soundEffects: 'Sound Effects',
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §2, §4, §8: integrations (connect, disconnect, sync)
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

  sync: {
    complete: (name: string): ToastText => ({ title: 'Sync Complete', description: `Successfully synced ${name}` }),
    failedTitle: 'Sync Failed',
    failed: 'Failed to sync data',
    shopifyPartialFailure: 'Failed to sync products sync and/or metrics sync',
    notSupported: (platform: string) => `Sync not supported for ${platform}`,
  },

  /** The social integration test page (accounts §2, §8). */
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

  // -------------------------------------------------------------------------------------------
  // Dashboard spec §2, §4, §8: dashboard and analytics
  dashboard: {
    quickActions: 'Quick Actions',
    startFromScratch: 'Start from scratch',
    createCampaign: 'Create Campaign',
    analytics: 'Analytics',
    growth: 'Growth',
    engagements: 'Engagements',
    tabs: { overview: 'Overview', performance: 'Performance', engagement: 'Engagement', aiInsights: 'AI Insights' },
    metrics: {
      revenue: 'Revenue',
      roas: 'ROAS',
      conversionRate: 'Conversion Rate',
      averageOrderValue: 'Average Order Value',
      totalReach: 'Total Reach',
      totalEngagement: 'Total Engagement',
      totalFollowers: 'Total Followers',
    },
    noAiInsights: 'No AI insights available yet. Run analytics sync to generate insights.',
    demoData: 'Demo Data',
    recentActivity: 'Recent Activity',
    weeklyProgress: 'Weekly Progress',
    revenueChart: {
      title: 'Revenue Performance',
      subtitle: 'Last 30 days performance',
      lastPeriod: 'Last period',
      empty: 'No revenue data available',
    },
    healthStatus: {
      excellent: 'Excellent performance',
      good: 'Good performance',
      warning: 'Needs improvement',
      critical: 'Requires attention',
    },
    platformPerformance: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
  },

  analytics: {
    serviceUnavailable: (status: number | string) => `Analytics service unavailable (${status})`,
    loadFailed: {
      title: 'Failed to load analytics',
      description: "We're having trouble loading your analytics data. Please try again.",
    },
    refreshFailed: { title: 'Refresh failed', description: 'Unable to refresh analytics data. Please try again.' },
    /** Followed by the backend message. */
    dailyMetricsFailed: (message: string) => `Failed to fetch daily metrics: ${message}`,
    topProductsFailed: (message: string) => `Failed to fetch top products: ${message}`,
  },

  goals: {
    createFailed: (message: string) => `Failed to create goal: ${message}`,
    updateFailed: (message: string) => `Failed to update goals: ${message}`,
    deactivateFailed: (message: string) => `Failed to deactivate goals: ${message}`,
    deleteFailed: (message: string) => `Failed to delete goal: ${message}`,
    created: 'Goal created successfully',
    updated: 'Goals updated successfully',
    deactivated: 'All goals deactivated',
    deleted: 'Goal deleted successfully',
  },

  // -------------------------------------------------------------------------------------------
  // Dashboard spec §2, §4, §5, §8: onboarding
  onboarding: {
    getStarted: 'Get Started',
    goToDashboard: 'Go to Dashboard',
    continueWithGoals: 'Continue with goals',
    skipGoals: 'Skip Goals',
    completeSetup: 'Complete Setup',
    skipBrandVoice: 'Skip Brand Voice',
    skipForNow: 'Skip for now',
    /** Step names as the spec lists them. */
    steps: ['Welcome', 'Integrations', 'Competitors and inspiration', 'Brand Goals', 'Brand Voice', 'Insights Report'],
    /** Paraphrased in the spec ("some data could not be saved, you can continue"). */
    saveWarning: { title: 'Save Warning', description: 'Some data could not be saved. You can continue.' },
    /** Paraphrased in the spec ("could be set up later in settings"). */
    goalsSaveFailed: {
      title: 'Goals Save Failed',
      description: 'Your goals could not be saved. You can set them up later in settings.',
    },
    /** Paraphrased in the spec ("with the reason, continue and set up later"). */
    saveFailed: (reason: string): ToastText => ({
      title: 'Save Failed',
      description: `${reason}. You can continue and set this up later.`,
    }),
    skippedBrandVoice: { title: 'Skipped Brand Voice', description: 'You can set this up later in your settings.' },
    brandVoiceSkipped: 'Brand Voice Skipped',
  },

  // -------------------------------------------------------------------------------------------
  // Dashboard spec §2, §4, §8: AI assistant
  assistant: {
    name: 'Assistant Pro',
    chatFailed: { title: 'Chat Error', description: 'Failed to get AI response. Please try again.' },
    cannotConnect: { title: 'Chat Error', description: 'Unable to connect to AI assistant.' },
    errorResponse: 'I apologize, but I encountered an error processing your request. Please try again.',
    tryAgain: 'Try Again',
    serviceUnavailable: 'ADK service unavailable',
  },

  /** The AI workflow test page (dashboard §2). */
  aiTestSuite: {
    runAllTests: 'Run All Tests',
  },

  // -------------------------------------------------------------------------------------------
  // Dashboard spec §2, §4, §5, §8: auto-responder (ResponseFlow Pro)
  responder: {
    name: 'ResponseFlow Pro',
    toggle: { responseFlow: 'ResponseFlow', tasks: 'Tasks' },
    todaysImpact: "TODAY'S IMPACT",
    viewFullActivity: 'View Full Activity',
    drawerTabs: { all: 'All', tasks: 'Tasks', messages: 'Messages', aiResponses: 'AI Responses', inbox: 'Inbox' },
    platformPills: { all: 'All Platforms', instagram: 'Instagram', facebook: 'Facebook' },
    empty: {
      all: 'No activity yet',
      tasks: 'No tasks',
      messages: 'No messages',
      aiResponses: 'No AI responses',
      inbox: 'Inbox empty',
    },
    customerServiceTasks: 'Customer Service Tasks',
    viewAllTasks: (n: number) => `View All ${n} Tasks`,
    allCaughtUp: 'All caught up!',
    /** Paraphrased in the spec ("AI will now handle customer inquiries automatically"). */
    activated: {
      title: 'Auto-Responder Activated',
      description: 'AI will now handle customer inquiries automatically',
    },
    /** Paraphrased in the spec ("you'll need to respond to messages manually"). */
    paused: { title: 'Auto-Responder Paused', description: "You'll need to respond to messages manually" },
    newMessageNeedsAttention: 'New message needs attention',
    responseRequired: { title: 'Response Required', description: 'Please enter a response message' },
    sendFailed: { title: 'Send Failed', description: 'Failed to send response. Please try again.' },
    unexpectedError: { title: 'Error', description: 'An unexpected error occurred.' },
    toggleFailed: { title: 'Error', description: 'Failed to update auto-responder status' },
    toggleFailedServer: 'Failed to toggle auto-responder',
    senderNotFound: 'Could not find sender information for message',
    noFacebookPage: 'No active Facebook page connection found',
    sendViaFailed: (platform: string) => `Failed to send message via ${platform}`,
  },

  // -------------------------------------------------------------------------------------------
  // Dashboard spec §4, §5, §8: real-time subscriptions
  realtime: {
    maxSubscriptions: 'Maximum subscriptions limit (50) reached',
    connectionTimeout: 'Connection timeout',
    maxReconnectAttempts: 'Max reconnection attempts reached',
  },
} as const;

/** Subscription error codes and their HTTP statuses (dashboard §8). */
export const subscriptionErrorCodes = {
  SUBSCRIPTION_AUTH_ERROR: 403,
  TABLE_NOT_FOUND: 404,
  SUBSCRIPTION_CREATE_ERROR: 500,
  SUBSCRIPTION_REMOVE_ERROR: 500,
} as const;
