import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ApproveResponse } from '@scp/shared/contracts/assistant/assistant-api';
import type { ActionService } from './action-service';

/** The owner's approval of an action the assistant proposed: nothing runs without it (assistant-api.ts). */
export function registerActionRoutes(router: Router, actions: ActionService): void {
  router.post('/actions/:id/approve', async (req, res) => {
    const userId = userIdOf(req);
    res.json((await actions.approve(userId, String(req.params.id))) satisfies ApproveResponse);
  });
}
