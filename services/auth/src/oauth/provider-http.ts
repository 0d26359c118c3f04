import { SignInFailure } from './sign-in-failure';

/** How long one call to a provider may take before the sign-in fails as "not responding". */
export const PROVIDER_TIMEOUT_MS = 8000;

/** What a provider endpoint answered, parsed as JSON when it was JSON. */
export interface ProviderReply {
  status: number;
  body: unknown;
}

/**
 * One call to a provider with a timeout. A provider that does not answer (refused, reset, timeout)
 * is an 'unavailable' failure; any answer, error statuses included, is returned for the adapter.
 */
export async function providerFetch(url: string, init: RequestInit = {}): Promise<ProviderReply> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (err) {
    const detail = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    throw new SignInFailure('unavailable', `${new URL(url).origin}${new URL(url).pathname} did not answer (${detail})`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: kept as text for the log.
  }
  return { status: res.status, body };
}

export function postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  return providerFetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The OAuth error code of a refused token request, for the log (never the code or a token). */
export function oauthErrorOf(reply: ProviderReply): string {
  if (isRecord(reply.body)) {
    const { error, error_description: description, errors } = reply.body;
    if (typeof error === 'string') return typeof description === 'string' ? `${error}: ${description}` : error;
    if (typeof errors === 'string') return errors;
  }
  return `HTTP ${reply.status}`;
}

export function stringClaim(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}
