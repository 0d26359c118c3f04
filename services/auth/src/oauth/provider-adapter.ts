import type { OAuthSignInProvider } from '@scp/shared/contracts/auth/auth-api';
import type { ExternalProfile } from '../users/external-sign-in';
import type { OAuthFlow } from './flow-cookie';

/**
 * One provider's protocol, configured by URL (the real provider in production, the sandbox locally
 * and in tests). Adapters know nothing of Express or cookies.
 */
export interface ProviderAdapter {
  provider: OAuthSignInProvider;
  /** Where the browser goes: the provider's authorization URL for this flow. */
  authorizationUrl(input: { flow: OAuthFlow; codeChallenge: string; redirectUri: string }): Promise<string>;
  /**
   * The callback's parameters (state already checked against the flow, no `error`): verifies what
   * is left, exchanges the code with the flow's PKCE verifier and returns who signed in. Throws
   * `signInFailure`.
   */
  complete(input: { params: URLSearchParams; flow: OAuthFlow; redirectUri: string }): Promise<ExternalProfile>;
}
