import type { ToastText } from '../app/app-texts';

/**
 * The user-facing texts of the accounts area: sign-in and sign-up, the confirmation and password-reset
 * pages, the OAuth return page and the session. Conventions: app/app-texts.ts.
 */
export const accountsTexts = {
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
  // Settings → Profile: the account's ways in (not in the spec: linking is this backend's rule
  // that an identity never joins an account by itself)
  linkedIdentities: {
    title: 'Sign-in methods',
    description:
      'Every way into your account. Remove any you do not recognise; the last one stays until you add another or set a password.',
    listLabel: 'Linked sign-in methods',
    none: 'No Google, Apple or Shopify sign-in is linked to your account.',
    loadFailed: 'Sign-in methods could not be loaded.',
    linkedOn: (date: string) => `Linked ${date}`,
    remove: 'Remove',
    removeLabel: (provider: string, who: string) => `Remove ${provider} ${who}`,
    removed: (provider: string) => `${provider} sign-in removed.`,
    removeFailedTitle: 'Could not remove the sign-in method',
    link: (provider: string) => `Link ${provider}`,
    linkFailedTitle: 'Could not link the sign-in method',
    linked: (provider: string) => `${provider} sign-in linked to your account.`,
    storeDomainLabel: 'Shopify store domain',
    password: 'Password',
    passwordSet: 'Set',
    passwordNotSet: 'Not set',
    setPassword: 'Set a password',
    setPasswordSent: {
      title: 'Check your email',
      description: 'We sent you a link to set your password. It works once.',
    },
    setPasswordFailedTitle: 'Could not send the link',
  },

  // -------------------------------------------------------------------------------------------
  // Accounts spec §4, §8: session lifecycle
  session: {
    expired: {
      title: 'Session Expired',
      description: 'Your session has expired due to inactivity. Please sign in again.',
    },
  },
} as const;
