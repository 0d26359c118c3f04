import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  inboxQuerySchema,
  messageLogQuerySchema,
  type ArchiveResponse,
  type InboxResponse,
  type MessageLogResponse,
} from '@scp/shared/contracts/responder/responder-api';
import type { MessageService } from './message-service';

/** The owner's message log and the shell's flagged inbox. */
export function registerMessageRoutes(router: Router, messages: MessageService): void {
  router.get('/messages', async (req, res) => {
    const userId = userIdOf(req);
    res.json({
      messages: await messages.messages(userId, messageLogQuerySchema.parse(req.query)),
    } satisfies MessageLogResponse);
  });

  router.get('/inbox', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await messages.inbox(userId, inboxQuerySchema.parse(req.query))) satisfies InboxResponse);
  });

  router.post('/inbox/:id/archive', async (req, res) => {
    await messages.archive(userIdOf(req), String(req.params.id));
    res.json({ archived: true } satisfies ArchiveResponse);
  });
}
