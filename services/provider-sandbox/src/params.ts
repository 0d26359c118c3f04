import type { Request } from 'express';
import { invalidRequest } from './oauth-error';

type Source = unknown;

/** One parameter from a parsed query or form body. A repeated parameter is an error (RFC 6749 entities.1). */
export function param(source: Source, name: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value = (source as Record<string, unknown>)[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalidRequest(`The ${name} parameter must be given once, as a string.`);
}

export function requiredParam(source: Source, name: string): string {
  const value = param(source, name);
  if (value === undefined || value === '') throw invalidRequest(`Missing required parameter: ${name}`);
  return value;
}

/** Query parameters merged with the form or JSON body (token endpoints accept either on some platforms). */
export function allParams(req: Request): Record<string, unknown> {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};
  return { ...(req.query as Record<string, unknown>), ...body };
}

export interface ClientCredentials {
  clientId?: string;
  clientSecret?: string;
  /** Whether they came in an HTTP Basic header (client_secret_basic). */
  basic: boolean;
}

/** Reads client credentials from HTTP Basic (RFC 6749 screens and routes.3.1, form-encoded parts) or the body. */
export function clientCredentials(req: Request, source: Source, idParam = 'client_id'): ClientCredentials {
  const header = req.headers.authorization;
  if (header && /^basic /i.test(header)) {
    const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon < 0) throw invalidRequest('Malformed Basic authorization header.');
    try {
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, ' ')),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, ' ')),
        basic: true,
      };
    } catch {
      throw invalidRequest('Malformed Basic authorization header.');
    }
  }
  return { clientId: param(source, idParam), clientSecret: param(source, 'client_secret'), basic: false };
}

export function splitScopes(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(/[\s,]+/).filter(Boolean))];
}
