/**
 * A browser going through a redirect sign-in against the provider sandbox, step by step: start →
 * the provider's authorize URL (the sandbox's identity shortcut instead of its consent page) → our
 * callback with the flow cookie. Requests go to the auth app as the gateway forwards them (internal
 * token, optionally the signed-in user and the page's Origin).
 */
import type { Express } from 'express';
import request from 'supertest';
import { readForm } from '@scp/provider-sandbox/sandbox-client.test.helper';
import { verifySessionUser } from '@scp/service-kit/session-grant';
import { grantVerifier, internalTokenHeader } from '@scp/service-kit/testing';
import type { SessionUser } from '@scp/shared/contracts/auth/session';
import { FLOW_COOKIE_NAME } from './flow-cookie';

export type Provider = 'google' | 'apple' | 'shopify';

export interface Started {
  url: URL;
  /** `scp.auth.flow=<value>` as the browser would send it back. */
  cookie: string;
  setCookie: string;
}

/** What the provider sends the browser back to our callback with (a query, or Apple's form fields). */
export interface ProviderReturn {
  /** The origin the provider sent the browser to. */
  origin: string;
  method: 'get' | 'post';
  path: string;
  params: URLSearchParams;
}

export interface BrowserOptions {
  /** The signed-in user, as the gateway's internal token names it. */
  userId?: string;
  /** The page's origin (the `Origin` header of the start request). */
  origin?: string;
}

export async function start(
  app: Express,
  provider: Provider,
  body: Record<string, unknown> = {},
  options: BrowserOptions = {},
) {
  const path = `/api/auth/oauth/${provider}/start`;
  let req = request(app)
    .post(path)
    .set(await internalTokenHeader('auth', `POST ${path}`, options.userId));
  if (options.origin) req = req.set('Origin', options.origin);
  return req.send(body);
}

export async function started(
  app: Express,
  provider: Provider,
  body: Record<string, unknown> = {},
  options: BrowserOptions = {},
): Promise<Started> {
  const res = await start(app, provider, body, options);
  expect(res.status).toBe(200);
  const setCookie = ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith(`${FLOW_COOKIE_NAME}=`));
  expect(setCookie).toBeDefined();
  return { url: new URL(res.body.url), cookie: setCookie!.split(';')[0]!, setCookie: setCookie! };
}

/** The browser at the provider: consent as `identity` (or deny), then follow the answer back. */
export async function consent(
  authorizeUrl: URL,
  extra: Record<string, string> = { sandbox_identity: 'alice' },
): Promise<ProviderReturn> {
  const url = new URL(authorizeUrl);
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  const res = await fetch(url, { redirect: 'manual', headers: { Accept: 'text/html' } });
  if (res.status === 302) {
    const location = new URL(res.headers.get('location')!);
    return { origin: location.origin, method: 'get', path: location.pathname, params: location.searchParams };
  }
  const html = await res.text();
  expect(res.status).toBe(200);
  // Apple's form_post: an auto-submitting form of hidden inputs.
  const form = readForm(html, url.toString());
  const action = new URL(form.action);
  return { origin: action.origin, method: 'post', path: action.pathname, params: new URLSearchParams(form.fields) };
}

export async function callback(
  app: Express,
  back: ProviderReturn,
  cookie: string | undefined,
  options: Pick<BrowserOptions, 'userId'> = {},
) {
  const target = back.method === 'get' ? `${back.path}?${back.params.toString()}` : back.path;
  const token = await internalTokenHeader('auth', `${back.method.toUpperCase()} ${target}`, options.userId);
  const headers = { ...token, ...(cookie ? { Cookie: cookie } : {}) };
  if (back.method === 'get') return request(app).get(target).set(headers);
  return request(app).post(target).set(headers).type('form').send(back.params.toString());
}

/** The user the gateway is told to sign in (x-session-grant); fails the test without one. */
export async function grantOf(res: request.Response): Promise<SessionUser> {
  const grant = res.headers['x-session-grant'];
  expect(grant).toBeDefined();
  return verifySessionUser(grant as string, grantVerifier(res));
}
