import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';

// Faults a test (or a person with curl) switches on through /_sandbox/faults, so the code that
// copes with a platform's rate limits, outages and slowness runs in tests as it would in production.

/**
 * Apple is left out: it documents no rate-limit or outage answers to imitate. `llm` is the LLM APIs
 * under /llm (Gemini and OpenAI-compatible), each answered in its own protocol's shape.
 */
export const FAULT_PROVIDERS = ['google', 'shopify', 'meta', 'tiktok', 'linkedin', 'x', 'pinterest', 'llm'] as const;
export type FaultProvider = (typeof FAULT_PROVIDERS)[number];

export const FAULT_KINDS = ['rate_limit', 'server_error', 'slow'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultInput {
  provider: FaultProvider;
  kind: FaultKind;
  /** Requests it answers; 0 = every one until cleared. */
  times: number;
  retryAfterSeconds?: number;
  delayMs?: number;
  /** Only paths of the provider (relative to `/<provider>`) starting with this. */
  pathPrefix?: string;
}

export interface Fault extends FaultInput {
  id: string;
  /** Requests it will still answer; null = until cleared. */
  remaining: number | null;
}

export const DEFAULT_RETRY_AFTER_SECONDS = 2;
export const DEFAULT_DELAY_MS = 3000;

export function isFaultProvider(value: string): value is FaultProvider {
  return (FAULT_PROVIDERS as readonly string[]).includes(value);
}

/** The faults of one sandbox instance, oldest first: a request meets the oldest that matches. */
export class FaultStore {
  private faults: Fault[] = [];
  private sequence = 0;
  private readonly timers = new Set<NodeJS.Timeout>();

  add(input: FaultInput): Fault {
    this.sequence += 1;
    const fault: Fault = {
      id: `flt_${this.sequence}`,
      provider: input.provider,
      kind: input.kind,
      times: input.times,
      remaining: input.times === 0 ? null : input.times,
      ...(input.kind === 'rate_limit'
        ? { retryAfterSeconds: input.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS }
        : {}),
      ...(input.kind === 'slow' ? { delayMs: input.delayMs ?? DEFAULT_DELAY_MS } : {}),
      ...(input.pathPrefix !== undefined ? { pathPrefix: input.pathPrefix } : {}),
    };
    this.faults.push(fault);
    return { ...fault };
  }

  list(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  clear(): number {
    const count = this.faults.length;
    this.faults = [];
    return count;
  }

  has(provider: FaultProvider): boolean {
    return this.faults.some((fault) => fault.provider === provider);
  }

  /** The fault answering this request, counted as used; a used-up fault is dropped. */
  take(provider: FaultProvider, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) =>
        candidate.provider === provider &&
        (candidate.pathPrefix === undefined || path.startsWith(candidate.pathPrefix)),
    );
    if (!fault) return undefined;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
    }
    return { ...fault };
  }

  /** A delay that stop() cancels, so a slow fault never keeps a stopped sandbox (or Jest) alive. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }

  close(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    this.faults = [];
  }
}

/**
 * The token and revoke endpoints (relative to `/<provider>`; Express matches paths case-insensitively
 * and with or without a trailing slash). With the data endpoints they are the calls a server makes;
 * the browser pages (authorize, consent) and discovery documents never fail.
 */
const TOKEN_ENDPOINTS: Record<FaultProvider, { methods: string[]; path: RegExp }[]> = {
  google: [{ methods: ['POST'], path: /^\/(token|revoke)\/?$/i }],
  shopify: [{ methods: ['POST'], path: /^\/shops\/[^/]+\/admin\/oauth\/access_token\/?$/i }],
  meta: [{ methods: ['GET', 'POST'], path: /^\/[^/]+\/oauth\/access_token\/?$/i }],
  tiktok: [
    { methods: ['POST'], path: /^\/v2\/oauth\/(token|revoke)\/?$/i },
    { methods: ['POST'], path: /^\/open_api\/v1\.3\/oauth2\/access_token\/?$/i },
  ],
  linkedin: [{ methods: ['POST'], path: /^\/oauth\/v2\/(accessToken|revoke)\/?$/i }],
  x: [{ methods: ['POST'], path: /^\/2\/oauth2\/(token|revoke)\/?$/i }],
  pinterest: [{ methods: ['POST'], path: /^\/v5\/oauth\/token\/?$/i }],
  // An API key, no token endpoint: its model calls come through the data-endpoint test.
  llm: [],
};

/** Whether a request is one of the platform's data endpoints (the registry, passed in by the app). */
export type DataEndpointTest = (provider: FaultProvider, method: string, path: string) => boolean;

function isServerCall(
  isDataEndpoint: DataEndpointTest,
  provider: FaultProvider,
  method: string,
  path: string,
): boolean {
  if (TOKEN_ENDPOINTS[provider].some((endpoint) => endpoint.methods.includes(method) && endpoint.path.test(path)))
    return true;
  return isDataEndpoint(provider, method, path);
}

function traceId(): string {
  return randomBytes(9).toString('base64url');
}

