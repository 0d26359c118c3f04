import type { Response } from 'express';
import type { LlmRequestLog } from './llm-request-log';

// What the two LLM protocols share: the one key, the models, the token counts and the SSE framing.

/** The API key both protocols accept unless SANDBOX_LLM_API_KEY names another: one key, like one project's. */
export const SANDBOX_LLM_API_KEY = 'sandbox-llm-key';

export const GEMINI_MODELS = ['gemini-2.5-flash', 'gemini-2.5-pro', 'gemini-2.0-flash'] as const;
/** OpenAI's names plus Gemini's: Gemini is also reached through OpenAI-compatible endpoints. */
export const OPENAI_MODELS = ['gpt-4o-mini', 'gpt-4.1-mini', ...GEMINI_MODELS] as const;

export interface LlmApiOptions {
  apiKey: string;
  log: LlmRequestLog;
}

export function llmApiKeyFromEnv(value: string | undefined): string {
  const key = value?.trim();
  return key ? key : SANDBOX_LLM_API_KEY;
}

/** About four characters a token, as the platforms' own rule of thumb: stable for the same input. */
export function estimateTokens(value: unknown): number {
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? '');
  return Math.max(1, Math.ceil(text.length / 4));
}

/**
 * A text cut into a few pieces at word boundaries, so a streaming client meets several chunks and
 * must join them; joined they are exactly the text.
 */
export function streamPieces(text: string, pieces = 3): string[] {
  const words = text.split(/(?<=\s)/);
  if (words.length <= 1) return [text];
  const size = Math.ceil(words.length / pieces);
  const out: string[] = [];
  for (let index = 0; index < words.length; index += size) out.push(words.slice(index, index + size).join(''));
  return out;
}

export function startEventStream(res: Response): void {
  res.status(200).set({ 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  res.flushHeaders();
}

export function sendEvent(res: Response, data: unknown): void {
  res.write(`data: ${typeof data === 'string' ? data : JSON.stringify(data)}\n\n`);
}

/** The JSON at a zod issue's path in the body as sent (undefined: the field is missing). */
export function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let node = body;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/** `contents[0].parts[1].text`, as both platforms name a field in their messages. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`))
    .join('');
}

/** The text a JSON tool result came as: parsed when it is JSON, else the string itself. */
export function parseMaybeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
