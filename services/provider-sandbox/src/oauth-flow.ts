import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response, Router } from 'express';
import type { BillingStore } from './billing/billing-store';
import type { BillingWebhooks } from './billing/billing-webhooks';
import type { ClientRegistry } from './client-registry';
import { renderConsentPage } from './consent-page';
import type { ClientRegistration } from './default-clients';
import type { FaultStore } from './faults';
import {
  GrantStore,
  isExpired,
  randomToken,
  type AuthorizationRequest,
  type CodeRecord,
  type TokenRecord,
} from './grant-store';
import { escapeHtml, htmlPage } from './html';
import { findIdentity, SAMPLE_IDENTITIES, type SampleIdentity } from './identities';
import { invalidClient, invalidGrant, invalidRequest, OAuthError } from './oauth-error';
import { param, splitScopes } from './params';
import type { ProviderId } from './provider-ids';

export interface Lifetimes {
  /** Authorization codes; platforms use 30 s to 10 min, the issue asks for 60 s. */
  codeSeconds: number;
  accessTokenSeconds: number;
  /** null: refresh tokens never expire. */
  refreshTokenSeconds: number | null;
  /** Meta's long-lived user tokens (60 days on the platform). */
  longLivedTokenSeconds: number;
}

export const DEFAULT_LIFETIMES: Lifetimes = {
  codeSeconds: 60,
  accessTokenSeconds: 3600,
  refreshTokenSeconds: 365 * 24 * 3600,
  longLivedTokenSeconds: 60 * 24 * 3600,
};

export interface SandboxContext {
  publicUrl: string;
  clients: ClientRegistry;
  grants: GrantStore;
  lifetimes: Lifetimes;
  /** SANDBOX_ALLOWED_REDIRECT_ORIGINS: the default apps' redirect origins, and where checkout may send the browser back to. */
  redirectOrigins: readonly string[];
  billing: BillingStore;
  billingWebhooks: BillingWebhooks;
  /** Faults flipped through /_sandbox/faults: per instance, so parallel test sandboxes never share them. */
  faults: FaultStore;
}

export interface AuthorizeInput {
  clientId?: string;
  redirectUri?: string;
  responseType?: string;
  scope?: string;
  state?: string;
  nonce?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  responseMode?: string;
  extra?: Record<string, string>;
}

export interface AuthorizationOutcome {
  request: AuthorizationRequest;
  identity?: SampleIdentity;
  code?: CodeRecord;
  error?: { error: string; description: string };
  /** Whether this was the person's first consent to the client (Apple sends the name only then). */
  firstConsent: boolean;
}

/** How the authorization response travels back: query redirect or an auto-submitted POST form. */
export interface Delivery {
  mode: 'query' | 'form_post';
  params: Record<string, string>;
  fragment?: string;
}

/** One platform's authorization-server rules. */
export interface ProviderOAuth {
  provider: ProviderId;
  /**
   * A second authorization server of the same platform (TikTok's API for Business beside Login Kit):
   * its requests carry it as `extra.variant`, so the consent page's answer goes back its own way.
   */
  variant?: string;
  platformName: string;
  pkce: 'required' | 'optional';
  responseTypes?: string[];
  isKnownScope(scope: string): boolean;
  redirectMismatchError?: string;
  /** Platform-specific request checks; an OAuthError is sent back to the redirect URI. */
  validate?(request: AuthorizationRequest): void;
  identities?(request: AuthorizationRequest): readonly SampleIdentity[];
  heading(request: AuthorizationRequest): string;
  describe?(identity: SampleIdentity): string;
  deliver(outcome: AuthorizationOutcome, ctx: SandboxContext): Delivery;
}

const PKCE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/;
const PKCE_S256_CHALLENGE = /^[A-Za-z0-9\-_]{43}$/;

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

/** Error page for requests that must not be redirected (unknown client, unregistered redirect URI). */
export function sendErrorPage(res: Response, status: number, error: string, description: string): void {
  res.status(status).format({
    json: () => res.json({ error, error_description: description }),
    html: () =>
      res.send(
        htmlPage(
          `Error ${status}: ${error}`,
          `<h1>Error ${status}: ${escapeHtml(error)}</h1><p>${escapeHtml(description)}</p>`,
        ),
      ),
    default: () => res.json({ error, error_description: description }),
  });
}

export function buildRedirectUrl(redirectUri: string, params: Record<string, string>, fragment?: string): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString() + (fragment ?? '');
}

