import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  completeTaskRequestSchema,
  manualReplyRequestSchema,
  taskListQuerySchema,
  type ManualReplyResponse,
  type TaskListResponse,
  type TaskResponse,
} from '@scp/shared/contracts/responder/responder-api';
import type { TaskService } from './task-service';

/** The owner's tasks (escalated messages) and manual replies. */
export function registerTaskRoutes(router: Router, tasks: TaskService): void {
  router.get('/tasks', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await tasks.pending(userId, taskListQuerySchema.parse(req.query))) satisfies TaskListResponse);
  });

  router.post('/tasks/:id/complete', async (req, res) => {
    const userId = userIdOf(req);
    const { notes } = completeTaskRequestSchema.parse(req.body ?? {});
    res.json({ task: await tasks.complete(userId, String(req.params.id), notes) } satisfies TaskResponse);
  });

  router.post('/replies', async (req, res) => {
    const userId = userIdOf(req);
    const request = manualReplyRequestSchema.parse(req.body ?? {});
    res.json({ success: true, message: await tasks.reply(userId, request) } satisfies ManualReplyResponse);
  });
}
