// The shell's route table and mfe-settings' routes both read these, so a test page's path is written once.

/** The integration test pages (screens and routes: route table), all served by mfe-settings. */
export const integrationsPaths = {
  /** Social integration test page: protected, in the app chrome. */
  testConnections: '/test-connections',
  /** OAuth return test page: sample returns opened in the page. Public. */
  oauthTest: '/test/oauth',
  /** OAuth return test page: sample returns opened in a popup. Public. */
  oauthModalTest: '/test/oauth-modal',
} as const;
