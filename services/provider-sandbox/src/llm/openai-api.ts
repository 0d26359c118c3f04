import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { safeEqual } from '../oauth-flow';
import {
  estimateTokens,
  fieldPath,
  OPENAI_MODELS,
  parseMaybeJson,
  sendEvent,
  startEventStream,
  streamPieces,
  valueAt,
  type LlmApiOptions,
} from './llm-common';
import { scriptedReply, type ScriptedMessage, type ScriptedReply, type ScriptedToolResult } from './scripted-model';

// The OpenAI Chat Completions API (`POST /v1/chat/completions`, also what OpenAI-compatible
// gateways speak), answered by the scripted model. Errors are OpenAI's: `{ error: { message, type, param, code } }`.

export class OpenAiApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type: string,
    readonly code: string | null = null,
    readonly param: string | null = null,
  ) {
    super(message);
    this.name = 'OpenAiApiError';
  }

  body(): unknown {
    return { error: { message: this.message, type: this.type, param: this.param, code: this.code } };
  }
}

const invalidRequest = (message: string, param: string | null = null, code: string | null = null) =>
  new OpenAiApiError(400, message, 'invalid_request_error', code, param);

const FUNCTION_NAME = /^[A-Za-z0-9_-]{1,64}$/;

const Content = z.union([z.string(), z.array(z.object({ type: z.string(), text: z.string().optional() }).loose())]);

const ToolCall = z.object({
  id: z.string().min(1),
  type: z.literal('function'),
  function: z.object({ name: z.string().min(1), arguments: z.string() }),
});

const Message = z.discriminatedUnion('role', [
  z.object({ role: z.enum(['system', 'developer']), content: Content }),
  z.object({ role: z.literal('user'), content: Content }),
  z.object({
    role: z.literal('assistant'),
    content: Content.nullable().optional(),
    tool_calls: z.array(ToolCall).optional(),
  }),
  z.object({ role: z.literal('tool'), content: Content, tool_call_id: z.string().min(1) }),
]);

const ChatCompletionRequest = z.object({
  model: z.string().min(1),
  messages: z.array(Message).min(1, { error: "[] is too short - 'messages'" }),
  tools: z
    .array(
      z.object({
        type: z.literal('function'),
        function: z.object({
          name: z.string().regex(FUNCTION_NAME, {
            error: "string does not match pattern. Expected a string that matches the pattern '^[a-zA-Z0-9_-]+$'.",
          }),
          description: z.string().optional(),
          parameters: z.record(z.string(), z.unknown()).optional(),
          strict: z.boolean().nullable().optional(),
        }),
      }),
    )
    .min(1, { error: "[] is too short - 'tools'" })
    .optional(),
  stream: z.boolean().nullable().optional(),
  stream_options: z.object({ include_usage: z.boolean().optional() }).nullable().optional(),
});

type ChatCompletionRequest = z.infer<typeof ChatCompletionRequest>;

function checkKey(req: Request, apiKey: string): void {
  const header = req.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
  if (!bearer)
    throw new OpenAiApiError(
      401,
      "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
      'invalid_request_error',
    );
  if (!safeEqual(bearer, apiKey)) {
    const shown = bearer.length > 8 ? `${bearer.slice(0, 3)}*****${bearer.slice(-4)}` : '*****';
    throw new OpenAiApiError(401, `Incorrect API key provided: ${shown}.`, 'invalid_request_error', 'invalid_api_key');
  }
}

function parseBody(body: unknown): ChatCompletionRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidRequest(
      'We could not parse the JSON body of your request. The OpenAI API expects a JSON object (Content-Type: application/json).',
    );
  const parsed = ChatCompletionRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const param = fieldPath(issue.path);
  if (issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined)
    throw invalidRequest(`Missing required parameter: '${param}'.`, param, 'missing_required_parameter');
  throw invalidRequest(`Invalid value for '${param}': ${issue.message}.`, param, 'invalid_value');
}

function textOf(content: z.infer<typeof Content> | null | undefined): string {
  if (content === null || content === undefined) return '';
  if (typeof content === 'string') return content;
  return content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join('');
}

