import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  historyQuerySchema,
  processRequestSchema,
  type AiProfile,
  type ApproveResponse,
  type DraftListResponse,
  type HistoryResponse,
  type ProcessResponse,
} from '@scp/shared/contracts/assistant/assistant-api';
import type { ActionService } from '../actions/action-service';
import type { ConversationService } from '../conversations/conversation-service';
import type { DraftService } from '../drafts/draft-service';
import type { ProcessService } from './process-service';

const DEFAULT_HISTORY = 20;

/** The assistant's API under /api/assistant (assistant-api.ts). The user is always the session's. */
export function registerAssistantRoutes(
  router: Router,
  services: {
    process: ProcessService;
    conversations: ConversationService;
    actions: ActionService;
    drafts: DraftService;
  },
): void {
  router.post('/process', async (req, res) => {
    const userId = userIdOf(req);
    // A body's user_id is the spec's field, never who is asking.
    const request = processRequestSchema.parse(req.body ?? {});
    res.json((await services.process.process(userId, request)) satisfies ProcessResponse);
  });

  router.get('/history', async (req, res) => {
    const userId = userIdOf(req);
    const query = historyQuerySchema.parse(req.query);
    const entries = await services.conversations.history(userId, query.session_id, query.limit ?? DEFAULT_HISTORY);
    res.json({ entries } satisfies HistoryResponse);
  });

  router.get('/profile', async (req, res) => {
    res.json((await services.conversations.profile(userIdOf(req))) satisfies AiProfile);
  });

  router.post('/actions/:id/approve', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await services.actions.approve(userId, String(req.params.id))) satisfies ApproveResponse);
  });

  router.get('/drafts', async (req, res) => {
    res.json({ drafts: await services.drafts.list(userIdOf(req)) } satisfies DraftListResponse);
  });

  router.delete('/drafts/:id', async (req, res) => {
    const userId = userIdOf(req);
    await services.drafts.remove(userId, String(req.params.id));
    res.json({ drafts: await services.drafts.list(userId) } satisfies DraftListResponse);
  });
}
