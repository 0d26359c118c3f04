// Helpers shared by the HTTP tests: they drive the sandbox the way a service or a browser does.
import { createHash, randomBytes } from 'node:crypto';
import { start, type RunningSandbox, type StartOptions } from './main';

export const APP_ORIGIN = 'https://app.example';
export const REDIRECT_URI = `${APP_ORIGIN}/auth/callback`;

export function startSandbox(options: StartOptions = {}): Promise<RunningSandbox> {
  return start({ port: 0, smtpPort: 0, allowedRedirectOrigins: [APP_ORIGIN], ...options });
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function withQuery(url: string, params: Record<string, string | undefined>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) target.searchParams.set(key, value);
  return target.toString();
}

export interface Answer {
  status: number;
  location?: URL;
  text: string;
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- assertions read arbitrary platform JSON
  headers: Headers;
}

/** What a test reads of a response: status, redirect target, body as text and as JSON when it is JSON. */
export async function answer(response: Response): Promise<Answer> {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const location = response.headers.get('location');
  return {
    status: response.status,
    location: location ? new URL(location) : undefined,
    text,
    json,
    headers: response.headers,
  };
}

/** A GET that does not follow redirects (the redirect URI belongs to an app that is not running). */
export async function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(await fetch(url, { redirect: 'manual', headers }));
}

export async function postForm(
  url: string,
  params: Record<string, string | undefined>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) body.set(key, value);
  return answer(await fetch(url, { method: 'POST', redirect: 'manual', body, headers }));
}

export function basicAuth(clientId: string, clientSecret: string): Record<string, string> {
  return {
    Authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`).toString('base64')}`,
  };
}

/** Reads the hidden inputs and action (resolved against `pageUrl`) of the single form on a page. */
export function readForm(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return { action: new URL(decode(action), pageUrl).toString(), fields };
}

function decode(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
