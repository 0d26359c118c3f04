import { randomUUID } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import {
  processResponseSchema,
  type AssistantAction,
  type ProcessRequest,
  type ProcessResponse,
} from '@scp/shared/contracts/assistant/assistant-api';
import { answerQuality } from '@scp/shared/contracts/assistant/answer-quality';
import { assistant, type AssistantWorkflowType } from '@scp/shared/contracts/assistant/assistant-constants';
import { assistantTexts } from '@scp/shared/contracts/assistant/assistant-texts';
import type { ActionService } from '../actions/action-service';
import type { AssistantEngine, FollowUp } from '../answers/engine';
import { EMBEDDED_MODEL } from '../answers/embedded-analyst';
import { routeQuery } from '../answers/intents';
import type { ConversationService } from '../conversations/conversation-service';
import type { Neighbours } from '../neighbours/neighbours';
import { createToolBox } from '../tools/assistant-tools';

const agents: Record<AssistantWorkflowType, string> = {
  router: 'router_agent',
  analytics: 'analytics_agent',
  market_intelligence: 'market_intelligence_agent',
  content: 'content_agent',
  content_workflow: 'content_agent',
  multi_platform: 'content_agent',
  brand_optimization: 'brand_agent',
  conversation: 'conversation_agent',
  image_generation: 'image_agent',
};

/** The other agents an answer can hand over to (agent-to-agent), by workflow. */
const handOffs = ['analytics', 'content', 'multi_platform', 'brand_optimization', 'market_intelligence'] as const;

/** No answer within the time left: the kit's error, its 504 telling it from a neighbour that is down (503). */
const answerTimeout = (ms: number) => new AppError(504, 'SERVICE_UNAVAILABLE', `No answer within ${ms} ms`);
const isAnswerTimeout = (err: unknown) => err instanceof AppError && err.status === 504;

function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(answerTimeout(ms));
    }, ms);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

const followUpAction = (followUp: FollowUp, index: number): AssistantAction => ({
  id: `${followUp.type}-${index + 1}`,
  ...followUp,
  primary: false,
});

/**
 * `POST /process` (states and transitions, calls): routes the question, answers it with the configured engine
 * from the user's own tools, retries once on failure and otherwise answers the spec's error
 * response with Try Again. Actions that change something are stored as proposals; none runs here.
 */
export function createProcessService(deps: {
  engine: AssistantEngine;
  neighbours: Neighbours;
  conversations: ConversationService;
  actions: ActionService;
  logger: Logger;
  timeoutMs?: number;
  now?: () => Date;
}) {
  const timeoutMs = deps.timeoutMs ?? assistant.requestTimeoutMs;
  const now = deps.now ?? (() => new Date());

  async function answerOnce(
    userId: string,
    request: ProcessRequest,
    sessionId: string,
    signal: AbortSignal,
    deadline: number,
  ) {
    const routed = routeQuery(request.query, request.workflow_type ?? 'router');
    const history = await deps.conversations.contextOf(userId, sessionId);
    const tools = createToolBox(deps.neighbours, userId);
    const answer = await deps.engine.answer({
      query: request.query,
      intent: routed.intent,
      workflow: routed.workflow,
      history,
      context: request.context,
      tools,
      now: now(),
      signal,
      deadline,
    });
    return { routed, answer, toolsUsed: tools.used() };
  }

  function errorResponse(request: ProcessRequest, sessionId: string, reason: string): ProcessResponse {
    const workflow = request.workflow_type ?? 'router';
    return {
      response: assistantTexts.assistant.errorResponse,
      session_id: sessionId,
      workflow_type: workflow,
      status: 'error',
      agent: agents[workflow],
      metadata: {
        model: deps.engine.model,
        mode: deps.engine.mode,
        confidence: 0,
        reasoning: reason,
        timestamp: now().toISOString(),
        intelligent_actions: false,
        tools_used: [],
        date_range: null,
      },
      actions: [
        {
          id: 'retry',
          type: 'retry',
          label: assistantTexts.assistant.tryAgain,
          icon: 'reload',
          primary: true,
          handler: 'retry',
          data: {},
          prompt: request.query,
        },
      ],
      suggested_actions: [],
      visual_data: null,
      content_posts: [],
      a2a_capabilities: [],
    };
  }

  return {
    async process(userId: string, request: ProcessRequest): Promise<ProcessResponse> {
      const sessionId = request.session_id ?? `s_${randomUUID()}`;
      const started = Date.now();
      let outcome: Awaited<ReturnType<typeof answerOnce>> | undefined;
      let lastError: unknown;
      // The spec's fallback is the same service once more, within the one 30 s budget.
      for (let attempt = 0; attempt < 2 && !outcome; attempt += 1) {
        const left = timeoutMs - (Date.now() - started);
        if (left <= 0) break;
        try {
          outcome = await withDeadline(
            (signal) => answerOnce(userId, request, sessionId, signal, Date.now() + left),
            left,
          );
        } catch (err) {
          lastError = err;
          deps.logger.warn({ err, attempt }, 'assistant answer failed');
        }
      }
      if (!outcome) {
        const reason = isAnswerTimeout(lastError) ? 'timeout' : assistantTexts.assistant.serviceUnavailable;
        return errorResponse(request, sessionId, reason);
      }
      const { routed, answer, toolsUsed } = outcome;
      const approvals = await deps.actions.propose(userId, sessionId, answer.proposals);
      const navigations = answer.followUps.filter((followUp) => followUp.handler === 'navigate');
      const prompts = answer.followUps.filter((followUp) => followUp.handler === 'prompt');
      const response: ProcessResponse = processResponseSchema.parse({
        response: answer.response,
        session_id: sessionId,
        workflow_type: routed.workflow,
        status: answer.status,
        agent: agents[routed.workflow],
        metadata: {
          // The analyst's answer in a model's place says so: its own name and mode, and the model's.
          model: answer.fallback ? EMBEDDED_MODEL : deps.engine.model,
          mode: answer.fallback ? 'embedded' : deps.engine.mode,
          ...(answer.fallback ? { fallback: answer.fallback } : {}),
          confidence: answer.confidence,
          reasoning: answer.reasoning,
          timestamp: now().toISOString(),
          intelligent_actions: approvals.length > 0,
          tools_used: toolsUsed,
          date_range: answer.dateRange,
        },
        actions: [...approvals, ...navigations.map(followUpAction)],
        suggested_actions: prompts.map(followUpAction),
        visual_data: answer.visual,
        content_posts: answer.posts,
        a2a_capabilities: handOffs.filter((workflow) => workflow !== routed.workflow),
      } satisfies ProcessResponse);
      const quality = answerQuality(request.query, response).overall / 100;
      await deps.conversations.record(userId, {
        sessionId,
        query: request.query,
        workflow: routed.workflow,
        answer: response,
        quality,
      });
      return response;
    },
  };
}

export type ProcessService = ReturnType<typeof createProcessService>;
