import type { ToastText } from '../app/app-texts';

/**
 * The user-facing texts of the accounts area: sign-in and sign-up, and the session. The screens loaded
 * on demand have theirs apart (email-confirmation-texts.ts, password-reset-texts.ts,
 * oauth-callback-texts.ts, linked-identities-texts.ts), off the first visit of /auth. Conventions:
 * app/app-texts.ts.
 */
export const accountsTexts = {
  // screens and routes, states and transitions, validation rules, error catalogue: sign-in and sign-up
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

    // Sign-in error mapping (error catalogue)
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

    /** Labels as the spec names them (the auth page's buttons and fields, screens and routes, validation rules). */
    providers: { apple: 'Apple', google: 'Google', shopify: 'Shopify' },
    emailLabel: 'Email',
    passwordLabel: 'Password',
    fullNameLabel: 'Full Name',
    storeDomainLabel: 'Store domain',
    /** Sign-up checklist, label as the spec names it ('Checklist on focus: uppercase, lowercase, number'). */
    passwordRules: { uppercase: 'One uppercase letter', lowercase: 'One lowercase letter', number: 'One number' },
  },

  /** Texts the sign-in error mapping looks for in a backend message (error catalogue). */
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
  // states and transitions, error catalogue: session lifecycle
  session: {
    expired: {
      title: 'Session Expired',
      description: 'Your session has expired due to inactivity. Please sign in again.',
    },
  },
} as const;
