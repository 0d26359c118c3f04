import { randomBytes } from 'node:crypto';
import type { ProviderId } from './provider-ids';

export interface AuthorizationRequest {
  provider: ProviderId;
  clientId: string;
  redirectUri: string;
  scopes: string[];
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
  responseType: string;
  responseMode?: string;
  /** Platform-specific inputs, e.g. Shopify's shop and grant options, Google's access_type. */
  extra: Record<string, string>;
}

export interface CodeRecord {
  code: string;
  request: AuthorizationRequest;
  identityId: string;
  expiresAt: number;
  used: boolean;
  /** Tokens issued from this code: revoked if the code is presented again (RFC 6749 states and transitions.1.2). */
  issuedTokens: string[];
}

export interface TokenRecord {
  value: string;
  kind: 'access' | 'refresh';
  provider: ProviderId;
  clientId: string;
  identityId: string;
  scopes: string[];
  /** Epoch ms; null never expires (Shopify offline tokens). */
  expiresAt: number | null;
  revoked: boolean;
  /** Platform-specific binding, e.g. `shop` for Shopify, `pageId` for a Meta page token. */
  data: Record<string, string>;
}

/** Who allowed which app: a consent, and every token issued under it. */
type Grant = Pick<TokenRecord, 'provider' | 'clientId' | 'identityId'>;

const PENDING_LIFETIME_MS = 30 * 60 * 1000;
const PRUNE_THRESHOLD = 5000;

export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

/** In-memory authorization state of one sandbox instance: pending consents, codes, tokens. */
export class GrantStore {
  private readonly pending = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();
  private readonly codes = new Map<string, CodeRecord>();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly consents = new Map<string, Grant>();

  addPending(request: AuthorizationRequest): string {
    this.prune();
    const id = randomToken('req_', 16);
    this.pending.set(id, { request, expiresAt: Date.now() + PENDING_LIFETIME_MS });
    return id;
  }

  findPending(id: string): AuthorizationRequest | undefined {
    const entry = this.pending.get(id);
    if (!entry || entry.expiresAt <= Date.now()) return undefined;
    return entry.request;
  }

  /** A consent page is answered once: a second submission of the same form is refused. */
  deletePending(id: string): void {
    this.pending.delete(id);
  }

  issueCode(request: AuthorizationRequest, identityId: string, lifetimeSeconds: number): CodeRecord {
    this.prune();
    const record: CodeRecord = {
      code: randomToken('', 24),
      request,
      identityId,
      expiresAt: Date.now() + lifetimeSeconds * 1000,
      used: false,
      issuedTokens: [],
    };
    this.codes.set(record.code, record);
    return record;
  }

  findCode(code: string): CodeRecord | undefined {
    return this.codes.get(code);
  }

  issueToken(input: Omit<TokenRecord, 'revoked' | 'expiresAt'> & { lifetimeSeconds: number | null }): TokenRecord {
    this.prune();
    const { lifetimeSeconds, ...rest } = input;
    const record: TokenRecord = {
      ...rest,
      revoked: false,
      expiresAt: lifetimeSeconds === null ? null : Date.now() + lifetimeSeconds * 1000,
    };
    this.tokens.set(record.value, record);
    return record;
  }

  findToken(value: string): TokenRecord | undefined {
    return this.tokens.get(value);
  }

  revokeToken(value: string): void {
    const record = this.tokens.get(value);
    if (record) record.revoked = true;
  }

  /**
   * Revokes every token a client holds for a person and forgets the consent (Apple's revoke, a
   * platform's "remove app"): the next sign-in is a first consent again. Returns how many tokens
   * were still unrevoked.
   */
  revokeGrant(provider: ProviderId, clientId: string, identityId: string): number {
    return this.revokeWhere(
      (grant) => grant.provider === provider && grant.clientId === clientId && grant.identityId === identityId,
    );
  }

  /** The same for every app of the platform the person had allowed. */
  revokeIdentity(provider: ProviderId, identityId: string): number {
    return this.revokeWhere((grant) => grant.provider === provider && grant.identityId === identityId);
  }

  /** Revokes the tokens of the matching grants and forgets their consents; returns how many tokens were unrevoked. */
  private revokeWhere(matches: (grant: Grant) => boolean): number {
    let count = 0;
    for (const record of this.tokens.values()) {
      if (record.revoked || !matches(record)) continue;
      record.revoked = true;
      count += 1;
    }
    for (const [key, consent] of this.consents) if (matches(consent)) this.consents.delete(key);
    return count;
  }

  /** Records consent; true when this was the person's first consent to this client. */
  recordConsent(provider: ProviderId, clientId: string, identityId: string): boolean {
    const key = `${provider}:${clientId}:${identityId}`;
    const first = !this.consents.has(key);
    this.consents.set(key, { provider, clientId, identityId });
    return first;
  }

  private prune(): void {
    if (this.pending.size + this.codes.size + this.tokens.size < PRUNE_THRESHOLD) return;
    const now = Date.now();
    for (const [id, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(id);
    for (const [code, record] of this.codes) if (record.expiresAt <= now) this.codes.delete(code);
    for (const [value, record] of this.tokens) {
      if (record.revoked || (record.expiresAt !== null && record.expiresAt <= now)) this.tokens.delete(value);
    }
  }
}

export function isExpired(expiresAt: number | null): boolean {
  return expiresAt !== null && expiresAt <= Date.now();
}
