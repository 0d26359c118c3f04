import type { Request } from 'express';
import { SANDBOX_BILLING } from '../default-clients';
import { safeEqual } from '../oauth-flow';

/** A Stripe API error: `{ error: { type, code?, param?, message } }` with its HTTP status. */
export class BillingApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly param?: string,
    readonly type = 'invalid_request_error',
  ) {
    super(message);
  }

  body(): { error: { type: string; code?: string; param?: string; message: string } } {
    return {
      error: {
        type: this.type,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        message: this.message,
      },
    };
  }
}

export function missingParam(name: string): BillingApiError {
  return new BillingApiError(400, `Missing required param: ${name}.`, 'parameter_missing', name);
}

export function resourceMissing(kind: string, id: string, param?: string): BillingApiError {
  return new BillingApiError(404, `No such ${kind}: '${id}'`, 'resource_missing', param);
}

type Body = Record<string, unknown>;

/** The parsed form or JSON body (or query) as a record; anything else reads as empty. */
export function bodyOf(source: unknown): Body {
  return typeof source === 'object' && source !== null && !Array.isArray(source) ? (source as Body) : {};
}

/** One scalar parameter; a repeated form key (an array) or a JSON object is a 400 naming it. */
export function field(body: Body, name: string, value: unknown = body[name]): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw new BillingApiError(400, `Invalid string: ${name} must be given once, as a string.`, undefined, name);
}

export function requiredField(body: Body, name: string): string {
  const value = field(body, name);
  if (value === undefined || value === '') throw missingParam(name);
  return value;
}

export function booleanField(body: Body, name: string): boolean | undefined {
  const value = field(body, name);
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new BillingApiError(400, `Invalid boolean: ${value}`, undefined, name);
}

export interface LineItemInput {
  /** The parameter prefix errors name, e.g. `line_items[0]`. */
  param: string;
  price: unknown;
  quantity: unknown;
}

/**
 * `line_items` as Stripe's SDKs send them (form keys `line_items[0][price]`, literal with
 * `express.urlencoded({ extended: false })`) or as JSON (`line_items: [{ price, quantity }]`).
 */
export function lineItemsOf(body: Body): LineItemInput[] {
  const byIndex = new Map<number, LineItemInput>();
  const item = (index: number) => {
    let entry = byIndex.get(index);
    if (!entry) {
      entry = { param: `line_items[${index}]`, price: undefined, quantity: undefined };
      byIndex.set(index, entry);
    }
    return entry;
  };
  for (const [key, value] of Object.entries(body)) {
    if (!key.startsWith('line_items[')) continue;
    const match = /^line_items\[(\d{1,3})\]\[(price|quantity)\]$/.exec(key);
    if (!match) {
      throw new BillingApiError(
        400,
        `Received unknown parameter: ${key}. The sandbox takes line_items[N][price] and line_items[N][quantity].`,
        'parameter_unknown',
        key,
      );
    }
    item(Number(match[1]))[match[2] as 'price' | 'quantity'] = value;
  }
  const json = body.line_items;
  if (json !== undefined) {
    if (!Array.isArray(json)) throw new BillingApiError(400, 'Invalid array', undefined, 'line_items');
    json.forEach((entry: unknown, index) => {
      if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
        throw new BillingApiError(400, 'Invalid object', undefined, `line_items[${index}]`);
      }
      const { price, quantity } = entry as Body;
      Object.assign(item(index), { price, quantity });
    });
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}

const METADATA_KEYS = 50;

/** `subscription_data[metadata][key]` (form) or `subscription_data: { metadata: {...} }` (JSON), with Stripe's limits. */
export function subscriptionMetadataOf(body: Body): Record<string, string> {
  const entries: [string, unknown][] = [];
  for (const [key, value] of Object.entries(body)) {
    const match = /^subscription_data\[metadata\]\[([^\]]*)\]$/.exec(key);
    if (match) entries.push([match[1] ?? '', value]);
  }
  const json = bodyOf(bodyOf(body.subscription_data).metadata);
  entries.push(...Object.entries(json));
  if (entries.length > METADATA_KEYS) {
    throw new BillingApiError(
      400,
      `Metadata can have at most ${METADATA_KEYS} keys.`,
      undefined,
      'subscription_data[metadata]',
    );
  }
  const metadata: Record<string, string> = {};
  for (const [key, value] of entries) {
    const param = `subscription_data[metadata][${key}]`;
    const text = field(body, param, value) ?? '';
    if (!key || key.length > 40 || text.length > 500) {
      throw new BillingApiError(
        400,
        'Metadata keys must be 1 to 40 characters and values at most 500 characters.',
        undefined,
        param,
      );
    }
    metadata[key] = text;
  }
  return metadata;
}

const UNSAFE_URL_CHARACTERS = /[\s\u0000-\u001f\u007f]/;

/**
 * A `success_url` / `cancel_url`: an http(s) URL on an allowed redirect origin (the sandbox never
 * sends a browser elsewhere, as with OAuth redirect URIs). The given text is kept as it is, so a
 * `{CHECKOUT_SESSION_ID}` placeholder survives until the redirect.
 */
export function redirectUrlField(body: Body, name: string, origins: readonly string[]): string {
  const value = requiredField(body, name);
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    value.length > 5000 ||
    UNSAFE_URL_CHARACTERS.test(value) ||
    (url.protocol !== 'http:' && url.protocol !== 'https:')
  ) {
    throw new BillingApiError(400, `Not a valid URL: ${name} must be an absolute http(s) URL.`, 'url_invalid', name);
  }
  if (!origins.includes(url.origin)) {
    throw new BillingApiError(
      400,
      `${name} must be on an allowed origin (${origins.join(', ')}); the sandbox redirects only to SANDBOX_ALLOWED_REDIRECT_ORIGINS.`,
      'url_invalid',
      name,
    );
  }
  return value;
}

function redactKey(key: string): string {
  if (key.length <= 12) return '*'.repeat(key.length);
  return `${key.slice(0, 8)}${'*'.repeat(Math.min(key.length - 12, 24))}${key.slice(-4)}`;
}

/** The secret key as Stripe accepts it: `Authorization: Bearer <key>`, or HTTP Basic with the key as user name. */
export function authenticate(req: Request): void {
  const header = req.headers.authorization ?? '';
  let key: string | undefined;
  if (/^bearer /i.test(header)) key = header.slice(7).trim();
  else if (/^basic /i.test(header)) key = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8').split(':')[0];
  if (!key) {
    throw new BillingApiError(
      401,
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!safeEqual(key, SANDBOX_BILLING.secretKey)) {
    throw new BillingApiError(401, `Invalid API Key provided: ${redactKey(key.slice(0, 200))}`, 'api_key_invalid');
  }
}
