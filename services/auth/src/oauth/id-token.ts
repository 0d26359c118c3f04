import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import { PROVIDER_TIMEOUT_MS } from './provider-http';
import { signInFailure, verification } from './sign-in-failure';

export type RemoteKeys = ReturnType<typeof createRemoteJWKSet>;

/** A provider's signing keys, fetched on first use and cached (jose refetches on an unknown kid). */
export function remoteKeys(jwksUri: string): RemoteKeys {
  return createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: PROVIDER_TIMEOUT_MS });
}

/**
 * Verifies an OpenID Connect ID token: signature by the provider's keys (RS256), issuer, audience
 * (our client id), expiry, and the nonce this flow sent (replay of another flow's token fails).
 */
export async function verifyIdToken(
  idToken: unknown,
  options: { keys: RemoteKeys; issuer: string; audience: string; nonce: string },
): Promise<JWTPayload> {
  if (typeof idToken !== 'string' || !idToken) throw verification('token response carried no id_token');
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ['RS256', 'ES256'],
      clockTolerance: 60,
    }));
  } catch (err) {
    // The keys endpoint not answering is the provider being down; anything jose rejects is not.
    if (err instanceof errors.JOSEError && !(err instanceof errors.JWKSTimeout)) {
      throw verification(`id_token rejected: ${err.code}: ${err.message}`);
    }
    const detail = err instanceof Error ? err.message : String(err);
    throw signInFailure('unavailable', `signing keys could not be fetched: ${detail}`);
  }
  if (payload.nonce !== options.nonce) throw verification('id_token nonce does not match the flow');
  if (typeof payload.sub !== 'string' || !payload.sub) throw verification('id_token has no subject');
  return payload;
}

/** `email_verified` is a boolean at Google and sometimes the string "true" at Apple. */
export function isTrueClaim(value: unknown): boolean {
  return value === true || value === 'true';
}
