/**
 * The texts of Settings → Profile's sign-in methods: the account's ways in (not in the spec: linking
 * is this backend's rule that an identity never joins an account by itself). A file of their own,
 * apart from accounts-texts.ts: only the settings remote draws them, and every app that imports
 * accountsTexts (the shell and /auth's first visit among them) would carry them otherwise.
 * Conventions: app/app-texts.ts.
 */
export const linkedIdentitiesTexts = {
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
} as const;
