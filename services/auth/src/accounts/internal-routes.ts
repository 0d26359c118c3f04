import type { Router } from 'express';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { NotificationProfile } from '@scp/shared/contracts/accounts/auth-internal';
import { notificationProfileOf } from '../users/notification-profile';

/** What other services may read of an account (DESIGN.md §12). */
export function registerAuthInternalRoutes(router: Router): void {
  router.get('/notification-profile', async (req, res) => {
    res.json((await notificationProfileOf(userIdOf(req))) satisfies NotificationProfile);
  });
}
