import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// What every service that is an OAuth 2.0 client of a platform needs (auth signs people in with
// Google, Apple and Shopify; settings connects their accounts): PKCE, one timed call, and the
// platforms' answers read without trusting their shape.

/** How long one call to a platform may take before it counts as not answering. */
export const PLATFORM_TIMEOUT_MS = 8000;

/** An unguessable URL-safe token (state, nonce): 32 random bytes, base64url. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface Pkce {
  /** Kept server-side with the flow; sent only with the code exchange. */
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

/** The platform did not answer (refused, reset, timed out): nothing it said can be shown. */
export class PlatformUnreachable extends Error {
  constructor(
    readonly endpoint: string,
    detail: string,
  ) {
    super(`${endpoint} did not answer (${detail})`);
    this.name = 'PlatformUnreachable';
  }
}

/** What a platform endpoint answered, parsed as JSON when it was JSON. */
export interface PlatformReply {
  status: number;
  body: unknown;
  headers: Headers;
}

/**
 * One call to a platform with a timeout. Any answer, error statuses included, is returned for the
 * adapter to read; only no answer at all throws (PlatformUnreachable, naming the endpoint without
 * its query, where tokens may travel).
 */
export async function platformFetch(
  url: string,
  init: RequestInit = {},
  timeoutMs = PLATFORM_TIMEOUT_MS,
): Promise<PlatformReply> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const { origin, pathname } = new URL(url);
    throw new PlatformUnreachable(`${origin}${pathname}`, detail);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text for the log.
  }
  return { status: res.status, body, headers: res.headers };
}

export function postForm(
  url: string,
  form: Record<string, string>,
  headers: Record<string, string> = {},
  timeoutMs = PLATFORM_TIMEOUT_MS,
) {
  return platformFetch(
    url,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    },
    timeoutMs,
  );
}

/** HTTP Basic client authentication (RFC 6749 screens and routes.3.1: both parts form-encoded first). */
export function basicAuth(clientId: string, clientSecret: string): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');
  return `Basic ${Buffer.from(`${encode(clientId)}:${encode(clientSecret)}`).toString('base64')}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The OAuth error code of a refused token request, for the log (never the code or a token). */
export function oauthErrorOf(reply: { status: number; body: unknown }): string {
  if (isRecord(reply.body)) {
    const { error, error_description: description, errors } = reply.body;
    if (typeof error === 'string') return typeof description === 'string' ? `${error}: ${description}` : error;
    if (typeof errors === 'string') return errors;
  }
  return `HTTP ${reply.status}`;
}

export function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/**
 * Shopify's `hmac` over a redirect's query: every other parameter (the legacy `signature` too is
 * left out), sorted by name, form-encoded as `a=1&b=2`, HMAC-SHA256 with the app secret, hex.
 */
export function shopifyQueryHmac(params: URLSearchParams, secret: string): string {
  const entries = [...params.entries()]
    .filter(([name]) => name !== 'hmac' && name !== 'signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha256', secret).update(new URLSearchParams(entries).toString()).digest('hex');
}

/** Timing-safe: the comparison takes as long whatever prefix of the signature was right. */
export function verifyShopifyQueryHmac(params: URLSearchParams, secret: string): boolean {
  const received = params.get('hmac');
  if (!received || params.getAll('hmac').length !== 1) return false;
  const expected = Buffer.from(shopifyQueryHmac(params, secret), 'utf8');
  const given = Buffer.from(received.toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
