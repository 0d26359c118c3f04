import { Router, type ErrorRequestHandler, type Request, type RequestHandler } from 'express';
import { geminiGenerateHandler, GoogleApiError } from './gemini-api';
import type { LlmApiOptions } from './llm-common';
import type { LlmRequestLog } from './llm-request-log';
import { OpenAiApiError, openAiChatHandler } from './openai-api';
import { parseBody } from '../sandbox-routes';
import { scriptedAnswerBodySchema } from './llm-scripted-answers';

// The LLM APIs under /llm: Gemini at /llm/gemini (base URL for a Gemini client) and the OpenAI
// Chat Completions API at /llm/openai/v1, both answered by the scripted model. Every answer,
// errors included, is in the platform's own JSON shape, so a client reads it as it would the real one.

const GEMINI_CALL = /^\/gemini\/v1beta\/models\/[^/]+\/?$/i;
const OPENAI_CALL = /^\/openai\/v1\/chat\/completions\/?$/i;

/**
 * Whether a request (path relative to /llm) is one of the model calls: what /_sandbox/faults
 * switches of provider `llm` answer in the platform's place.
 */
export function isLlmCall(method: string, path: string): boolean {
  return method === 'POST' && (GEMINI_CALL.test(path) || OPENAI_CALL.test(path));
}

function isOpenAiPath(req: Request): boolean {
  return /^\/openai(\/|$)/i.test(req.path);
}

export function llmRouter(options: LlmApiOptions): Router {
  const router = Router();
  router.post('/gemini/v1beta/models/:modelAction', geminiGenerateHandler(options));
  router.post('/openai/v1/chat/completions', openAiChatHandler(options));
  const notFound: RequestHandler = (req) => {
    if (isOpenAiPath(req))
      throw new OpenAiApiError(
        404,
        `Invalid URL (${req.method} ${req.path.replace(/^\/openai/i, '') || '/'})`,
        'invalid_request_error',
      );
    throw new GoogleApiError(404, 'The requested URL was not found on this server.', 'NOT_FOUND');
  };
  router.use(notFound);
  return router;
}

/** Unreadable bodies and every other error under /llm, in the shape of the protocol the path belongs to. */
export const llmErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const openAi = isOpenAiPath(req);
  let answer: GoogleApiError | OpenAiApiError;
  if (error instanceof GoogleApiError || error instanceof OpenAiApiError) {
    answer = error;
  } else {
    const type = (error as { type?: string }).type;
    const status = (error as { status?: number }).status;
    if (type === 'entity.parse.failed' || type === 'entity.too.large' || (typeof status === 'number' && status < 500)) {
      const code = type === 'entity.too.large' ? 413 : (status ?? 400);
      const message =
        type === 'entity.too.large'
          ? 'The request body is too large.'
          : 'We could not parse the JSON body of your request.';
      answer = openAi
        ? new OpenAiApiError(code, message, 'invalid_request_error')
        : new GoogleApiError(code, `Invalid JSON payload received. ${message}`, 'INVALID_ARGUMENT');
    } else {
      console.error('provider-sandbox: unexpected LLM error', error);
      answer = openAi
        ? new OpenAiApiError(500, 'The server had an error while processing your request.', 'server_error')
        : new GoogleApiError(500, 'Internal error encountered.', 'INTERNAL');
    }
  }
  const status = answer instanceof OpenAiApiError ? answer.status : answer.code;
  res.status(status).json(answer.body());
};

/**
 * `/_sandbox/llm`: what the LLM endpoints received, for tests to read and clear, and the answers a
 * test scripts for the model (`POST /answers {"text", "times"}`: its next text answers, word for word).
 */
export function llmSandboxRouter(log: LlmRequestLog): Router {
  const router = Router();
  router.post('/answers', (req, res) => {
    const input = parseBody(scriptedAnswerBodySchema, req, res);
    if (!input) return;
    res.status(201).json({ pending: log.scriptedAnswers.add(input) });
  });
  router.get('/answers', (_req, res) => {
    res.json({ answers: log.scriptedAnswers.list() });
  });
  router.delete('/answers', (_req, res) => {
    res.json({ cleared: log.scriptedAnswers.clear() });
  });
  router.get('/requests', (_req, res) => {
    res.json({ requests: log.list() });
  });
  router.delete('/requests', (_req, res) => {
    res.json({ cleared: log.clear() });
  });
  return router;
}
