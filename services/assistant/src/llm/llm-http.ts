import { retryAfterMs } from '@scp/service-kit/platform-http';
import { DEFAULT_LLM_TIMEOUT_MS, LlmFailure } from './llm-client';

// One JSON POST to a model provider, with every way it can fail said as an LlmFailure: both
// protocols' clients read answers the same way.

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The provider's own words: `error.message` in Google's and OpenAI's error shapes alike. */
function reasonOf(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const message = body.error.message;
  return typeof message === 'string' && message ? message.slice(0, 300) : undefined;
}

/** Google's RetryInfo detail (`"retryDelay": "2s"`), where the header is missing. */
function retryDelayOf(body: unknown): number | undefined {
  if (!isRecord(body) || !isRecord(body.error) || !Array.isArray(body.error.details)) return undefined;
  for (const detail of body.error.details) {
    const delay = isRecord(detail) ? detail.retryDelay : undefined;
    const seconds = typeof delay === 'string' ? /^(\d+(?:\.\d+)?)s$/.exec(delay)?.[1] : undefined;
    if (seconds !== undefined) return Number(seconds) * 1000;
  }
  return undefined;
}

function failureOf(what: string, status: number, headers: Headers, body: unknown): LlmFailure {
  const reason = reasonOf(body);
  const message = `${what}: HTTP ${status}${reason ? ` ${reason}` : ''}`;
  if (status === 429)
    return new LlmFailure(message, 'rate_limited', retryAfterMs(headers.get('retry-after')) ?? retryDelayOf(body));
  if (status >= 500) return new LlmFailure(message, 'unavailable');
  if (status === 408) return new LlmFailure(message, 'timeout');
  return new LlmFailure(message, 'rejected');
}

export interface LlmPost {
  /** Names the call in error messages: never the URL's query or a header. */
  what: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The JSON of a 2xx answer, or the LlmFailure the answer (or its absence) means. */
export async function postJson({ what, url, headers, body, timeoutMs, signal }: LlmPost): Promise<unknown> {
  const limit = timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(limit);
  const combined = signal ? AbortSignal.any([timeout, signal]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      // A redirect would carry the key header elsewhere: an API never sends one, so it is an answer.
      redirect: 'manual',
      signal: combined,
    });
    text = await response.text();
  } catch (error) {
    if (timeout.aborted) throw new LlmFailure(`${what}: no answer within ${limit} ms`, 'timeout');
    if (signal?.aborted) throw new LlmFailure(`${what}: cancelled by the caller`, 'timeout');
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new LlmFailure(`${what}: no answer${cause ? ` (${cause})` : ''}`, 'unavailable');
  }
  const json = parseJson(text);
  if (response.status < 200 || response.status >= 300) throw failureOf(what, response.status, response.headers, json);
  if (json === undefined) throw new LlmFailure(`${what}: the answer is not JSON`, 'bad_response');
  return json;
}

/** The message of a failed schema check, for a bad_response. */
export function badResponse(what: string, issue: { path: PropertyKey[]; message: string } | undefined): LlmFailure {
  const path = issue?.path.map(String).join('.') || '(root)';
  return new LlmFailure(`${what}: unexpected answer at ${path}: ${issue?.message ?? 'invalid'}`, 'bad_response');
}
