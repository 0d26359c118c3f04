import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { safeEqual } from '../oauth-flow';
import {
  estimateTokens,
  fieldPath,
  GEMINI_MODELS,
  sendEvent,
  startEventStream,
  streamPieces,
  valueAt,
  type LlmApiOptions,
} from './llm-common';
import {
  scriptedReply,
  type ScriptedCall,
  type ScriptedMessage,
  type ScriptedReply,
  type ScriptedToolResult,
} from './scripted-model';

// The Gemini API's generateContent and streamGenerateContent (v1beta), answered by the scripted
// model. Errors are Google's: `{ error: { code, message, status } }`.

/** A Google API error answer. */
export class GoogleApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: string,
    readonly details?: unknown[],
  ) {
    super(message);
    this.name = 'GoogleApiError';
  }

  body(): unknown {
    return {
      error: {
        code: this.code,
        message: this.message,
        status: this.status,
        ...(this.details ? { details: this.details } : {}),
      },
    };
  }
}

const invalidArgument = (message: string) => new GoogleApiError(400, message, 'INVALID_ARGUMENT');

/** Google's name rule for a function: a letter or underscore, then letters, digits, `_ . : -`. */
const FUNCTION_NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,127}$/;

const JsonObject = z.record(z.string(), z.unknown());

const Part = z.union([
  z.object({ text: z.string(), thought: z.boolean().optional() }),
  z.object({ functionCall: z.object({ name: z.string().min(1), args: JsonObject.optional() }) }),
  z.object({ functionResponse: z.object({ name: z.string().min(1), response: JsonObject }) }),
]);

