import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ResponderConfigResponse } from '@scp/shared/contracts/responder/responder-api';
import { responderInternalConfigRequestSchema } from '@scp/shared/contracts/responder/responder-internal';
import type { ResponderConfigService } from '../config/responder-config-service';

/** What other services may do here (docs/architecture.md, Between services): the assistant turns the switch on once its owner approved it. */
export function registerInternalRoutes(router: Router, config: ResponderConfigService): void {
  router.put('/config', async (req, res) => {
    if (req.caller !== 'assistant') throw AppError.forbidden('Only the assistant switches the auto-responder.');
    const userId = userIdOf(req);
    const { enabled } = responderInternalConfigRequestSchema.parse(req.body ?? {});
    res.json({ success: true, config: await config.set(userId, enabled) } satisfies ResponderConfigResponse);
  });
}
