import type { GoogleSettings } from '../config';
import type { ExternalProfile } from '../users/external-sign-in';
import { isTrueClaim, remoteKeys, verifyIdToken, type RemoteKeys } from './id-token';
import type { ProviderAdapter } from './provider-adapter';
import { isRecord, oauthErrorOf, postForm, providerFetch, stringClaim } from './provider-http';
import { SignInFailure, verification } from './sign-in-failure';

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
      throw new SignInFailure('unavailable', `Google discovery answered ${reply.status}`);
    }
    const issuer = stringClaim(doc.issuer);
    const authorizationEndpoint = stringClaim(doc.authorization_endpoint);
    const tokenEndpoint = stringClaim(doc.token_endpoint);
    const jwksUri = stringClaim(doc.jwks_uri);
    if (!issuer || !authorizationEndpoint || !tokenEndpoint || !jwksUri) {
      throw new SignInFailure('unavailable', 'Google discovery document is incomplete');
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
      const code = params.get('code');
      if (!code) throw verification('Google callback carried no code');
      if (!flow.nonce) throw verification('flow has no nonce');
      const { issuer, tokenEndpoint, keys } = await discovery();
      // client_secret_post, with the PKCE verifier only this service knows.
      const reply = await postForm(tokenEndpoint, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code_verifier: flow.verifier,
      });
      if (reply.status >= 500) throw new SignInFailure('unavailable', `Google token endpoint answered ${reply.status}`);
      if (reply.status !== 200 || !isRecord(reply.body)) {
        throw verification(`Google refused the code: ${oauthErrorOf(reply)}`);
      }
      const claims = await verifyIdToken(reply.body.id_token, {
        keys,
        issuer,
        audience: settings.clientId,
        nonce: flow.nonce,
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
