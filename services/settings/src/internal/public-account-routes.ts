import type { Router } from 'express';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import {
  type OnboardingCompetitorsResponse,
  publicAccountPlatforms,
  publicAccountReadRequestSchema,
  type PublicAccountPlatform,
  type PublicAccountRead,
} from '@scp/shared/contracts/settings/public-accounts-internal';
import type { PublicAccountReads } from '../integrations/public-account-reads';
import { onboardingCompetitors } from '../voice/onboarding-competitors';

function platformOf(value: string | undefined): PublicAccountPlatform {
  const platform = publicAccountPlatforms.find((key) => key === value);
  if (!platform) throw AppError.validation('This platform shows no public account data.', 'platform');
  return platform;
}

/**
 * The dashboard's competitors read another account's public profile and posts through this: one
 * call per account, the platform's refusal (or its 'not found') in the answer, in its words.
 */
export function registerPublicAccountRoutes(router: Router, read: PublicAccountReads): void {
  router.post('/public-accounts/:platform/read', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service reads public accounts.');
    const platform = platformOf(req.params.platform);
    const { handle } = publicAccountReadRequestSchema.parse(req.body ?? {});
    res.json((await read(userIdOf(req), platform, handle)) satisfies PublicAccountRead);
  });

  // Where the dashboard's competitors start: the ones named in onboarding.
  router.get('/onboarding-competitors', async (req, res) => {
    if (req.caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service reads the competitors.');
    res.json({ entries: await onboardingCompetitors(userIdOf(req)) } satisfies OnboardingCompetitorsResponse);
  });
}