function formPostPage(action: string, params: Record<string, string>): string {
  const inputs = Object.entries(params)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  return htmlPage(
    'Redirecting…',
    `<form method="post" action="${escapeHtml(action)}">
${inputs}
<p>Returning to the app…</p>
<button type="submit">Continue</button>
</form>
<script>document.forms[0].submit();</script>`,
  );
}

/** Wraps an authorization endpoint: protocol errors before the client is known become error pages. */
export function authorizeEndpoint(handler: (req: Request, res: Response) => void | Promise<void>): RequestHandler {
  return async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      sendErrorPage(res, 400, error.error, error.description);
    }
  };
}

export type ErrorFormatter = (error: OAuthError) => { status: number; body: unknown };

export const standardErrorBody: ErrorFormatter = (error) => ({
  status: error.status,
  body: { error: error.error, error_description: error.description },
});

/**
 * Wraps a token endpoint: JSON answer, never cached, protocol errors in the platform's shape. A
 * handler returning undefined answers 200 with an empty body (LinkedIn's revoke).
 */
export function tokenEndpoint(
  handler: (req: Request) => unknown,
  format: ErrorFormatter = standardErrorBody,
): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', Pragma: 'no-cache' });
    try {
      const body = await handler(req);
      if (body === undefined) res.status(200).end();
      else res.json(body);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      const { status, body } = format(error);
      res.status(status).json(body);
    }
  };
}

export interface IssueOptions {
  provider: ProviderId;
  clientId: string;
  identityId: string;
  scopes: string[];
  accessPrefix: string;
  /** Refresh token prefix; omit for no refresh token. */
  refreshPrefix?: string;
  /** Overrides the configured access-token lifetime; null never expires. */
  accessLifetimeSeconds?: number | null;
  data?: Record<string, string>;
  fromCode?: CodeRecord;
}

/** The authorization request parameters every platform names the RFC 6749/7636 way (bar the client id). */
export function standardAuthorizeInput(query: unknown, clientIdParam = 'client_id'): AuthorizeInput {
  return {
    clientId: param(query, clientIdParam),
    redirectUri: param(query, 'redirect_uri'),
    responseType: param(query, 'response_type'),
    scope: param(query, 'scope'),
    state: param(query, 'state'),
    nonce: param(query, 'nonce'),
    responseMode: param(query, 'response_mode'),
    codeChallenge: param(query, 'code_challenge'),
    codeChallengeMethod: param(query, 'code_challenge_method'),
  };
}

/** A token request's grant, resolved to who granted what. */
export interface ResolvedGrant {
  identityId: string;
  scopes: string[];
  /** Set for authorization_code grants. */
  code?: CodeRecord;
  /** Set for refresh_token grants. */
  refreshToken?: TokenRecord;
  /** Platform bindings carried over from the code or refresh token (e.g. Shopify's shop). */
  data: Record<string, string>;
}

export class OAuthFlow {
  private readonly providers = new Map<string, ProviderOAuth>();

  constructor(readonly ctx: SandboxContext) {}

  register(config: ProviderOAuth): void {
    this.providers.set(config.variant ? `${config.provider}:${config.variant}` : config.provider, config);
  }

