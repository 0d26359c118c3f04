import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { match, type MatchFunction } from 'path-to-regexp';
import { isExpired, type TokenRecord } from './grant-store';
import { findIdentity, type SampleIdentity } from './identities';
import type { SandboxContext } from './oauth-flow';
import type { ProviderId } from './provider-ids';
import { seededRandom, type SeededRandom } from './seeded-random';

/** What a data endpoint handler receives: the caller is already authenticated by its token. */
export interface DataContext {
  provider: ProviderId;
  identity: SampleIdentity;
  token: TokenRecord;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  /** The request's headers (lower-case names), for platforms that read one (LinkedIn-Version). */
  headers: IncomingHttpHeaders;
  /** The raw body, for endpoints registered with `bytes` (a file upload); undefined otherwise. */
  bytes?: Buffer;
  publicUrl: string;
  /**
   * The state of the sandbox serving this request (tokens, faults). Reach it only through here,
   * never through a closure: the registry is shared by every sandbox in the process and the last
   * registration of a path wins, so a captured context may belong to another sandbox.
   */
  sandbox: SandboxContext;
  /** Deterministic randomness for this identity: seeded by `<identity id>:<purpose>`. */
  random(purpose: string): SeededRandom;
}

/** Return this from a handler for a status other than 200 or extra headers. */
export class DataReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

export type DataHandler = (ctx: DataContext) => unknown;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type Rejection = 'missing' | 'invalid' | 'expired' | 'scope';

export interface RejectionReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface DataEndpointOptions {
  /**
   * Every entry must be granted, else the platform's 403. An array entry is satisfied by any one
   * of its scopes (Google Analytics takes `analytics.readonly` or `analytics`).
   */
  scopes?: (string | readonly string[])[];
  /** Overrides the platform's token rejections for an API that words them its own way (Google's APIs). */
  reject?: (reason: Rejection) => RejectionReply;
  /** Overrides where the platform reads the token for an API that carries it its own way (TikTok's `Access-Token`). */
  token?: (req: Request) => string | undefined;
  /**
   * The endpoint takes a file (an upload PUT, a multipart form): its raw body, up to `limit` bytes,
   * arrives as DataContext.bytes; a larger one is the platform's 413.
   */
  bytes?: { limit: number; tooLarge: () => RejectionReply };
}

interface DataEndpoint {
  provider: ProviderId;
  method: HttpMethod;
  path: string;
  handler: DataHandler;
  options: DataEndpointOptions;
  match: MatchFunction<Partial<Record<string, string | string[]>>>;
}

interface TokenRule {
  extract(req: Request): string | undefined;
  reject(reason: Rejection): RejectionReply;
}

const endpoints = new Map<string, DataEndpoint>();

/**
 * Registers a platform data endpoint at `/<provider><path>` (path-to-regexp syntax, e.g.
 * `/shops/:shop/admin/api/:version/orders.json`). The framework checks the access token the way
 * the platform does and answers the platform's own 401/403 shapes; the handler only builds data.
 * Registering the same provider, method and path again replaces the handler.
 */
export function registerDataEndpoint(
  provider: ProviderId,
  method: HttpMethod,
  path: string,
  handler: DataHandler,
  options: DataEndpointOptions = {},
): void {
  endpoints.set(`${provider} ${method} ${path}`, {
    provider,
    method,
    path,
    handler,
    options,
    match: match(path, { decode: decodeURIComponent }),
  });
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization;
  const found = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return found?.[1];
}

function traceId(): string {
  return randomBytes(9).toString('base64url');
}

const oauthBearerRejection = (reason: Rejection) => ({
  status: reason === 'scope' ? 403 : 401,
  body:
    reason === 'scope'
      ? { error: 'insufficient_scope', error_description: 'The access token lacks a required scope.' }
      : {
          error: 'invalid_token',
          error_description: reason === 'expired' ? 'The access token expired.' : 'Invalid Credentials',
        },
  headers: { 'WWW-Authenticate': `Bearer error="${reason === 'scope' ? 'insufficient_scope' : 'invalid_token'}"` },
});

