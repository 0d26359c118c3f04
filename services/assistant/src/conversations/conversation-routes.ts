import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  historyQuerySchema,
  type AiProfile,
  type HistoryResponse,
} from '@scp/shared/contracts/assistant/assistant-api';
import type { ConversationService } from './conversation-service';

const DEFAULT_HISTORY = 20;

/** The owner's past exchanges with the assistant and what they add up to (assistant-api.ts). */
export function registerConversationRoutes(router: Router, conversations: ConversationService): void {
  router.get('/history', async (req, res) => {
    const userId = userIdOf(req);
    const query = historyQuerySchema.parse(req.query);
    const entries = await conversations.history(userId, query.session_id, query.limit ?? DEFAULT_HISTORY);
    res.json({ entries } satisfies HistoryResponse);
  });

  router.get('/profile', async (req, res) => {
    res.json((await conversations.profile(userIdOf(req))) satisfies AiProfile);
  });
}
