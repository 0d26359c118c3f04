import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  publicHashtagReadRequestSchema,
  type PublicHashtagRead,
} from '@scp/shared/contracts/settings/public-hashtags-internal';
import type { PublicHashtagReads } from '../integrations/public-hashtag-reads';

/** The dashboard's inspiration feed reads a followed hashtag's top posts through this, one call per hashtag. */
export function registerPublicHashtagRoutes(router: Router, read: PublicHashtagReads): void {
  router.post('/public-hashtags/instagram/read', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service reads hashtags.');
    const { hashtag } = publicHashtagReadRequestSchema.parse(req.body ?? {});
    res.json((await read(userIdOf(req), hashtag)) satisfies PublicHashtagRead);
  });
}