function parseArguments(text: string): Record<string, unknown> {
  const value = parseMaybeJson(text);
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The conversation as the scripted model reads it. Like OpenAI, it refuses a tool message that
 * answers no preceding tool call, and tool calls left without an answer before the next message.
 */
function conversationOf(request: ChatCompletionRequest): { messages: ScriptedMessage[]; system: boolean } {
  const messages: ScriptedMessage[] = [];
  let system = false;
  let pending = new Map<string, string>();
  let pendingFrom = -1;
  const unanswered = () =>
    invalidRequest(
      `An assistant message with 'tool_calls' must be followed by tool messages responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: ${[...pending.keys()].join(', ')}`,
      `messages.[${pendingFrom}].role`,
    );
  request.messages.forEach((message, index) => {
    if (message.role !== 'tool' && pending.size > 0) throw unanswered();
    switch (message.role) {
      case 'system':
      case 'developer':
        system = true;
        return;
      case 'user':
        messages.push({ role: 'user', text: textOf(message.content) });
        return;
      case 'assistant': {
        const calls = (message.tool_calls ?? []).map((call) => ({
          name: call.function.name,
          args: parseArguments(call.function.arguments),
        }));
        pending = new Map((message.tool_calls ?? []).map((call) => [call.id, call.function.name]));
        pendingFrom = index;
        messages.push({ role: 'model', text: textOf(message.content), calls });
        return;
      }
      case 'tool': {
        const name = pending.get(message.tool_call_id);
        if (name === undefined)
          throw invalidRequest(
            "Invalid parameter: messages with role 'tool' must be a response to a preceeding message with 'tool_calls'.",
            `messages.[${index}].role`,
          );
        pending.delete(message.tool_call_id);
        messages.push({ role: 'tool', name, result: parseMaybeJson(textOf(message.content)) });
        return;
      }
    }
  });
  if (pending.size > 0) throw unanswered();
  return { messages, system };
}

function toolResultsOf(messages: ScriptedMessage[]): ScriptedToolResult[] {
  return messages.flatMap((message) =>
    message.role === 'tool' ? [{ name: message.name, result: message.result }] : [],
  );
}

function callId(): string {
  return `call_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`;
}

interface ToolCallOut {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

function toolCallsOf(reply: ScriptedReply): ToolCallOut[] {
  return reply.kind === 'calls'
    ? reply.calls.map((call) => ({
        id: callId(),
        type: 'function' as const,
        function: { name: call.name, arguments: JSON.stringify(call.args) },
      }))
    : [];
}

/** `POST /v1/chat/completions`, with `stream: true` as server-sent chunks ending in `[DONE]`. */
export function openAiChatHandler(options: LlmApiOptions): RequestHandler {
  return (req: Request, res: Response) => {
    checkKey(req, options.apiKey);
    const request = parseBody(req.body);
    if (!(OPENAI_MODELS as readonly string[]).includes(request.model))
      throw new OpenAiApiError(
        404,
        `The model \`${request.model}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      );
    const { messages, system } = conversationOf(request);
    const tools = (request.tools ?? []).map((tool) => tool.function.name);
    const reply = options.log.scriptedAnswers.apply(scriptedReply(messages, tools));
    const stream = request.stream === true;
    options.log.add({
      protocol: 'openai',
      model: request.model,
      stream,
      system,
      messages: request.messages.length,
      tools,
      toolResults: toolResultsOf(messages),
      reply,
    });

    const id = `chatcmpl-${randomBytes(15).toString('base64url')}`;
    const created = Math.floor(Date.now() / 1000);
    const toolCalls = toolCallsOf(reply);
    const finishReason = reply.kind === 'calls' ? 'tool_calls' : 'stop';
    const promptTokens = estimateTokens({ m: request.messages, t: request.tools });
    const completionTokens = estimateTokens(reply.kind === 'calls' ? toolCalls : reply.text);
    const usage = {
      prompt_tokens: promptTokens,
      completion_tokens: completionTokens,
      total_tokens: promptTokens + completionTokens,
    };

    if (!stream) {
      res.json({
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [
          {
            index: 0,
            message: {
              role: 'assistant',
              content: reply.kind === 'text' ? reply.text : null,
              refusal: null,
              ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
            },
            logprobs: null,
            finish_reason: finishReason,
          },
        ],
        usage,
      });
      return;
    }

    const withUsage = request.stream_options?.include_usage === true;
    const chunk = (delta: unknown, finish: string | null) => ({
      id,
      object: 'chat.completion.chunk',
      created,
      model: request.model,
      choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
      ...(withUsage ? { usage: null } : {}),
    });
    startEventStream(res);
    if (reply.kind === 'text') {
      sendEvent(res, chunk({ role: 'assistant', content: '', refusal: null }, null));
      for (const piece of streamPieces(reply.text)) sendEvent(res, chunk({ content: piece }, null));
    } else {
      // As OpenAI streams a call: id and name first with empty arguments, then the arguments in pieces.
      toolCalls.forEach((call, index) => {
        sendEvent(
          res,
          chunk(
            {
              ...(index === 0 ? { role: 'assistant', content: null } : {}),
              tool_calls: [
                { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
              ],
            },
            null,
          ),
        );
        const args = call.function.arguments;
        const half = Math.ceil(args.length / 2);
        for (const piece of [args.slice(0, half), args.slice(half)].filter(Boolean))
          sendEvent(res, chunk({ tool_calls: [{ index, function: { arguments: piece } }] }, null));
      });
    }
    sendEvent(res, chunk({}, finishReason));
    if (withUsage)
      sendEvent(res, { id, object: 'chat.completion.chunk', created, model: request.model, choices: [], usage });
    sendEvent(res, '[DONE]');
    res.end();
  };
}
