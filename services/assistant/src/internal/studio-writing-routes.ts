import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  assistantInternalPaths,
  studioRewriteRequestSchema,
  studioWriteRequestSchema,
  type StudioWrittenResponse,
} from '@scp/shared/contracts/assistant/assistant-internal';
import type { StudioWriter } from '../writing/studio-writer';

const internalPrefix = '/internal/assistant';
/** A path of the contracts' internal paths as the internal router, mounted on /internal/assistant, matches it. */
const routePath = (path: string) => path.slice(internalPrefix.length);

/**
 * The studio's writing in the owner's voice (docs/architecture.md, Between services), mounted on
 * the internal router: the post editor's 'Write with my voice' and 'Rewrite for {platform}'.
 */
export function registerStudioWritingRoutes(router: Router, writer: StudioWriter): void {
  const studioOnly = (caller: string | undefined) => {
    if (caller !== 'studio') throw AppError.forbidden('Only the studio asks for post texts.');
  };

  router.post(routePath(assistantInternalPaths.studioWrite), async (req, res) => {
    studioOnly(req.caller);
    const userId = userIdOf(req);
    const request = studioWriteRequestSchema.parse(req.body ?? {});
    res.json((await writer.write(userId, request)) satisfies StudioWrittenResponse);
  });

  router.post(routePath(assistantInternalPaths.studioRewrite), async (req, res) => {
    studioOnly(req.caller);
    const userId = userIdOf(req);
    const request = studioRewriteRequestSchema.parse(req.body ?? {});
    res.json((await writer.rewrite(userId, request)) satisfies StudioWrittenResponse);
  });
}
