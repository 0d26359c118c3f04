import type { Router } from 'express';
import {
  identityIdParamsSchema,
  type LinkedIdentitiesResponse,
} from '@scp/shared/contracts/auth/linked-identities-api';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { AuthContext } from '../config';
import { listLinkedIdentities, removeLinkedIdentity } from './identity-service';

/**
 * The signed-in owner's linked identities (Settings → Profile): nothing joins or leaves an account
 * unseen. Adding one is a link flow (`POST /oauth/:provider/start` with `mode: 'link'`).
 */
export function registerIdentityRoutes(router: Router, context: AuthContext): void {
  router.get('/identities', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json((await listLinkedIdentities(userIdOf(req))) satisfies LinkedIdentitiesResponse);
  });

  router.delete('/identities/:id', async (req, res) => {
    const userId = userIdOf(req);
    const params = identityIdParamsSchema.safeParse(req.params);
    if (!params.success) throw AppError.notFound();
    res.json((await removeLinkedIdentity(context.redis, userId, params.data.id)) satisfies LinkedIdentitiesResponse);
  });
}
