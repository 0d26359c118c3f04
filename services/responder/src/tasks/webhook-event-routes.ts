import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { webhookEventsQuerySchema, type WebhookEventsResponse } from '@scp/shared/contracts/responder/responder-api';
import { unprocessedWebhookEvents } from './webhook-event-service';

/** `GET /webhook-events`: the owner's webhook events not processed yet (webhook-event-service.ts). */
export function registerWebhookEventRoutes(router: Router): void {
  router.get('/webhook-events', async (req, res) => {
    const userId = userIdOf(req);
    res.json(
      (await unprocessedWebhookEvents(
        userId,
        webhookEventsQuerySchema.parse(req.query),
      )) satisfies WebhookEventsResponse,
    );
  });
}