  async authorize(req: Request, res: Response, config: ProviderOAuth, input: AuthorizeInput): Promise<void> {
    const client = this.ctx.clients.find(config.provider, input.clientId);
    if (!client) {
      sendErrorPage(
        res,
        400,
        'invalid_client',
        `The OAuth client was not found: ${input.clientId ?? '(missing client id)'}.`,
      );
      return;
    }
    if (!input.redirectUri || !this.ctx.clients.allowsRedirect(client, input.redirectUri)) {
      sendErrorPage(
        res,
        400,
        config.redirectMismatchError ?? 'invalid_request',
        `The redirect_uri ${input.redirectUri ?? '(missing)'} is not registered for client ${client.clientId}.`,
      );
      return;
    }
    const request: AuthorizationRequest = {
      provider: config.provider,
      clientId: client.clientId,
      redirectUri: input.redirectUri,
      scopes: splitScopes(input.scope),
      state: input.state,
      nonce: input.nonce,
      responseType: input.responseType ?? '',
      responseMode: input.responseMode,
      extra: input.extra ?? {},
    };
    try {
      this.checkRequest(config, request, input);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      this.send(res, config, {
        request,
        error: { error: error.error, description: error.description },
        firstConsent: false,
      });
      return;
    }

    const offered = config.identities?.(request) ?? SAMPLE_IDENTITIES;
    const wantedIdentity = param(req.query, 'sandbox_identity');
    const decision = param(req.query, 'sandbox_decision');
    if (wantedIdentity === undefined && decision === undefined) {
      const requestId = this.ctx.grants.addPending(request);
      res.type('html').send(
        renderConsentPage({
          platformName: config.platformName,
          requestId,
          clientId: client.clientId,
          scopes: request.scopes,
          identities: offered,
          publicUrl: this.ctx.publicUrl,
          heading: config.heading(request),
          describe: config.describe ?? ((identity) => identity.email),
        }),
      );
      return;
    }
    if (decision !== undefined && decision !== 'allow' && decision !== 'deny') {
      sendErrorPage(res, 400, 'invalid_request', 'sandbox_decision must be allow or deny.');
      return;
    }
    if (decision === 'deny') {
      this.complete(res, config, request, undefined);
      return;
    }
    const identity =
      wantedIdentity === undefined ? offered[0] : offered.find((candidate) => candidate.id === wantedIdentity);
    if (!identity) {
      sendErrorPage(
        res,
        400,
        'invalid_request',
        `Unknown sandbox_identity ${wantedIdentity ?? ''}; this request offers: ${offered.map((i) => i.id).join(', ') || 'none'}.`,
      );
      return;
    }
    this.complete(res, config, request, identity);
  }

  /** POST /consent: the consent page's Allow or Deny. */
  consent: RequestHandler = (req, res) => {
    const requestId = param(req.body, 'request_id') ?? '';
    const decision = param(req.body, 'decision');
    const request = this.ctx.grants.findPending(requestId);
    const variant = request?.extra.variant;
    const config = request
      ? this.providers.get(variant ? `${request.provider}:${variant}` : request.provider)
      : undefined;
    if (!request || !config) {
      sendErrorPage(
        res,
        400,
        'invalid_request',
        'This consent request is unknown or has expired. Start the sign-in again.',
      );
      return;
    }
    // Until the answer is valid the request stays pending, so the person can go back and retry.
    if (decision !== 'allow' && decision !== 'deny') {
      sendErrorPage(res, 400, 'invalid_request', 'Press Allow or Deny.');
      return;
    }
    const offered = config.identities?.(request) ?? SAMPLE_IDENTITIES;
    const identity = offered.find((candidate) => candidate.id === param(req.body, 'identity'));
    if (decision === 'allow' && !identity) {
      sendErrorPage(res, 400, 'invalid_request', 'Choose one of the accounts offered.');
      return;
    }
    this.ctx.grants.deletePending(requestId);
    this.complete(res, config, request, decision === 'allow' ? identity : undefined);
  };

  private checkRequest(config: ProviderOAuth, request: AuthorizationRequest, input: AuthorizeInput): void {
    const responseTypes = config.responseTypes ?? ['code'];
    if (!responseTypes.includes(request.responseType)) {
      throw new OAuthError('unsupported_response_type', `response_type must be ${responseTypes.join(' or ')}.`);
    }
    const unknown = request.scopes.filter((scope) => !config.isKnownScope(scope));
    if (unknown.length) throw new OAuthError('invalid_scope', `Unknown scope: ${unknown.join(', ')}.`);
    if (input.codeChallenge) {
      const method = input.codeChallengeMethod ?? 'plain';
      if (method !== 'S256' && method !== 'plain') throw invalidRequest('code_challenge_method must be S256 or plain.');
      if (method === 'S256' && !PKCE_S256_CHALLENGE.test(input.codeChallenge)) {
        throw invalidRequest('code_challenge must be the base64url SHA-256 of the code verifier.');
      }
      request.codeChallenge = input.codeChallenge;
      request.codeChallengeMethod = method;
    } else if (config.pkce === 'required') {
      throw invalidRequest('code_challenge is required (PKCE).');
    }
    config.validate?.(request);
  }

  private complete(
    res: Response,
    config: ProviderOAuth,
    request: AuthorizationRequest,
    identity: SampleIdentity | undefined,
  ): void {
    if (!identity) {
      this.send(res, config, {
        request,
        error: { error: 'access_denied', description: 'The user denied the authorization request.' },
        firstConsent: false,
      });
      return;
    }
    const firstConsent = this.ctx.grants.recordConsent(request.provider, request.clientId, identity.id);
    const code = this.ctx.grants.issueCode(request, identity.id, this.ctx.lifetimes.codeSeconds);
    this.send(res, config, { request, identity, code, firstConsent });
  }