/** How each platform reads the token and words its authentication failures. */
const TOKEN_RULES: Record<ProviderId, TokenRule> = {
  google: { extract: bearer, reject: oauthBearerRejection },
  apple: { extract: bearer, reject: oauthBearerRejection },
  shopify: {
    extract: (req) => req.header('x-shopify-access-token') ?? undefined,
    reject: (reason) =>
      reason === 'scope'
        ? {
            status: 403,
            body: { errors: '[API] This action requires merchant approval for the necessary scope.' },
          }
        : {
            status: 401,
            body: { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
          },
  },
  meta: {
    extract: (req) => (typeof req.query.access_token === 'string' ? req.query.access_token : bearer(req)),
    reject: (reason) => {
      const error =
        reason === 'missing'
          ? { message: 'An active access token must be used to query information about the current user.', code: 2500 }
          : reason === 'expired'
            ? { message: 'Error validating access token: Session has expired.', code: 190, error_subcode: 463 }
            : reason === 'scope'
              ? { message: '(#200) Requires a permission this access token was not granted.', code: 200 }
              : { message: 'Invalid OAuth access token - Cannot parse access token', code: 190 };
      return {
        status: reason === 'scope' ? 403 : 400,
        body: { error: { ...error, type: 'OAuthException', fbtrace_id: traceId() } },
      };
    },
  },
  tiktok: {
    extract: bearer,
    reject: (reason) => ({
      status: reason === 'scope' ? 403 : 401,
      body: {
        data: {},
        error:
          reason === 'scope'
            ? {
                code: 'scope_not_authorized',
                message: 'The user did not authorize the scope required for completing this request.',
                log_id: traceId(),
              }
            : {
                code: 'access_token_invalid',
                message: 'The access token is invalid or not found in the request.',
                log_id: traceId(),
              },
      },
    }),
  },
  linkedin: {
    extract: bearer,
    reject: (reason) =>
      reason === 'scope'
        ? {
            status: 403,
            body: {
              status: 403,
              serviceErrorCode: 100,
              code: 'ACCESS_DENIED',
              message: 'Not enough permissions to access this resource.',
            },
          }
        : reason === 'expired'
          ? {
              status: 401,
              body: {
                status: 401,
                serviceErrorCode: 65601,
                code: 'EXPIRED_ACCESS_TOKEN',
                message: 'The token used in the request has expired',
              },
            }
          : {
              status: 401,
              body: {
                status: 401,
                serviceErrorCode: 65600,
                code: 'INVALID_ACCESS_TOKEN',
                message: 'Invalid access token',
              },
            },
  },
  x: {
    extract: bearer,
    reject: (reason) =>
      reason === 'scope'
        ? {
            status: 403,
            body: {
              title: 'Unsupported Authentication',
              type: 'https://api.twitter.com/2/problems/unsupported-authentication',
              status: 403,
              detail: 'Missing required OAuth 2.0 scope.',
            },
          }
        : { status: 401, body: { title: 'Unauthorized', type: 'about:blank', status: 401, detail: 'Unauthorized' } },
  },
  pinterest: {
    extract: bearer,
    reject: (reason) =>
      reason === 'scope'
        ? {
            status: 403,
            body: { code: 3, message: 'Your application consumer type is not supported or lacks a required scope.' },
          }
        : { status: 401, body: { code: 2, message: 'Authentication failed.' } },
  },
};

function send(res: Response, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.status(status).set(headers).json(body);
}

function authenticate(
  ctx: SandboxContext,
  endpoint: DataEndpoint,
  req: Request,
  params: Record<string, string>,
): { token: TokenRecord; identity: SampleIdentity } | Rejection {
  const value = (endpoint.options.token ?? TOKEN_RULES[endpoint.provider].extract)(req);
  if (!value) return 'missing';
  const token = ctx.grants.findToken(value);
  if (!token || token.kind !== 'access' || token.provider !== endpoint.provider || token.revoked) return 'invalid';
  if (isExpired(token.expiresAt)) return 'expired';
  // Shopify tokens are per shop: another shop's token is simply not valid there.
  if (params.shop !== undefined && token.data.shop !== undefined && params.shop.toLowerCase() !== token.data.shop)
    return 'invalid';
  const identity = findIdentity(token.identityId);
  if (!identity) return 'invalid';
  const granted = (scope: string) => token.scopes.includes(scope);
  const satisfied = (endpoint.options.scopes ?? []).every((entry) =>
    typeof entry === 'string' ? granted(entry) : entry.some(granted),
  );
  if (!satisfied) return 'scope';
  return { token, identity };
}

/** The registered endpoint serving `method` at `path` (the whole path, `/<provider>/…`), if any. */
export function findDataEndpoint(
  method: string,
  path: string,
): { endpoint: DataEndpoint; params: Record<string, string> } | undefined {
  const wanted = method === 'HEAD' ? 'GET' : method;
  for (const endpoint of endpoints.values()) {
    const prefix = `/${endpoint.provider}`;
    if (endpoint.method !== wanted || !path.startsWith(`${prefix}/`)) continue;
    let matched: ReturnType<DataEndpoint['match']>;
    try {
      matched = endpoint.match(path.slice(prefix.length));
    } catch {
      continue; // undecodable percent-encoding: not this route
    }
    if (!matched) continue;
    const params: Record<string, string> = {};
    for (const [key, value] of Object.entries(matched.params)) {
      if (typeof value === 'string') params[key] = value;
      else if (Array.isArray(value)) params[key] = value.join('/');
    }
    return { endpoint, params };
  }
  return undefined;
}

/** The raw body of any type (JSON bodies were already parsed by the app and arrive empty). */
function readBytes(req: Request, res: Response, limit: number): Promise<Buffer | 'too_large'> {
  return new Promise((resolve, reject) => {
    express.raw({ type: () => true, limit })(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type === 'entity.too.large') resolve('too_large');
      else if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    });
  });
}

/** Express middleware dispatching to the registered data endpoints (registry read per request). */
export function dataEndpointsMiddleware(ctx: SandboxContext): RequestHandler {
  return async (req, res, next) => {
    const found = findDataEndpoint(req.method, req.path);
    if (!found) {
      next();
      return;
    }
    const { endpoint, params } = found;
    const auth = authenticate(ctx, endpoint, req, params);
    if (typeof auth === 'string') {
      const rejection = (endpoint.options.reject ?? TOKEN_RULES[endpoint.provider].reject)(auth);
      send(res, rejection.status, rejection.body, rejection.headers);
      return;
    }
    let bytes: Buffer | undefined;
    if (endpoint.options.bytes) {
      const { limit, tooLarge } = endpoint.options.bytes;
      const read = await readBytes(req, res, limit);
      if (read === 'too_large') {
        const reply = tooLarge();
        send(res, reply.status, reply.body, reply.headers);
        return;
      }
      bytes = read;
    }
    const result = await endpoint.handler({
      provider: endpoint.provider,
      identity: auth.identity,
      token: auth.token,
      params,
      query: req.query as Record<string, unknown>,
      body: req.body,
      headers: req.headers,
      ...(bytes ? { bytes } : {}),
      publicUrl: ctx.publicUrl,
      sandbox: ctx,
      random: (purpose) => seededRandom(`${auth.identity.id}:${purpose}`),
    });
    if (result instanceof DataReply) send(res, result.status, result.body, result.headers);
    else send(res, 200, result);
  };
}
