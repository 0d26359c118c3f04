import { z } from 'zod';
import type { LlmClient, LlmClientOptions, LlmMessage, LlmTool, LlmToolCall, LlmTurn } from './llm-client';
import { badResponse, postJson } from './llm-http';
import { LlmFailure } from './llm-client';

// OpenAI's chat completions: `POST <baseUrl>/chat/completions` with `Authorization: Bearer <key>`,
// where baseUrl ends in `/v1` (or an OpenAI-compatible gateway's equivalent). Tool results go back
// as `tool` messages naming the call id; their content is the result as JSON text.

const WHAT = 'OpenAI chat completions';

const ChatCompletion = z.object({
  model: z.string().optional(),
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          refusal: z.string().nullish(),
          tool_calls: z
            .array(
              z.object({
                id: z.string().min(1),
                type: z.literal('function').optional(),
                function: z.object({ name: z.string().min(1), arguments: z.string() }),
              }),
            )
            .nullish(),
        }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
});

function openAiMessage(message: LlmMessage): Record<string, unknown> {
  switch (message.role) {
    case 'user':
      return { role: 'user', content: message.text };
    case 'assistant': {
      const calls = message.toolCalls ?? [];
      if (calls.length === 0) return { role: 'assistant', content: message.text };
      return {
        role: 'assistant',
        content: message.text || null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: JSON.stringify(call.args) },
        })),
      };
    }
    case 'tool':
      return {
        role: 'tool',
        tool_call_id: message.callId,
        content: typeof message.result === 'string' ? message.result : JSON.stringify(message.result ?? null),
      };
  }
}

function requestBody(model: string, system: string, messages: readonly LlmMessage[], tools: readonly LlmTool[]) {
  return {
    model,
    messages: [...(system.trim() ? [{ role: 'system', content: system }] : []), ...messages.map(openAiMessage)],
    // OpenAI refuses an empty tools array: no tools, no field.
    ...(tools.length > 0
      ? {
          tools: tools.map((tool) => ({
            type: 'function',
            function: { name: tool.name, description: tool.description, parameters: tool.parameters },
          })),
        }
      : {}),
  };
}

function argumentsOf(text: string, name: string): Record<string, unknown> {
  // Some compatible servers send '' for a call without arguments.
  if (text.trim() === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new LlmFailure(`${WHAT}: the arguments of ${name} are not JSON`, 'bad_response');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new LlmFailure(`${WHAT}: the arguments of ${name} are not a JSON object`, 'bad_response');
  return value as Record<string, unknown>;
}

function turnOf(json: unknown, model: string): LlmTurn {
  const parsed = ChatCompletion.safeParse(json);
  if (!parsed.success) throw badResponse(WHAT, parsed.error.issues[0]);
  const { message } = parsed.data.choices[0]!;
  const toolCalls: LlmToolCall[] = (message.tool_calls ?? []).map((call) => ({
    id: call.id,
    name: call.function.name,
    args: argumentsOf(call.function.arguments, call.function.name),
  }));
  return { text: message.content ?? message.refusal ?? '', toolCalls, model: parsed.data.model ?? model };
}

export function createOpenAiClient(options: LlmClientOptions): LlmClient {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    protocol: 'openai',
    model: options.model,
    async complete({ system, messages, tools, signal }) {
      const json = await postJson({
        what: WHAT,
        url,
        headers: { Authorization: `Bearer ${options.apiKey}` },
        body: requestBody(options.model, system, messages, tools),
        timeoutMs: options.timeoutMs,
        signal,
      });
      return turnOf(json, options.model);
    },
  };
}
