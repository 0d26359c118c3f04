import { createHash, randomBytes } from 'node:crypto';

/** An unguessable URL-safe token (state, nonce): 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface Pkce {
  /** Kept in the flow cookie; sent only with the code exchange. */
  verifier: string;
  /** Sent in the authorization URL with `code_challenge_method=S256`. */
  challenge: string;
}

/** RFC 7636 S256: the verifier is 43 characters of base64url, the challenge its SHA-256. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function createPkce(): Pkce {
  const verifier = randomToken(32);
  return { verifier, challenge: pkceChallenge(verifier) };
}
