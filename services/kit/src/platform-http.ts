import { isRecord, platformFetch, type PlatformReply } from './oauth-client';
import { retryBackoffMs } from './retry-backoff';

// Reading a platform's answers the same way in every service that calls platforms (settings
// connects accounts, dashboard syncs their metrics): what a failure means, and the JSON it sent.

/** Tokens as a platform issued them. `expiresAt` undefined: the token does not expire. */
export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt?: Date;
  scopes: string[];
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

/** The spec's retry defaults (business constants): 3 retries, each waiting the kit's one back-off (retry-backoff.ts). */
export const PLATFORM_RETRY = { retries: 3 } as const;

/** Seconds or an HTTP date, as `Retry-After` may say; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface PatientOptions {
  retries?: number;
  /** A platform asking for a longer wait than this is given up on for now (the job runs again later). */
  maxWaitMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A platform call that waits when the platform says so: a 429 waits its `Retry-After` (never less),
 * a 5xx or no answer backs off (1 s doubling, jittered), up to the spec's 3 retries; then it throws
 * PlatformFailure('unavailable'). Every other answer is returned for the caller to read.
 */
export async function patientFetch(url: string, init: RequestInit = {}, options: PatientOptions = {}) {
  const retries = options.retries ?? PLATFORM_RETRY.retries;
  const sleep = options.sleep ?? defaultSleep;
  const maxWaitMs = options.maxWaitMs ?? 60_000;
  for (let attempt = 0; ; attempt += 1) {
    let reply: PlatformReply | undefined;
    let unreachable: unknown;
    try {
      reply = await platformFetch(url, init);
    } catch (err) {
      unreachable = err;
    }
    const retryable = !reply || reply.status === 429 || reply.status >= 500;
    if (!retryable && reply) return reply;
    const what = `${new URL(url).origin}${new URL(url).pathname}`;
    if (attempt >= retries) {
      if (reply) throw failureOf(what, reply);
      throw new PlatformFailure(
        'unavailable',
        unreachable instanceof Error ? unreachable.message : String(unreachable),
      );
    }
    const asked = reply?.status === 429 ? retryAfterMs(reply.headers.get('retry-after')) : undefined;
    if (asked !== undefined && asked > maxWaitMs)
      throw new PlatformFailure('unavailable', `${what}: asked to wait ${Math.round(asked / 1000)} s`);
    await sleep(asked !== undefined ? Math.max(asked, 0) : retryBackoffMs(attempt + 1));
  }
}
