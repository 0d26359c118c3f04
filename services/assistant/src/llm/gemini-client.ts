import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  LlmFailure,
  type LlmClient,
  type LlmClientOptions,
  type LlmMessage,
  type LlmTool,
  type LlmTurn,
} from './llm-client';
import { badResponse, postJson } from './llm-http';

// Gemini's generateContent (v1beta): `POST <baseUrl>/v1beta/models/<model>:generateContent` with
// the key in `x-goog-api-key`. Gemini gives function calls no ids: the client makes them up, and
// answers a call with a functionResponse named after the function.

const WHAT = 'Gemini generateContent';

const GenerateContentResponse = z.object({
  candidates: z
    .array(
      z.object({
        content: z
          .object({
            parts: z
              .array(
                z.object({
                  text: z.string().optional(),
                  thought: z.boolean().optional(),
                  functionCall: z
                    .object({ name: z.string().min(1), args: z.record(z.string(), z.unknown()).nullish() })
                    .optional(),
                }),
              )
              .optional(),
          })
          .optional(),
        finishReason: z.string().optional(),
      }),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional() }).optional(),
  modelVersion: z.string().optional(),
});

type Content = { role: 'user' | 'model'; parts: Record<string, unknown>[] };

/** A functionResponse's `response` must be a JSON object: anything else goes under `result`. */
function asObject(result: unknown): Record<string, unknown> {
  return typeof result === 'object' && result !== null && !Array.isArray(result)
    ? (result as Record<string, unknown>)
    : { result: result ?? null };
}

/** The conversation as Gemini contents: consecutive tool results go back together in one user turn. */
export function geminiContents(messages: readonly LlmMessage[]): Content[] {
  const contents: Content[] = [];
  for (const message of messages) {
    if (message.role === 'user') {
      contents.push({ role: 'user', parts: [{ text: message.text }] });
    } else if (message.role === 'assistant') {
      const parts: Record<string, unknown>[] = [
        ...(message.text ? [{ text: message.text }] : []),
        ...(message.toolCalls ?? []).map((call) => ({ functionCall: { name: call.name, args: call.args } })),
      ];
      contents.push({ role: 'model', parts: parts.length > 0 ? parts : [{ text: '' }] });
    } else {
      const part = { functionResponse: { name: message.name, response: asObject(message.result) } };
      const previous = contents.at(-1);
      if (previous?.role === 'user' && previous.parts.every((item) => 'functionResponse' in item))
        previous.parts.push(part);
      else contents.push({ role: 'user', parts: [part] });
    }
  }
  return contents;
}

function requestBody(system: string, messages: readonly LlmMessage[], tools: readonly LlmTool[]) {
  return {
    ...(system.trim() ? { systemInstruction: { parts: [{ text: system }] } } : {}),
    contents: geminiContents(messages),
    ...(tools.length > 0
      ? {
          tools: [
            {
              functionDeclarations: tools.map((tool) => ({
                name: tool.name,
                description: tool.description,
                parameters: tool.parameters,
              })),
            },
          ],
        }
      : {}),
  };
}

function turnOf(json: unknown, model: string): LlmTurn {
  const parsed = GenerateContentResponse.safeParse(json);
  if (!parsed.success) throw badResponse(WHAT, parsed.error.issues[0]);
  const answer = parsed.data;
  const candidate = answer.candidates?.[0];
  if (!candidate) {
    const blocked = answer.promptFeedback?.blockReason;
    if (blocked) throw new LlmFailure(`${WHAT}: the prompt was blocked (${blocked})`, 'rejected');
    throw new LlmFailure(`${WHAT}: the answer has no candidate`, 'bad_response');
  }
  const parts = candidate.content?.parts ?? [];
  const text = parts
    .filter((part) => part.text !== undefined && !part.thought)
    .map((part) => part.text)
    .join('');
  const toolCalls = parts.flatMap((part) =>
    part.functionCall
      ? [{ id: `gemini-${randomUUID()}`, name: part.functionCall.name, args: part.functionCall.args ?? {} }]
      : [],
  );
  if (!text && toolCalls.length === 0 && candidate.finishReason && candidate.finishReason !== 'STOP')
    throw new LlmFailure(`${WHAT}: the model stopped without an answer (${candidate.finishReason})`, 'rejected');
  return { text, toolCalls, model: answer.modelVersion ?? model };
}

export function createGeminiClient(options: LlmClientOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/v1beta/models/${encodeURIComponent(options.model)}:generateContent`;
  return {
    protocol: 'gemini',
    model: options.model,
    async complete({ system, messages, tools, signal }) {
      const json = await postJson({
        what: WHAT,
        url,
        headers: { 'x-goog-api-key': options.apiKey },
        body: requestBody(system, messages, tools),
        timeoutMs: options.timeoutMs,
        signal,
      });
      return turnOf(json, options.model);
    },
  };
}
