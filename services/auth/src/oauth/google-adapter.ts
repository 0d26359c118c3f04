import type { GoogleSettings } from '../config';
import type { ExternalProfile } from '../users/external-sign-in';
import { isTrueClaim, remoteKeys, type RemoteKeys } from './id-token';
import { codeAndNonce, exchangeCodeForIdToken } from './oidc-code-exchange';
import type { ProviderAdapter } from './provider-adapter';
import { isRecord, stringClaim } from '@scp/service-kit/oauth-client';
import { providerFetch } from './provider-http';
import { signInFailure } from './sign-in-failure';

export const GOOGLE_SCOPE = 'openid email profile';
/** Discovery documents change rarely; an hour keeps a key or endpoint rotation from lingering. */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;

interface Discovery {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: RemoteKeys;
  fetchedAt: number;
}

/** Google: OpenID Connect authorization code flow with PKCE and nonce, endpoints from discovery. */
export function createGoogleAdapter(settings: GoogleSettings): ProviderAdapter {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  let cached: Discovery | undefined;

  async function discovery(): Promise<Discovery> {
    if (cached && Date.now() - cached.fetchedAt < DISCOVERY_TTL_MS) return cached;
    const reply = await providerFetch(`${baseUrl}/.well-known/openid-configuration`);
    const doc = reply.body;
    if (reply.status !== 200 || !isRecord(doc)) {
      throw signInFailure('unavailable', `Google discovery answered ${reply.status}`);
    }
    const issuer = stringClaim(doc.issuer);
    const authorizationEndpoint = stringClaim(doc.authorization_endpoint);
    const tokenEndpoint = stringClaim(doc.token_endpoint);
    const jwksUri = stringClaim(doc.jwks_uri);
    if (!issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
      throw signInFailure('unavailable', 'Google discovery document is incomplete');
    }
    // Only a good document is cached: a provider outage is retried on the next sign-in.
    cached = { issuer, authorizationEndpoint, tokenEndpoint, keys: remoteKeys(jwksUri), fetchedAt: Date.now() };
    return cached;
  }

  return {
    provider: 'google',

    async authorizationUrl({ flow, codeChallenge, redirectUri }) {
      const { authorizationEndpoint } = await discovery();
      const url = new URL(authorizationEndpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SCOPE,
        state: flow.state,
        nonce: flow.nonce ?? '',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
        prompt: 'select_account',
      }).toString();
      return url.toString();
    },

    async complete({ params, flow, redirectUri }) {
      const { code, nonce } = codeAndNonce(params, flow, 'Google');
      const { issuer, tokenEndpoint, keys } = await discovery();
      const claims = await exchangeCodeForIdToken({
        providerLabel: 'Google',
        tokenEndpoint,
        code,
        redirectUri,
        clientId: settings.clientId,
        clientSecret: settings.clientSecret,
        codeVerifier: flow.verifier,
        keys,
        issuer,
        nonce,
      });
      const profile: ExternalProfile = {
        provider: 'google',
        subject: String(claims.sub),
        email: stringClaim(claims.email),
        emailVerified: isTrueClaim(claims.email_verified),
        fullName: stringClaim(claims.name),
        avatarUrl: stringClaim(claims.picture),
      };
      return profile;
    },
  };
}
