// Helpers for the LLM tests: calls as a client of each protocol makes them, and SSE read back.
import { SANDBOX_LLM_API_KEY } from './llm-common';
import { answer, type Answer } from '../sandbox-client.test.helper';

export const KEY = SANDBOX_LLM_API_KEY;

/** A JSON POST; `body` as a string is sent as is (for malformed JSON). */
export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  return answer(
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

export function geminiCall(
  base: string,
  model: string,
  body: unknown,
  options: { action?: string; key?: string | null; query?: string } = {},
): Promise<Answer> {
  const key = options.key === undefined ? KEY : options.key;
  return postJson(
    `${base}/llm/gemini/v1beta/models/${model}:${options.action ?? 'generateContent'}${options.query ?? ''}`,
    body,
    key === null ? {} : { 'x-goog-api-key': key },
  );
}

export function openAiCall(base: string, body: unknown, key: string | null = KEY): Promise<Answer> {
  return postJson(
    `${base}/llm/openai/v1/chat/completions`,
    body,
    key === null ? {} : { Authorization: `Bearer ${key}` },
  );
}

/** The `data:` payloads of a server-sent event stream, in order. */
export function sseData(text: string): string[] {
  expect(text.endsWith('\n\n')).toBe(true);
  return text
    .split('\n\n')
    .filter(Boolean)
    .map((event) => {
      expect(event.startsWith('data: ')).toBe(true);
      return event.slice('data: '.length);
    });
}

export const DASHBOARD_TOOL = {
  name: 'get_executive_dashboard',
  description: 'The shop and social figures for the last days.',
  parameters: { type: 'object', properties: { days: { type: 'integer' } }, required: ['days'] },
};

export const VOICE_TOOL = {
  name: 'get_brand_voice',
  description: 'The brand voice settings.',
  parameters: { type: 'object', properties: {} },
};

export const DASHBOARD_RESULT = { revenue: { total: 4821.75, orders: 63 }, followers: 1290, currency: 'USD' };
