/**
 * The confirmation link's page (not in the spec: confirmation is this backend's; the spec's
 * 'Please check your email and click the confirmation link.' leads here). A file of its own, apart from accounts-texts.ts: only its screen, loaded on demand, draws
 * these, and every first visit of /auth would carry them otherwise. Conventions: app/app-texts.ts.
 */
export const emailConfirmationTexts = {
  title: 'Confirm Email',
  intro: 'You are confirming the address of your new account:',
  button: 'Confirm email address',
  confirmed: 'Email confirmed',
  invalidLink: 'This confirmation link is invalid or has expired. Sign in to get a new one.',
} as const;