  private send(res: Response, config: ProviderOAuth, outcome: AuthorizationOutcome): void {
    const delivery = config.deliver(outcome, this.ctx);
    if (delivery.mode === 'form_post') {
      res.type('html').send(formPostPage(outcome.request.redirectUri, delivery.params));
      return;
    }
    res.redirect(302, buildRedirectUrl(outcome.request.redirectUri, delivery.params, delivery.fragment));
  }

  authenticateClient(
    provider: ProviderId,
    clientId: string | undefined,
    clientSecret: string | undefined,
  ): ClientRegistration {
    const client = this.ctx.clients.find(provider, clientId);
    if (!client) throw invalidClient('The OAuth client was not found.', 'client_unknown');
    if (!client.clientSecret || !clientSecret || !safeEqual(client.clientSecret, clientSecret)) {
      throw invalidClient('Client authentication failed: wrong client secret.', 'client_secret');
    }
    return client;
  }

  /**
   * Redeems an authorization code for `client`. `redirectUri` null means the platform's token
   * request carries none (Shopify); otherwise it must equal the one sent when authorizing.
   */
  redeemCode(
    provider: ProviderId,
    client: ClientRegistration,
    input: { code: string | undefined; redirectUri: string | undefined | null; codeVerifier: string | undefined },
  ): CodeRecord {
    if (!input.code) throw invalidRequest('Missing required parameter: code');
    const record = this.ctx.grants.findCode(input.code);
    if (!record || record.request.provider !== provider)
      throw invalidGrant('The authorization code is invalid.', 'code_unknown');
    if (record.used) {
      for (const token of record.issuedTokens) this.ctx.grants.revokeToken(token);
      throw invalidGrant('The authorization code has already been used.', 'code_used');
    }
    if (isExpired(record.expiresAt)) throw invalidGrant('The authorization code has expired.', 'code_expired');
    if (record.request.clientId !== client.clientId) {
      throw invalidGrant('The authorization code was issued to another client.', 'code_client');
    }
    if (input.redirectUri !== null && input.redirectUri !== record.request.redirectUri) {
      throw invalidGrant(
        'The redirect_uri does not match the one used in the authorization request.',
        'redirect_mismatch',
      );
    }
    if (record.request.codeChallenge) {
      if (!input.codeVerifier) throw invalidGrant('Missing code_verifier (PKCE).', 'pkce');
      const expected =
        record.request.codeChallengeMethod === 'S256' ? pkceChallenge(input.codeVerifier) : input.codeVerifier;
      if (!PKCE_VERIFIER.test(input.codeVerifier) || !safeEqual(expected, record.request.codeChallenge)) {
        throw invalidGrant('The code_verifier does not match the code_challenge.', 'pkce');
      }
    }
    record.used = true;
    return record;
  }

  issue(options: IssueOptions): { access: TokenRecord; refresh?: TokenRecord } {
    return issueTokens(this.ctx, options);
  }

  useRefreshToken(provider: ProviderId, client: ClientRegistration, value: string | undefined): TokenRecord {
    if (!value) throw invalidRequest('Missing required parameter: refresh_token');
    const record = this.ctx.grants.findToken(value);
    if (
      !record ||
      record.kind !== 'refresh' ||
      record.provider !== provider ||
      record.revoked ||
      isExpired(record.expiresAt) ||
      record.clientId !== client.clientId
    ) {
      throw invalidGrant('The refresh token is invalid, expired or revoked.', 'refresh_invalid');
    }
    return record;
  }

  /**
   * Resolves the `authorization_code` and `refresh_token` grants of a token request. `rotate`
   * revokes a used refresh token (platforms that issue a new one each time); `redirectUri: null`
   * means the platform's token request carries none.
   */
  resolveGrant(
    provider: ProviderId,
    client: ClientRegistration,
    body: unknown,
    options: { rotate?: boolean; redirectUri?: null; defaultGrantType?: string } = {},
  ): ResolvedGrant {
    const grantType = param(body, 'grant_type') ?? options.defaultGrantType;
    if (grantType === 'authorization_code') {
      const code = this.redeemCode(provider, client, {
        code: param(body, 'code'),
        redirectUri: options.redirectUri === null ? null : param(body, 'redirect_uri'),
        codeVerifier: param(body, 'code_verifier'),
      });
      return { identityId: code.identityId, scopes: code.request.scopes, code, data: code.request.extra };
    }
    if (grantType === 'refresh_token') {
      const refreshToken = this.useRefreshToken(provider, client, param(body, 'refresh_token'));
      if (options.rotate) this.ctx.grants.revokeToken(refreshToken.value);
      return {
        identityId: refreshToken.identityId,
        scopes: refreshToken.scopes,
        refreshToken,
        data: refreshToken.data,
      };
    }
    throw grantTypeError(grantType);
  }

