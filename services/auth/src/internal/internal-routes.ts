import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  onboardingMetadataRequestSchema,
  type BusinessProfile,
  type NotificationProfile,
  type OnboardingMetadataResponse,
} from '@scp/shared/contracts/auth/auth-internal';
import { businessProfileOf, notificationProfileOf } from '../users/notification-profile';
import { mergeUserMetadata } from '../users/user-metadata';

/** Only onboarding writes its share of the metadata; other services only read what they need. */
function onlyOnboarding(caller: string | undefined): void {
  if (caller !== 'onboarding') throw AppError.forbidden('Only the onboarding service saves onboarding metadata.');
}

/** What other services may read (and onboarding write) of an account (docs/architecture.md, Between services). */
export function registerAuthInternalRoutes(router: Router): void {
  router.get('/notification-profile', async (req, res) => {
    res.json((await notificationProfileOf(userIdOf(req))) satisfies NotificationProfile);
  });

  router.get('/business-profile', async (req, res) => {
    res.json((await businessProfileOf(userIdOf(req))) satisfies BusinessProfile);
  });

  // Onboarding's completion (states and transitions): business type and name, and whether onboarding is done,
  // merged over the stored metadata like the owner's own update. The browser's session learns of it
  // the next time the owner's account is read through the gateway (GET /api/auth/user).
  router.patch('/onboarding-metadata', async (req, res) => {
    onlyOnboarding(req.caller);
    const userId = userIdOf(req);
    const patch = onboardingMetadataRequestSchema.parse(req.body ?? {});
    const user = await mergeUserMetadata(userId, patch, () => AppError.notFound());
    res.json({ user_metadata: user.user_metadata } satisfies OnboardingMetadataResponse);
  });
}
