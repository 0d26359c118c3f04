/**
 * The OAuth return page of a platform connection. A file of its own, apart from accounts-texts.ts: only its screen, loaded on demand, draws
 * these, and every first visit of /auth would carry them otherwise. Conventions: app/app-texts.ts.
 */
export const oauthCallbackTexts = {
  returnToSettings: 'Return to Settings',
  noPlatform: 'No platform found in callback URL',
  invalidStatus: 'Invalid or missing status in callback URL',
  authenticationFailed: 'OAuth authentication failed',
  connectionSuccessful: 'Connection Successful',
  connectionFailed: 'Connection Failed',
  /** Heading while the page works: label as the route table names the page. */
  connecting: 'Connecting Account',
  /**
   * Not quoted in the spec ('partial_success is success with a warning message', states and transitions);
   * shown when the callback carries no error_message of its own.
   */
  partialSuccess: 'Some accounts could not be connected.',
} as const;