  /**
   * Token revocation (RFC 7009): the client's own access or refresh token withdraws the whole grant,
   * every token the client holds for that person. An unknown, already revoked or another client's
   * token changes nothing and is not an error (RFC 7009 screens and routes.2), so the answer reveals nothing.
   */
  revokeByToken(provider: ProviderId, client: ClientRegistration, value: string): void {
    const record = this.ctx.grants.findToken(value);
    if (record && record.provider === provider && record.clientId === client.clientId) {
      this.ctx.grants.revokeGrant(provider, client.clientId, record.identityId);
    }
  }

  identityOf(record: { identityId: string }): SampleIdentity {
    const identity = findIdentity(record.identityId);
    if (!identity) throw new Error(`Grant refers to unknown identity ${record.identityId}`);
    return identity;
  }
}

/**
 * Issues an access token (and a refresh token when `refreshPrefix` is set) in this sandbox's store.
 * Data endpoints call it with their DataContext's `sandbox` (Meta's page tokens).
 */
export function issueTokens(
  ctx: SandboxContext,
  options: IssueOptions,
): { access: TokenRecord; refresh?: TokenRecord } {
  const { grants, lifetimes } = ctx;
  const base = {
    provider: options.provider,
    clientId: options.clientId,
    identityId: options.identityId,
    scopes: options.scopes,
    data: options.data ?? {},
  };
  const access = grants.issueToken({
    ...base,
    kind: 'access',
    value: randomToken(options.accessPrefix),
    lifetimeSeconds:
      options.accessLifetimeSeconds === undefined ? lifetimes.accessTokenSeconds : options.accessLifetimeSeconds,
  });
  const refresh = options.refreshPrefix
    ? grants.issueToken({
        ...base,
        kind: 'refresh',
        value: randomToken(options.refreshPrefix),
        lifetimeSeconds: lifetimes.refreshTokenSeconds,
      })
    : undefined;
  options.fromCode?.issuedTokens.push(access.value, ...(refresh ? [refresh.value] : []));
  return { access, refresh };
}

export function secondsLeft(record: TokenRecord): number | undefined {
  return record.expiresAt === null ? undefined : Math.max(0, Math.round((record.expiresAt - Date.now()) / 1000));
}

export function grantTypeError(grantType: string | undefined): OAuthError {
  return grantType
    ? new OAuthError('unsupported_grant_type', `Unsupported grant_type: ${grantType}.`)
    : invalidRequest('Missing required parameter: grant_type');
}

/** `state` is returned unchanged, and only when the client sent one. */
export function stateParam(request: AuthorizationRequest): Record<string, string> {
  return request.state !== undefined ? { state: request.state } : {};
}

/**
 * The plain OAuth 2.0 return: a query-string redirect with `code` (plus any platform extras) or
 * `error`, and `state` unchanged. `withDescription`: the platform also sends `error_description`.
 */
export function queryDelivery(
  options: { withDescription?: boolean; extra?: (request: AuthorizationRequest) => Record<string, string> } = {},
): ProviderOAuth['deliver'] {
  return ({ request, code, error }) => {
    const state = stateParam(request);
    if (error || !code) {
      const description: Record<string, string> = options.withDescription
        ? { error_description: error?.description ?? '' }
        : {};
      return { mode: 'query', params: { error: error?.error ?? 'server_error', ...description, ...state } };
    }
    return { mode: 'query', params: { code: code.code, ...options.extra?.(request), ...state } };
  };
}

/** Registers the provider and mounts its authorize endpoint with the standard parameter names. */
export function mountStandardAuthorize(
  router: Router,
  path: string,
  flow: OAuthFlow,
  config: ProviderOAuth,
  clientIdParam = 'client_id',
): void {
  flow.register(config);
  router.get(
    path,
    authorizeEndpoint((req, res) => flow.authorize(req, res, config, standardAuthorizeInput(req.query, clientIdParam))),
  );
}
