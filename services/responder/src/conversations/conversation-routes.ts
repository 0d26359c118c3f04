import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  conversationListQuerySchema,
  conversationReplyRequestSchema,
  type ConversationListResponse,
  type ConversationReadResponse,
  type ConversationReplyResponse,
  type ConversationThread,
} from '@scp/shared/contracts/responder/inbox-conversations';
import type { InboxUnreadResponse } from '@scp/shared/contracts/responder/inbox-unread';
import type { ConversationService } from './conversation-service';

/** The /inbox page's conversations, threads and the owner's replies. */
export function registerConversationRoutes(router: Router, conversations: ConversationService): void {
  router.get('/conversations', async (req, res) => {
    const userId = userIdOf(req);
    const query = conversationListQuerySchema.parse(req.query);
    res.json((await conversations.list(userId, query)) satisfies ConversationListResponse);
  });

  // Before '/conversations/:id', which would take 'unread' for an id.
  router.get('/conversations/unread', async (req, res) => {
    res.json({ unread_total: await conversations.unread(userIdOf(req)) } satisfies InboxUnreadResponse);
  });

  router.get('/conversations/:id', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await conversations.thread(userId, String(req.params.id))) satisfies ConversationThread);
  });

  router.post('/conversations/:id/read', async (req, res) => {
    const userId = userIdOf(req);
    const unread = await conversations.markRead(userId, String(req.params.id));
    res.json({ unread_total: unread } satisfies ConversationReadResponse);
  });

  router.post('/conversations/:id/replies', async (req, res) => {
    const userId = userIdOf(req);
    const { text, visibility } = conversationReplyRequestSchema.parse(req.body ?? {});
    const reply = await conversations.reply(userId, String(req.params.id), text, visibility);
    res.json({ reply } satisfies ConversationReplyResponse);
  });

  router.post('/conversations/:id/replies/:replyId/retry', async (req, res) => {
    const userId = userIdOf(req);
    const reply = await conversations.retry(userId, String(req.params.id), String(req.params.replyId));
    res.json({ reply } satisfies ConversationReplyResponse);
  });
}
