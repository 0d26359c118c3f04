import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { DraftListResponse } from '@scp/shared/contracts/assistant/assistant-api';
import type { DraftService } from './draft-service';

/** The owner's saved post drafts (assistant-api.ts). */
export function registerDraftRoutes(router: Router, drafts: DraftService): void {
  router.get('/drafts', async (req, res) => {
    res.json({ drafts: await drafts.list(userIdOf(req)) } satisfies DraftListResponse);
  });

  router.delete('/drafts/:id', async (req, res) => {
    const userId = userIdOf(req);
    await drafts.remove(userId, String(req.params.id));
    res.json({ drafts: await drafts.list(userId) } satisfies DraftListResponse);
  });
}
