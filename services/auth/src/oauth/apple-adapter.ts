import { importPKCS8, SignJWT } from 'jose';
import type { AppleSettings } from '../config';
import type { ExternalProfile } from '../users/external-sign-in';
import { isTrueClaim, remoteKeys } from './id-token';
import { codeAndNonce, exchangeCodeForIdToken } from './oidc-code-exchange';
import type { ProviderAdapter } from './provider-adapter';
import { isRecord, stringClaim } from '@scp/service-kit/oauth-client';
import { signInFailure } from './sign-in-failure';

export const APPLE_SCOPE = 'name email';
/** The audience Apple requires in a client secret, whatever host serves the token endpoint. */
export const APPLE_CLIENT_SECRET_AUDIENCE = 'https://appleid.apple.com';
const CLIENT_SECRET_TTL_SECONDS = 5 * 60;

/** Apple's `user` form field (first consent only): `{"name":{"firstName","lastName"},"email"}`. */
export function appleUserName(raw: string | null): string | undefined {
  if (!raw || raw.length > 2000) return undefined;
  try {
    const user: unknown = JSON.parse(raw);
    if (!isRecord(user) || !isRecord(user.name)) return undefined;
    const parts = [stringClaim(user.name.firstName), stringClaim(user.name.lastName)].filter(Boolean);
    const name = parts.join(' ').trim();
    return name ? name.slice(0, 200) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Sign in with Apple: authorization code with PKCE and nonce, `response_mode=form_post` (needed for
 * the name and email scopes). The client secret is a short-lived ES256 JWT signed with the team key.
 */
export function createAppleAdapter(settings: AppleSettings): ProviderAdapter {
  const baseUrl = settings.baseUrl.replace(/\/+$/, '');
  const keys = remoteKeys(`${baseUrl}/auth/keys`);
  let signingKey: ReturnType<typeof importPKCS8> | undefined;

  async function clientSecret(): Promise<string> {
    signingKey ??= importPKCS8(settings.privateKeyPem, 'ES256');
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: settings.keyId })
      .setIssuer(settings.teamId)
      .setSubject(settings.clientId)
      .setAudience(APPLE_CLIENT_SECRET_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + CLIENT_SECRET_TTL_SECONDS)
      .sign(await signingKey);
  }

  return {
    provider: 'apple',

    async authorizationUrl({ flow, codeChallenge, redirectUri }) {
      const url = new URL(`${baseUrl}/auth/authorize`);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        response_mode: 'form_post',
        scope: APPLE_SCOPE,
        state: flow.state,
        nonce: flow.nonce ?? '',
        code_challenge: codeChallenge,
        code_challenge_method: 'S256',
      }).toString();
      return url.toString();
    },

    async complete({ params, flow, redirectUri }) {
      const { code, nonce } = codeAndNonce(params, flow, 'Apple');
      let secret: string;
      try {
        secret = await clientSecret();
      } catch (err) {
        // A bad key is our configuration, not the user's doing: logged as such, shown as a failure.
        throw signInFailure('unexpected', `Apple client secret could not be signed: ${(err as Error).message}`);
      }
      const claims = await exchangeCodeForIdToken({
        providerLabel: 'Apple',
        tokenEndpoint: `${baseUrl}/auth/token`,
        code,
        redirectUri,
        clientId: settings.clientId,
        clientSecret: secret,
        codeVerifier: flow.verifier,
        keys,
        // Apple's issuer is its base URL (https://appleid.apple.com); the sandbox's is its /apple prefix.
        issuer: baseUrl,
        nonce,
      });
      const profile: ExternalProfile = {
        provider: 'apple',
        subject: String(claims.sub),
        // Only the signed token's email counts; the `user` field is unsigned form data.
        email: stringClaim(claims.email),
        emailVerified: isTrueClaim(claims.email_verified),
        fullName: appleUserName(params.get('user')),
      };
      return profile;
    },
  };
}
