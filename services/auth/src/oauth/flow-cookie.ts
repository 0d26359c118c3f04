import { hkdfSync } from 'node:crypto';
import type { CookieOptions, Request, Response } from 'express';
import { EncryptJWT, jwtDecrypt } from 'jose';
import {
  appPathSchema,
  oauthSignInProviderSchema,
  type OAuthSignInProvider,
} from '@scp/shared/contracts/auth/auth-api';

/** The gateway forwards (and passes back) only `scp.auth.*` cookies to the auth service. */
export const FLOW_COOKIE_NAME = 'scp.auth.flow';
/** Sent only to the start and callback routes, nowhere else. */
export const FLOW_COOKIE_PATH = '/api/auth/oauth';
export const FLOW_TTL_SECONDS = 10 * 60;
const FLOW_ISSUER = 'scp-auth';
const FLOW_AUDIENCE = 'scp-auth-oauth-flow';

/** What binds a redirect sign-in to the browser that started it. */
export interface OAuthFlow {
  provider: OAuthSignInProvider;
  state: string;
  /** The PKCE verifier: only its hash left the service. */
  verifier: string;
  /** Google and Apple: must come back inside the ID token. */
  nonce?: string;
  /** Shopify: the shop the install was started for. */
  shop?: string;
  /** Where the browser lands after signing in (a path on this app). */
  returnTo: string;
  /**
   * The callback URL on the origin the flow started on (the provider sends the browser back there,
   * where this cookie is); the code exchange repeats it.
   */
  redirectUri: string;
  /** Link mode: the signed-in account the identity is added to (no sign-in happens). */
  linkUserId?: string;
}

const keys = new Map<string, Uint8Array>();
/** A 256-bit key for A256GCM derived from the configured secret (any length) with HKDF-SHA256. */
function flowKey(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(hkdfSync('sha256', secret, 'scp-oauth-flow-salt', 'scp.auth.flow A256GCM', 32));
    keys.set(secret, key);
  }
  return key;
}

/** Encrypted and authenticated (JWE dir + A256GCM): the browser can neither read nor alter it. */
export async function sealFlow(flow: OAuthFlow, secret: string, ttlSeconds = FLOW_TTL_SECONDS): Promise<string> {
  return new EncryptJWT({ flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuer(FLOW_ISSUER)
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .encrypt(flowKey(secret));
}

function isString(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0;
}

/** The flow, or undefined when the value is forged, altered, expired or malformed. */
export async function openFlow(sealed: string, secret: string): Promise<OAuthFlow | undefined> {
  try {
    const { payload } = await jwtDecrypt(sealed, flowKey(secret), {
      issuer: FLOW_ISSUER,
      audience: FLOW_AUDIENCE,
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
    });
    const flow = payload.flow as Partial<OAuthFlow> | undefined;
    const provider = oauthSignInProviderSchema.safeParse(flow?.provider);
    // Checked again where it is used, not only at the start: the redirect after sign-in must never
    // leave the app, whatever a cookie sealed with this key (an older release's, say) holds.
    const returnTo = appPathSchema.safeParse(flow?.returnTo);
    if (
      !flow ||
      !provider.success ||
      !isString(flow.state) ||
      !isString(flow.verifier) ||
      !returnTo.success ||
      !isString(flow.redirectUri)
    ) {
      return undefined;
    }
    return {
      provider: provider.data,
      state: flow.state,
      verifier: flow.verifier,
      nonce: isString(flow.nonce) ? flow.nonce : undefined,
      shop: isString(flow.shop) ? flow.shop : undefined,
      returnTo: returnTo.data,
      redirectUri: flow.redirectUri,
      linkUserId: isString(flow.linkUserId) ? flow.linkUserId : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Over https SameSite=None (with Secure): Apple's form_post comes back as a cross-site POST, which
 * would not carry a Lax cookie. Over plain http (local runs) browsers refuse None without Secure,
 * and the sandbox is same-site with the app anyway, so Lax.
 */
function cookieOptions(req: Request): CookieOptions {
  return req.secure
    ? { httpOnly: true, path: FLOW_COOKIE_PATH, sameSite: 'none', secure: true }
    : { httpOnly: true, path: FLOW_COOKIE_PATH, sameSite: 'lax', secure: false };
}

export function setFlowCookie(req: Request, res: Response, sealed: string): void {
  res.cookie(FLOW_COOKIE_NAME, sealed, { ...cookieOptions(req), maxAge: FLOW_TTL_SECONDS * 1000 });
}

/** Every callback clears it, success or not: a flow is good for one attempt. */
export function clearFlowCookie(req: Request, res: Response): void {
  res.clearCookie(FLOW_COOKIE_NAME, cookieOptions(req));
}

/** The raw cookie value (no cookie parser in this service: one cookie is all it reads). */
export function readFlowCookie(req: Request): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== FLOW_COOKIE_NAME) continue;
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value || undefined;
  }
  return undefined;
}
