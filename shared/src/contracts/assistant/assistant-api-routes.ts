import { idParamsSchema, ok, type ApiRoute } from '../app/api-route';
import {
  aiProfileSchema,
  approveResponseSchema,
  historyQuerySchema,
  historyResponseSchema,
  processRequestSchema,
  processResponseSchema,
} from './assistant-api';

/** The assistant service's routes under /api/assistant. The user is always the session's. */
export const assistantApiRoutes: readonly ApiRoute[] = [
  {
    method: 'post',
    path: '/api/assistant/process',
    operationId: 'askAssistant',
    tag: 'assistant',
    summary: "Answer a question from the owner's own figures",
    description:
      "Actions in the answer change nothing until the owner approves them. `user_id` is accepted for the spec's request shape and ignored.",
    session: 'required',
    body: { schema: processRequestSchema },
    responses: ok(processResponseSchema),
  },
  {
    method: 'get',
    path: '/api/assistant/history',
    operationId: 'getAssistantHistory',
    tag: 'assistant',
    summary: 'The conversation so far, newest last',
    session: 'required',
    query: historyQuerySchema,
    responses: ok(historyResponseSchema),
  },
  {
    method: 'get',
    path: '/api/assistant/profile',
    operationId: 'getAiProfile',
    tag: 'assistant',
    summary: "The owner's AI profile",
    session: 'required',
    responses: ok(aiProfileSchema),
  },
  {
    method: 'post',
    path: '/api/assistant/actions/{id}/approve',
    operationId: 'approveAssistantAction',
    tag: 'assistant',
    summary: 'Run an action the assistant proposed',
    session: 'required',
    params: idParamsSchema,
    description: 'A saved draft is handed over to the studio: `href` opens it there.',
    responses: ok(approveResponseSchema),
    errors: {
      404: 'No action of the owner with this id.',
      409: 'The action ran already or is running.',
      503: 'The service it changes (the studio for a draft) cannot be reached; the action can be approved again.',
    },
  },
];
