// The one interface the assistant talks to a language model through, whichever protocol the
// configured provider speaks (Gemini's generateContent or OpenAI's chat completions). A client
// sends one request and answers one turn: the tool loop and the single retry belong to the caller.

/** A tool the model may call; `parameters` is a JSON Schema object. */
export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface LlmToolCall {
  /** The provider's call id, or one made up where the protocol has none (Gemini). */
  id: string;
  name: string;
  args: Record<string, unknown>;
}

export type LlmMessage =
  | { role: 'user'; text: string }
  | { role: 'assistant'; text: string; toolCalls?: LlmToolCall[] }
  | { role: 'tool'; callId: string; name: string; result: unknown };

export interface LlmTurn {
  /** The answer's text; '' when the model only called tools. */
  text: string;
  toolCalls: LlmToolCall[];
  /** The model that answered, as the provider names it. */
  model: string;
}

export type LlmProtocol = 'gemini' | 'openai';

export interface LlmClient {
  readonly protocol: LlmProtocol;
  readonly model: string;
  complete(input: { system: string; messages: LlmMessage[]; tools: LlmTool[]; signal?: AbortSignal }): Promise<LlmTurn>;
}

export interface LlmClientOptions {
  /** Gemini: the API root (`https://<host>` or `<sandbox>/llm/gemini`); OpenAI: up to `/v1` (`<sandbox>/llm/openai/v1`). */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** How long one request may take; default DEFAULT_LLM_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** The spec's request timeout (30 s). */
export const DEFAULT_LLM_TIMEOUT_MS = 30_000;

/**
 * Why a model call failed: `rate_limited` (429; `retryAfterMs` when the provider said when to come
 * back), `unavailable` (5xx or no answer), `rejected` (the provider refused the request: key, model,
 * body, or blocked content: retrying the same request will not help), `timeout` (no answer in time,
 * or the caller gave up), `bad_response` (an answer we cannot read). The message never holds the key.
 */
export class LlmFailure extends Error {
  constructor(
    message: string,
    readonly kind: 'rate_limited' | 'unavailable' | 'rejected' | 'timeout' | 'bad_response',
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'LlmFailure';
  }
}
