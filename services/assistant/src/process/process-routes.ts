import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import { processRequestSchema, type ProcessResponse } from '@scp/shared/contracts/assistant/assistant-api';
import type { ProcessService } from './process-service';

/** A question to the assistant (assistant-api.ts). The user is always the session's. */
export function registerProcessRoutes(router: Router, process: ProcessService): void {
  router.post('/process', async (req, res) => {
    const userId = userIdOf(req);
    // A body's user_id is the spec's field, never who is asking.
    const request = processRequestSchema.parse(req.body ?? {});
    res.json((await process.process(userId, request)) satisfies ProcessResponse);
  });
}
