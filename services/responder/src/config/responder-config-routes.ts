import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  responderConfigRequestSchema,
  type ResponderConfig,
  type ResponderConfigResponse,
} from '@scp/shared/contracts/responder/responder-api';
import type { ResponderConfigService } from './responder-config-service';

/** The owner's switch of the auto-responder. */
export function registerResponderConfigRoutes(router: Router, config: ResponderConfigService): void {
  router.get('/config', async (req, res) => {
    res.json((await config.get(userIdOf(req))) satisfies ResponderConfig);
  });

  router.put('/config', async (req, res) => {
    const userId = userIdOf(req);
    const { enabled, hide_spam_comments } = responderConfigRequestSchema.parse(req.body ?? {});
    const saved = await config.set(userId, enabled, hide_spam_comments);
    res.json({ success: true, config: saved } satisfies ResponderConfigResponse);
  });
}
