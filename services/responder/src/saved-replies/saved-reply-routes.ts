import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  savedReplyRequestSchema,
  type SavedReplyDeleteResponse,
  type SavedReplyListResponse,
  type SavedReplyResponse,
} from '@scp/shared/contracts/responder/saved-replies';
import type { SavedReplyService } from './saved-reply-service';

/** The owner's saved replies, inserted in the inbox's reply box with '/'. */
export function registerSavedReplyRoutes(router: Router, savedReplies: SavedReplyService): void {
  router.get('/saved-replies', async (req, res) => {
    res.json({ saved_replies: await savedReplies.list(userIdOf(req)) } satisfies SavedReplyListResponse);
  });

  router.post('/saved-replies', async (req, res) => {
    const userId = userIdOf(req);
    const request = savedReplyRequestSchema.parse(req.body ?? {});
    res.status(201).json({ saved_reply: await savedReplies.create(userId, request) } satisfies SavedReplyResponse);
  });

  router.put('/saved-replies/:id', async (req, res) => {
    const userId = userIdOf(req);
    const request = savedReplyRequestSchema.parse(req.body ?? {});
    const savedReply = await savedReplies.update(userId, String(req.params.id), request);
    res.json({ saved_reply: savedReply } satisfies SavedReplyResponse);
  });

  router.delete('/saved-replies/:id', async (req, res) => {
    await savedReplies.remove(userIdOf(req), String(req.params.id));
    res.json({ deleted: true } satisfies SavedReplyDeleteResponse);
  });
}