function logId(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

interface FaultReply {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Which of the LLM protocols a path under /llm speaks: the fault answers in that one's shape. */
function llmProtocol(path: string): 'openai' | 'gemini' {
  return /^\/openai(\/|$)/i.test(path) ? 'openai' : 'gemini';
}

/** Each platform's own rate-limit answer (429), on its API and its token endpoint alike. */
function rateLimitReply(provider: FaultProvider, retryAfter: number, path: string): FaultReply {
  const headers = { 'Retry-After': String(retryAfter) };
  switch (provider) {
    case 'llm':
      return llmProtocol(path) === 'openai'
        ? {
            status: 429,
            headers,
            body: {
              error: {
                message: `Rate limit reached for requests. Please try again in ${retryAfter}s.`,
                type: 'requests',
                param: null,
                code: 'rate_limit_exceeded',
              },
            },
          }
        : {
            // Gemini also says when to come back in the body (RetryInfo), as the header does.
            status: 429,
            headers,
            body: {
              error: {
                code: 429,
                message: 'You exceeded your current quota, please check your plan and billing details.',
                status: 'RESOURCE_EXHAUSTED',
                details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${retryAfter}s` }],
              },
            },
          };
    case 'meta':
      return {
        status: 429,
        headers,
        body: {
          error: {
            message: '(#4) Application request limit reached',
            code: 4,
            type: 'OAuthException',
            fbtrace_id: traceId(),
          },
        },
      };
    case 'shopify':
      // Shopify writes Retry-After with a decimal ("2.0"): a parser expecting digits only breaks there too.
      return {
        status: 429,
        headers: { 'Retry-After': retryAfter.toFixed(1) },
        body: {
          errors: 'Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service.',
        },
      };
    case 'x':
      return {
        status: 429,
        headers: {
          ...headers,
          'x-rate-limit-limit': '75',
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(Math.ceil(Date.now() / 1000) + retryAfter),
        },
        body: { title: 'Too Many Requests', detail: 'Too Many Requests', type: 'about:blank', status: 429 },
      };
    case 'linkedin':
      return {
        status: 429,
        headers,
        body: {
          status: 429,
          serviceErrorCode: 101,
          code: 'TOO_MANY_REQUESTS',
          message: 'Resource level throttle limit reached',
        },
      };
    case 'tiktok':
      // The API for Business (/open_api) answers HTTP 200 with its own code: 40100 is its rate limit.
      if (path.startsWith('/open_api/'))
        return {
          status: 200,
          headers,
          body: {
            code: 40100,
            message: 'Too many requests. Please retry in some time.',
            request_id: logId(),
            data: {},
          },
        };
      return {
        status: 429,
        headers,
        body: {
          data: {},
          error: {
            code: 'rate_limit_exceeded',
            message: 'The API rate limit was exceeded. Please try again later.',
            log_id: logId(),
          },
        },
      };
    case 'pinterest':
      return { status: 429, headers, body: { code: 8, message: 'Rate limit exceeded.' } };
    case 'google':
      return {
        status: 429,
        headers,
        body: {
          error: {
            code: 429,
            message: 'Resource has been exhausted (e.g. check quota).',
            status: 'RESOURCE_EXHAUSTED',
          },
        },
      };
  }
}

/** Each platform's own answer to an internal failure (500). */
function serverErrorReply(provider: FaultProvider, path: string): FaultReply {
  const body = ((): unknown => {
    switch (provider) {
      case 'llm':
        return llmProtocol(path) === 'openai'
          ? {
              error: {
                message: 'The server had an error while processing your request. Sorry about that!',
                type: 'server_error',
                param: null,
                code: null,
              },
            }
          : { error: { code: 500, message: 'An internal error has occurred.', status: 'INTERNAL' } };
      case 'meta':
        return {
          error: {
            message: 'An unexpected error has occurred. Please retry your request later.',
            type: 'OAuthException',
            is_transient: true,
            code: 2,
            fbtrace_id: traceId(),
          },
        };
      case 'shopify':
        return { errors: 'Internal Server Error' };
      case 'x':
        return { title: 'Internal Server Error', detail: 'Internal Server Error', type: 'about:blank', status: 500 };
      case 'linkedin':
        return { status: 500, serviceErrorCode: 0, code: 'INTERNAL_SERVER_ERROR', message: 'Internal Server Error' };
      case 'tiktok':
        return {
          data: {},
          error: { code: 'internal_error', message: 'Something went wrong. Please try again later.', log_id: logId() },
        };
      case 'pinterest':
        return { code: 1, message: 'Something went wrong on our end. Sorry about that.' };
      case 'google':
        return { error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } };
    }
  })();
  return { status: 500, headers: {}, body };
}

/**
 * Answers a provider's token, revoke and data endpoints with the first matching fault before the
 * platform sees the request (a gateway refuses before the token is even read); `slow` delays the
 * request, then lets it through. A delayed request is still served after the client gave up, as on
 * a real platform: a refresh it carried may have rotated the token meanwhile.
 */
export function faultsMiddleware(faults: FaultStore, isDataEndpoint: DataEndpointTest): RequestHandler {
  return async (req, res, next) => {
    const provider = req.path.split('/')[1] ?? '';
    if (!isFaultProvider(provider) || !faults.has(provider)) {
      next();
      return;
    }
    const path = req.path.slice(provider.length + 1);
    if (!isServerCall(isDataEndpoint, provider, req.method, path)) {
      next();
      return;
    }
    const fault = faults.take(provider, path);
    if (!fault) {
      next();
      return;
    }
    if (fault.kind === 'slow') {
      await faults.wait(fault.delayMs ?? DEFAULT_DELAY_MS);
      next();
      return;
    }
    const reply =
      fault.kind === 'rate_limit'
        ? rateLimitReply(provider, fault.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS, path)
        : serverErrorReply(provider, path);
    // Not a platform header: it tells a person reading the response which switch answered.
    res
      .status(reply.status)
      .set({ ...reply.headers, 'X-Sandbox-Fault': fault.id })
      .json(reply.body);
  };
}
