import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  messageLogQuerySchema,
  type MessageLogResponse,
  type TaskListResponse,
} from '@scp/shared/contracts/responder/responder-api';
import type { MessageService } from './message-service';

export function registerMessageRoutes(router: Router, messages: MessageService): void {
  router.get('/messages', async (req, res) => {
    const userId = userIdOf(req);
    const { limit } = messageLogQuerySchema.parse(req.query);
    res.json({ messages: await messages.messages(userId, limit) } satisfies MessageLogResponse);
  });

  router.get('/tasks', async (req, res) => {
    res.json({ tasks: await messages.pendingTasks(userIdOf(req)) } satisfies TaskListResponse);
  });
}
