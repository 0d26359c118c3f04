import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  assistRewriteRequestSchema,
  assistWriteRequestSchema,
  type AssistTextResponse,
} from '@scp/shared/contracts/studio/studio-api';
import type { AssistService } from './assist-service';

/** The editor's writing in the owner's voice (studio-api.ts): checked here, written by the assistant. */
export function registerAssistRoutes(router: Router, assist: AssistService): void {
  router.post('/assist/write', async (req, res) => {
    const request = assistWriteRequestSchema.parse(req.body ?? {});
    res.json((await assist.write(userIdOf(req), request)) satisfies AssistTextResponse);
  });

  router.post('/assist/rewrite', async (req, res) => {
    const request = assistRewriteRequestSchema.parse(req.body ?? {});
    res.json((await assist.rewrite(userIdOf(req), request)) satisfies AssistTextResponse);
  });
}
