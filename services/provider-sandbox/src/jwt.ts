import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';

// Plain node:crypto rather than a JWT library: the sandbox only signs RS256/ES256 and checks one ES256
// token shape (Apple's client secret), and this keeps the package free of ESM-only dependencies.

export type JwtAlg = 'RS256' | 'ES256';

export interface SigningKey {
  kid: string;
  alg: JwtAlg;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export function signingKeyFromPem(pem: string, kid: string, alg: JwtAlg): SigningKey {
  const privateKey = createPrivateKey(pem);
  return { kid, alg, privateKey, publicKey: createPublicKey(privateKey) };
}

export function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString('base64url');
}

function signatureOptions(alg: JwtAlg, key: KeyObject) {
  // JWS ES256 signatures are the raw r||s pair, not DER.
  return alg === 'ES256' ? { key, dsaEncoding: 'ieee-p1363' as const } : key;
}

export function signJwt(payload: Record<string, unknown>, key: SigningKey): string {
  const header = { alg: key.alg, kid: key.kid, typ: 'JWT' };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = sign('sha256', Buffer.from(input), signatureOptions(key.alg, key.privateKey));
  return `${input}.${base64url(signature)}`;
}

export interface DecodedJwt {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
  signingInput: string;
  signature: Buffer;
}

/** Splits and parses a compact JWS; returns undefined for anything that is not one. */
export function decodeJwt(token: string): DecodedJwt | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [h, p, s] = parts as [string, string, string];
  try {
    const header: unknown = JSON.parse(Buffer.from(h, 'base64url').toString('utf8'));
    const payload: unknown = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
    if (!isRecord(header) || !isRecord(payload)) return undefined;
    return { header, payload, signingInput: `${h}.${p}`, signature: Buffer.from(s, 'base64url') };
  } catch {
    return undefined;
  }
}

export function verifyJwtSignature(jwt: DecodedJwt, alg: JwtAlg, publicKey: KeyObject): boolean {
  if (jwt.header.alg !== alg) return false;
  try {
    return verify('sha256', Buffer.from(jwt.signingInput), signatureOptions(alg, publicKey), jwt.signature);
  } catch {
    return false;
  }
}

export function publicJwk(key: SigningKey): Record<string, unknown> {
  return { ...key.publicKey.export({ format: 'jwk' }), kid: key.kid, alg: key.alg, use: 'sig' };
}

/** OpenID Connect `at_hash`: left half of the SHA-256 of the access token, base64url. */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken).digest();
  return base64url(digest.subarray(0, digest.length / 2));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
