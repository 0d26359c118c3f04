import { basicAuth, postForm } from '@scp/service-kit/oauth-client';
import type { PlatformApp } from './platform-apps';
import { PlatformFailure, tokenSetFrom, type TokenSet } from '@scp/service-kit/platform-http';
import { type AccountCredentials } from './platform-adapter';

/**
 * The RFC 6749 token endpoint calls of a platform that follows the standard: the code exchange with
 * the PKCE verifier, and refresh. `clientAuth` is how the platform wants our credentials: HTTP
 * Basic (X, Pinterest) or in the form (LinkedIn, Google).
 */
export function standardTokenCalls(input: {
  name: string;
  tokenUrl: string;
  app: PlatformApp;
  clientAuth: 'basic' | 'post';
}) {
  const { name, tokenUrl, app, clientAuth } = input;
  const headers: Record<string, string> =
    clientAuth === 'basic' ? { Authorization: basicAuth(app.clientId, app.clientSecret) } : {};
  const credentials: Record<string, string> =
    clientAuth === 'post' ? { client_id: app.clientId, client_secret: app.clientSecret } : { client_id: app.clientId };
  return {
    async exchange(code: string, redirectUri: string, verifier: string): Promise<TokenSet> {
      return tokenSetFrom(
        `${name} code exchange`,
        await postForm(
          tokenUrl,
          {
            ...credentials,
            grant_type: 'authorization_code',
            code,
            redirect_uri: redirectUri,
            code_verifier: verifier,
          },
          headers,
        ),
      );
    },
    async refresh(account: AccountCredentials): Promise<TokenSet> {
      if (!account.refreshToken) throw new PlatformFailure('rejected', `${name}: no refresh token`);
      // A platform that keeps the refresh token (LinkedIn) does not send it again.
      return tokenSetFrom(
        `${name} refresh`,
        await postForm(
          tokenUrl,
          { ...credentials, grant_type: 'refresh_token', refresh_token: account.refreshToken },
          headers,
        ),
        account.refreshToken,
      );
    },
  };
}

/**
 * A platform's authorization URL: its own parameters, plus the flow's redirect URI, state and PKCE
 * challenge, which every platform takes the same way.
 */
export function authorizationUrlOf(
  endpoint: string,
  flow: { state: string; codeChallenge: string; redirectUri: string },
  platformParams: Record<string, string>,
): string {
  return `${endpoint}?${new URLSearchParams({
    ...platformParams,
    redirect_uri: flow.redirectUri,
    state: flow.state,
    code_challenge: flow.codeChallenge,
    code_challenge_method: 'S256',
  })}`;
}
