import { authPaths } from '@scp/shared/contracts/auth/auth-paths';
import { oauthCallbackTexts } from '@scp/shared/contracts/auth/oauth-callback-texts';
import { platforms } from '@scp/shared/contracts/settings/integrations-constants';
import { integrationsTexts } from '@scp/shared/contracts/settings/integrations-texts';

const texts = integrationsTexts.testPages.scenarios;

export interface OAuthTestScenario {
  key: string;
  title: string;
  /** The OAuth return page's query for this sample (without `return_to`). */
  params: Record<string, string>;
  /** The message the return page makes of it (mfe-auth's parse-callback.ts). */
  expected: string;
}

/**
 * The five sample returns of the OAuth return page (screens and routes, validation rules): success with a count, partial
 * success with its warning, an error with its message, an error without one (the page falls back to
 * 'OAuth authentication failed') and a return naming no platform.
 */
export const oauthTestScenarios: readonly OAuthTestScenario[] = [
  {
    key: 'success',
    title: texts.success,
    params: { platform: 'instagram', status: 'success', connected_count: '2' },
    expected: integrationsTexts.integrations.connected(platforms.instagram.label),
  },
  {
    key: 'partial-success',
    title: texts.partialSuccess,
    params: {
      platform: 'facebook',
      status: 'partial_success',
      connected_count: '1',
      error_message: texts.partialWarning,
    },
    expected: texts.partialWarning,
  },
  {
    key: 'error-with-message',
    title: texts.errorWithMessage,
    params: { platform: 'linkedin', status: 'error', error_message: integrationsTexts.connectErrors.denied },
    expected: integrationsTexts.connectErrors.denied,
  },
  {
    key: 'error-without-message',
    title: texts.errorWithoutMessage,
    params: { platform: 'shopify', status: 'error' },
    expected: oauthCallbackTexts.authenticationFailed,
  },
  {
    key: 'missing-platform',
    title: texts.missingPlatform,
    params: { status: 'success', connected_count: '1' },
    expected: oauthCallbackTexts.noPlatform,
  },
];

/** The return page's address for `scenario`; `returnTo` is where it goes on when it is a page, not a popup. */
export function scenarioUrl(scenario: OAuthTestScenario, returnTo?: string): string {
  const params = new URLSearchParams(scenario.params);
  if (returnTo !== undefined) params.set('return_to', returnTo);
  return `${authPaths.authCallback}?${params}`;
}
