import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  activityQuerySchema,
  analyticsQuerySchema,
  completeTaskRequestSchema,
  inboxQuerySchema,
  manualReplyRequestSchema,
  messageLogQuerySchema,
  responderConfigRequestSchema,
  taskListQuerySchema,
  type ActivityResponse,
  type ArchiveResponse,
  type InboxResponse,
  type ManualReplyResponse,
  type MessageLogResponse,
  type ResponderAnalyticsResponse,
  type ResponderConfig,
  type ResponderConfigResponse,
  type TaskListResponse,
  type TaskResponse,
} from '@scp/shared/contracts/responder/responder-api';
import type { ResponderConfigService } from '../config/responder-config-service';
import type { TaskService } from '../tasks/task-service';
import type { MessageService } from './message-service';

/** The owner's side of the auto-responder under /api/responder (dashboard §7 auto-responder data calls). */
export function registerMessageRoutes(
  router: Router,
  services: { messages: MessageService; tasks: TaskService; config: ResponderConfigService },
): void {
  const { messages, tasks, config } = services;

  router.get('/config', async (req, res) => {
    res.json((await config.get(userIdOf(req))) satisfies ResponderConfig);
  });

  router.put('/config', async (req, res) => {
    const userId = userIdOf(req);
    const { enabled } = responderConfigRequestSchema.parse(req.body ?? {});
    res.json({ success: true, config: await config.set(userId, enabled) } satisfies ResponderConfigResponse);
  });

  router.get('/messages', async (req, res) => {
    const userId = userIdOf(req);
    res.json({
      messages: await messages.messages(userId, messageLogQuerySchema.parse(req.query)),
    } satisfies MessageLogResponse);
  });

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

  router.get('/activity', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await messages.activity(userId, activityQuerySchema.parse(req.query))) satisfies ActivityResponse);
  });

  router.get('/analytics', async (req, res) => {
    const userId = userIdOf(req);
    res.json(
      (await messages.analytics(userId, analyticsQuerySchema.parse(req.query))) satisfies ResponderAnalyticsResponse,
    );
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
