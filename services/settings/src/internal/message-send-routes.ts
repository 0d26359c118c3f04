import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  sendMessageRequestSchema,
  type SendMessageResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { MessageSends } from '../integrations/message-sends';

/**
 * The auto-responder's replies go out through here: it names the account, the customer and the
 * text; the page token stays in this service. A send Meta refused is a 200 with the failure's kind,
 * so the responder can tell a wait from a refusal; a body that is not a message is a 400.
 */
export function registerMessageSendRoutes(router: Router, sends: MessageSends): void {
  router.post('/messages/send', async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder sends messages.');
    const userId = userIdOf(req);
    const request = sendMessageRequestSchema.parse(req.body ?? {});
    res.json((await sends.send(userId, request)) satisfies SendMessageResponse);
  });
}
