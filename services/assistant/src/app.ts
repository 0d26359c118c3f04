import { createServiceApp, type ServiceApp, type ServiceDeps } from '@scp/service-kit/app';
import type { ContentPost } from '@scp/shared/contracts/assistant/assistant-api';
import { registerActionRoutes } from './actions/action-routes';
import { createActionService } from './actions/action-service';
import { createEmbeddedAnalyst } from './answers/embedded-analyst';
import { createLlmEngine } from './answers/llm-engine';
import { llmSettings, neighbourUrls, type AssistantEnv } from './config';
import { registerConversationRoutes } from './conversations/conversation-routes';
import { createConversationService } from './conversations/conversation-service';
import { startDraftHandOver } from './drafts/draft-hand-over';
import { registerStudioWritingRoutes } from './internal/studio-writing-routes';
import { createLlmClient } from './llm/create-llm-client';
import { createNeighbours } from './neighbours/neighbours';
import { registerProcessRoutes } from './process/process-routes';
import { createProcessService } from './process/process-service';
import { createStudioWriter } from './writing/studio-writer';

/**
 * The assistant service's HTTP app under /api/assistant: answers from the owner's own figures
 * (the dashboard's tools, settings' brand and accounts), with a language model when one is
 * configured and the embedded analyst otherwise; actions wait for the owner's approval.
 */
export function createApp(deps: ServiceDeps<AssistantEnv>): ServiceApp {
  const { config, logger } = deps;
  const env = config.extra;
  const neighbours = createNeighbours({ urls: neighbourUrls(env, config), privateKey: config.serviceTokenPrivateKey });
  const embedded = createEmbeddedAnalyst();
  const llm = llmSettings(env);
  const engine = llm ? createLlmEngine({ client: createLlmClient(llm), embedded }) : embedded;
  const conversations = createConversationService({ businessProfile: (userId) => neighbours.businessProfile(userId) });
  const handOverDraft = (userId: string, post: ContentPost, sourceId: string) =>
    neighbours.handOverDraft(userId, post, sourceId);
  const actions = createActionService({
    addGoal: (userId, goal) => neighbours.addGoal(userId, goal),
    setResponderEnabled: (userId, enabled) => neighbours.setResponderEnabled(userId, enabled),
    handOverDraft,
  });
  // The drafts stored here before the studio owned them are handed over once (docs/architecture.md, Who owns what).
  const draftHandOver = startDraftHandOver({ handOver: handOverDraft, logger });
  deps.onClose?.(() => draftHandOver.stop());
  const process = createProcessService({ engine, neighbours, conversations, actions, logger });
  return createServiceApp(
    deps,
    (router) => {
      registerProcessRoutes(router, process);
      registerConversationRoutes(router, conversations);
      registerActionRoutes(router, actions);
    },
    (internal) => {
      registerStudioWritingRoutes(
        internal,
        createStudioWriter({
          brandContext: (userId) => neighbours.brandContext(userId),
          llm: llm ? createLlmClient(llm) : null,
          logger,
        }),
      );
    },
  );
}
