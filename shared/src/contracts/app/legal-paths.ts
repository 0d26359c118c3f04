/**
 * The Privacy Policy and the Terms of Service: public pages the shell serves, linked from the
 * footers of /auth and Settings (and required by the platforms' app reviews).
 */
export const legalPaths = {
  privacy: '/privacy',
  terms: '/terms',
} as const;