const GenerateContentRequest = z.object({
  contents: z
    .array(
      z.object({
        role: z.enum(['user', 'model'], { error: 'Please use a valid role: user, model.' }).optional(),
        parts: z.array(Part).min(1, { error: 'must contain at least one part' }),
      }),
    )
    .min(1, { error: 'contents is not specified' }),
  systemInstruction: z.object({ parts: z.array(z.object({ text: z.string() })) }).optional(),
  tools: z
    .array(
      z.object({
        // A tool may be another kind (googleSearch, codeExecution): those declare no functions here.
        functionDeclarations: z
          .array(
            z.object({
              name: z.string().regex(FUNCTION_NAME, {
                error:
                  'Invalid function name. Must start with a letter or an underscore. Must be a-z, A-Z, 0-9, or contain underscores, dots, colons and dashes, with a maximum length of 128.',
              }),
              description: z.string().optional(),
              parameters: JsonObject.optional(),
              parametersJsonSchema: JsonObject.optional(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
  generationConfig: JsonObject.optional(),
});

type GenerateContentRequest = z.infer<typeof GenerateContentRequest>;

function checkKey(req: Request, apiKey: string): void {
  const header = req.get('x-goog-api-key');
  const query = req.query.key;
  const given = header ?? (typeof query === 'string' ? query : undefined);
  if (!given)
    throw new GoogleApiError(
      403,
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
      'PERMISSION_DENIED',
    );
  // Google itself answers a wrong key with 400 API_KEY_INVALID; 401 keeps it apart from a bad body.
  if (!safeEqual(given, apiKey))
    throw new GoogleApiError(401, 'API key not valid. Please pass a valid API key.', 'UNAUTHENTICATED', [
      { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
    ]);
}

function parseBody(body: unknown): GenerateContentRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidArgument('Invalid JSON payload received. Expected a JSON object (Content-Type: application/json).');
  const parsed = GenerateContentRequest.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = fieldPath(issue.path);
  const missing = issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined;
  throw invalidArgument(`* GenerateContentRequest.${path}: ${missing ? `${path} is required` : issue.message}\n`);
}

/** The conversation as the scripted model reads it; a user turn may carry function responses and text. */
function conversationOf(request: GenerateContentRequest): ScriptedMessage[] {
  const messages: ScriptedMessage[] = [];
  for (const content of request.contents) {
    const texts: string[] = [];
    if (content.role === 'model') {
      const calls: ScriptedCall[] = [];
      for (const part of content.parts) {
        if ('text' in part && !part.thought) texts.push(part.text);
        if ('functionCall' in part) calls.push({ name: part.functionCall.name, args: part.functionCall.args ?? {} });
      }
      messages.push({ role: 'model', text: texts.join(''), calls });
      continue;
    }
    let hasText = false;
    for (const part of content.parts) {
      if ('functionResponse' in part)
        messages.push({ role: 'tool', name: part.functionResponse.name, result: part.functionResponse.response });
      if ('text' in part) {
        hasText = true;
        texts.push(part.text);
      }
    }
    if (hasText) messages.push({ role: 'user', text: texts.join('') });
  }
  return messages;
}

function toolNamesOf(request: GenerateContentRequest): string[] {
  return (request.tools ?? []).flatMap((tool) =>
    (tool.functionDeclarations ?? []).map((declaration) => declaration.name),
  );
}

function toolResultsOf(messages: ScriptedMessage[]): ScriptedToolResult[] {
  return messages.flatMap((message) =>
    message.role === 'tool' ? [{ name: message.name, result: message.result }] : [],
  );
}

function partsOf(reply: ScriptedReply): unknown[] {
  return reply.kind === 'calls'
    ? reply.calls.map((call) => ({ functionCall: { name: call.name, args: call.args } }))
    : [{ text: reply.text }];
}

interface Usage {
  promptTokenCount: number;
  candidatesTokenCount: number;
  totalTokenCount: number;
}

function usageOf(request: GenerateContentRequest, reply: ScriptedReply): Usage {
  const promptTokenCount = estimateTokens({ s: request.systemInstruction, c: request.contents, t: request.tools });
  const candidatesTokenCount = estimateTokens(reply.kind === 'calls' ? reply.calls : reply.text);
  return { promptTokenCount, candidatesTokenCount, totalTokenCount: promptTokenCount + candidatesTokenCount };
}

function responseOf(model: string, responseId: string, parts: unknown[], usage: Partial<Usage>, finished: boolean) {
  return {
    candidates: [{ content: { role: 'model', parts }, ...(finished ? { finishReason: 'STOP' } : {}), index: 0 }],
    usageMetadata: usage,
    modelVersion: model,
    responseId,
  };
}

/** The chunks of a streamed answer: text in a few pieces, function calls in one; the last says STOP. */
function chunksOf(model: string, reply: ScriptedReply, usage: Usage) {
  const responseId = randomBytes(12).toString('base64url');
  const pieces = reply.kind === 'text' ? streamPieces(reply.text).map((text) => [{ text }]) : [partsOf(reply)];
  return pieces.map((parts, index) => {
    const last = index === pieces.length - 1;
    return responseOf(model, responseId, parts, last ? usage : { promptTokenCount: usage.promptTokenCount }, last);
  });
}

/** `POST /v1beta/models/<model>:generateContent` and `:streamGenerateContent` (`?alt=sse` for SSE). */
export function geminiGenerateHandler(options: LlmApiOptions): RequestHandler {
  return (req: Request, res: Response) => {
    checkKey(req, options.apiKey);
    const modelAction = String(req.params.modelAction ?? '');
    const matched = /^(?:models\/)?([^:]+):([A-Za-z]+)$/.exec(modelAction);
    const action = matched?.[2];
    if (!matched || (action !== 'generateContent' && action !== 'streamGenerateContent'))
      throw new GoogleApiError(404, `Method not found: ${modelAction}.`, 'NOT_FOUND');
    const model = matched[1]!;
    if (!(GEMINI_MODELS as readonly string[]).includes(model))
      throw new GoogleApiError(
        404,
        `models/${model} is not found for API version v1beta, or is not supported for ${action}. Call ListModels to see the list of available models and their supported methods.`,
        'NOT_FOUND',
      );
    const request = parseBody(req.body);
    const messages = conversationOf(request);
    const tools = toolNamesOf(request);
    const reply = options.log.scriptedAnswers.apply(scriptedReply(messages, tools));
    const stream = action === 'streamGenerateContent';
    options.log.add({
      protocol: 'gemini',
      model,
      stream,
      system: (request.systemInstruction?.parts.length ?? 0) > 0,
      messages: request.contents.length,
      tools,
      toolResults: toolResultsOf(messages),
      reply,
    });
    const usage = usageOf(request, reply);
    if (!stream) {
      res.json(responseOf(model, randomBytes(12).toString('base64url'), partsOf(reply), usage, true));
      return;
    }
    const chunks = chunksOf(model, reply, usage);
    // Without alt=sse Google streams one JSON array of the same responses.
    if (req.query.alt !== 'sse') {
      res.json(chunks);
      return;
    }
    startEventStream(res);
    for (const chunk of chunks) sendEvent(res, chunk);
    res.end();
  };
}
