import type { PlatformKey } from '@scp/shared/contracts/integrations/integrations-constants';
import { isRecord, platformFetch, type PlatformReply } from '@scp/service-kit/oauth-client';

/** Tokens as a platform issued them. `expiresAt` undefined: the token does not expire. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  scopes: string[];
}

/** What the owner sees of an account, as the platform describes it now. */
export interface AccountProfile {
  identifier: string;
  displayName: string;
  imageUrl: string | null;
  description: string | null;
  profileUrl: string | null;
  followers: number | null;
}

/** One account a connection gave us, with the token it is used with (a Meta page's own token). */
export interface DiscoveredAccount extends AccountProfile {
  accountId: string;
  token: TokenSet;
  /** The person's own token where accounts use derived ones (Meta's user token behind page tokens): revoking needs it. */
  grantToken?: string;
  /** Platform facts later calls need (the page behind an Instagram account, the user who granted it). */
  details: Record<string, string>;
}

/** A stored account as an adapter needs it for a call. */
export interface AccountCredentials {
  accountId: string;
  accessToken: string;
  refreshToken?: string;
  grantToken?: string;
  details: Record<string, string>;
}

/**
 * Why a platform call failed: `denied` (the person said no), `rejected` (the platform no longer
 * accepts the token: revoked, expired, permissions withdrawn; the owner must connect again),
 * `no_accounts`, `invalid_callback` (an answer we cannot trust), `unavailable` (no answer, 5xx or
 * rate-limited), `refused` (any other refusal). `detail` is for the log and never holds a token.
 */
export class PlatformFailure extends Error {
  constructor(
    readonly kind: 'denied' | 'rejected' | 'no_accounts' | 'invalid_callback' | 'unavailable' | 'refused',
    readonly detail: string,
    /** The platform's own words, safe to show the owner (no token, no code). */
    readonly platformReason?: string,
  ) {
    super(`${kind}: ${detail}`);
    this.name = 'PlatformFailure';
  }
}

export interface PlatformAdapter {
  platform: PlatformKey;
  /** The platform's authorization URL for one flow. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string; shopDomain?: string }): string;
  /** The callback's parameters (state already checked): the accounts this connection gives. */
  connect(input: {
    params: URLSearchParams;
    verifier: string;
    redirectUri: string;
    shopDomain?: string;
  }): Promise<DiscoveredAccount[]>;
  /** The account as the platform describes it now. */
  profile(account: AccountCredentials): Promise<AccountProfile>;
  /** New tokens from the refresh token, where the platform has them. */
  refresh?(account: AccountCredentials): Promise<TokenSet>;
  /** Withdraws our access at the platform, where the platform offers that. */
  revoke?(account: AccountCredentials): Promise<void>;
}

/** The words a platform put in its error body, whichever of the platforms' shapes it is. */
export function platformReasonOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body.length > 0 && body.length < 300 ? body : undefined;
  if (!isRecord(body)) return undefined;
  const error = body.error;
  if (isRecord(error) && typeof error.message === 'string' && error.message) return error.message;
  if (typeof body.error_description === 'string' && body.error_description) return body.error_description;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  if (typeof body.message === 'string' && body.message) return body.message;
  if (typeof body.errors === 'string' && body.errors) return body.errors;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/**
 * The failure an unsuccessful answer means: 401 and 403 are a token the platform no longer takes
 * (Meta says so with a 400 and code 190), 429 and 5xx a platform that cannot serve us now.
 */
export function failureOf(what: string, reply: PlatformReply): PlatformFailure {
  const reason = platformReasonOf(reply.body);
  const metaTokenError =
    isRecord(reply.body) && isRecord(reply.body.error) && [190, 102, 10].includes(Number(reply.body.error.code));
  if (reply.status === 401 || reply.status === 403 || metaTokenError)
    return new PlatformFailure('rejected', `${what}: HTTP ${reply.status}`, reason);
  if (reply.status === 429 || reply.status >= 500)
    return new PlatformFailure('unavailable', `${what}: HTTP ${reply.status}`, reason);
  return new PlatformFailure('refused', `${what}: HTTP ${reply.status}${reason ? ` ${reason}` : ''}`, reason);
}

/** A JSON object from a successful answer, or the failure the answer means. */
export function expectObject(what: string, reply: PlatformReply): Record<string, unknown> {
  if (reply.status < 200 || reply.status >= 300) throw failureOf(what, reply);
  if (!isRecord(reply.body)) throw new PlatformFailure('refused', `${what}: not a JSON object`);
  return reply.body;
}

/** GET with a bearer token. */
export function getJson(url: string, accessToken: string, headers: Record<string, string> = {}) {
  return platformFetch(url, { headers: { Authorization: `Bearer ${accessToken}`, ...headers } });
}

export function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

export function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

export function expiryFrom(expiresIn: unknown, now = Date.now()): Date | undefined {
  return typeof expiresIn === 'number' && expiresIn > 0 ? new Date(now + expiresIn * 1000) : undefined;
}

export function scopesFrom(value: unknown, separator: RegExp = /[\s,]+/): string[] {
  return typeof value === 'string' ? value.split(separator).filter(Boolean) : [];
}

/** A standard token answer (`access_token`, `refresh_token`, `expires_in`, `scope`). */
export function tokenSetFrom(what: string, reply: PlatformReply, fallbackRefresh?: string): TokenSet {
  const body = expectObject(what, reply);
  const accessToken = str(body.access_token);
  if (!accessToken) throw new PlatformFailure('refused', `${what}: no access_token`);
  return {
    accessToken,
    refreshToken: str(body.refresh_token) ?? fallbackRefresh,
    expiresAt: expiryFrom(body.expires_in),
    scopes: scopesFrom(body.scope),
  };
}

/** The callback's `error` (the person denied, or the platform refused before asking). */
export function callbackError(params: URLSearchParams): PlatformFailure | undefined {
  const error = params.get('error');
  if (!error) return undefined;
  const kind = ['access_denied', 'user_cancelled_authorize', 'user_denied'].includes(error) ? 'denied' : 'refused';
  return new PlatformFailure(kind, `callback error ${error}`, params.get('error_description') ?? undefined);
}

export function requireCode(params: URLSearchParams): string {
  const code = params.get('code');
  if (!code || params.getAll('code').length !== 1) throw new PlatformFailure('invalid_callback', 'no single code');
  return code;
}
