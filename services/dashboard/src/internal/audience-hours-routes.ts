import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  audienceHoursQuerySchema,
  dashboardInternalPaths,
  type AudienceHoursResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { AudienceHours } from '../analytics/audience-hours';
import { internalRoutePath } from './internal-routes';

/**
 * The owner's best hours to post on a platform, by UTC hour, for the studio's 'Best time'
 * (docs/architecture.md, Between services), mounted on the internal router.
 */
export function registerAudienceHoursRoutes(router: Router, audienceHours: AudienceHours): void {
  router.get(internalRoutePath(dashboardInternalPaths.audienceHours), async (req, res) => {
    if (req.caller !== 'studio') throw AppError.forbidden('Only the studio reads the audience hours.');
    const userId = userIdOf(req);
    const query = audienceHoursQuerySchema.parse({ ...req.query });
    res.json((await audienceHours.of(userId, query)) satisfies AudienceHoursResponse);
  });
}
