import type { Router } from 'express';
import {
  accountOwnersQuerySchema,
  onboardingVoiceRequestSchema,
  type AccountOwnersResponse,
  type BrandContextResponse,
} from '@scp/shared/contracts/settings/settings-internal';
import type { VoiceProfileResponse } from '@scp/shared/contracts/settings/voice-profiles';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { ConnectedAccountsResponse } from '@scp/shared/contracts/settings/connected-accounts';
import {
  syncReportRequestSchema,
  type SyncAccountsResponse,
} from '@scp/shared/contracts/settings/integrations-internal';
import type { BrandKitService } from '../brand-kit/brand-kit-service';
import type { IntegrationsService } from '../integrations/integrations-service';
import { onboardingVoiceOf } from '../voice/onboarding-voice';
import type { VoiceProfileService } from '../voice/voice-profile-service';

/** The accounts to sync and their outcomes are the dashboard's business only. */
function onlyDashboard(caller: string | undefined): void {
  if (caller !== 'dashboard') throw AppError.forbidden('Only the dashboard service syncs accounts.');
}

/** Onboarding writes its brand voice; the other services only read the voice. */
function onlyOnboarding(caller: string | undefined): void {
  if (caller !== 'onboarding') throw AppError.forbidden('Only the onboarding service saves the onboarding voice.');
}

/** What other services read of a user's brand (docs/architecture.md, Between services): the one source of the brand voice. */
export function registerInternalRoutes(
  router: Router,
  voice: VoiceProfileService,
  brandKit: BrandKitService,
  integrations: IntegrationsService,
): void {
  router.get('/brand-context', async (req, res) => {
    const userId = userIdOf(req);
    const [defaultVoice, kit] = await Promise.all([voice.defaultProfile(userId), brandKit.get(userId)]);
    res.json({ voice: defaultVoice, brandKit: kit } satisfies BrandContextResponse);
  });

  router.get('/connected-accounts', async (req, res) => {
    if (req.caller !== 'assistant' && req.caller !== 'responder')
      throw AppError.forbidden('Only the assistant and the auto-responder read the connected accounts.');
    res.json({ accounts: await integrations.list(userIdOf(req)) } satisfies ConnectedAccountsResponse);
  });

  router.get('/account-owners', async (req, res) => {
    if (req.caller !== 'responder') throw AppError.forbidden('Only the auto-responder looks up account owners.');
    const { platform, accountId } = accountOwnersQuerySchema.parse(req.query);
    res.json({ owners: await integrations.accountOwners(platform, accountId) } satisfies AccountOwnersResponse);
  });

  // Onboarding's brand voice step (entities, calls): its 'Onboarding Profile', made or updated.
  router.put('/onboarding-voice', async (req, res) => {
    onlyOnboarding(req.caller);
    const userId = userIdOf(req);
    const { patch, answers } = onboardingVoiceOf(onboardingVoiceRequestSchema.parse(req.body ?? {}));
    res.json({ profile: await voice.saveOnboardingProfile(userId, patch, answers) } satisfies VoiceProfileResponse);
  });

  // The dashboard's sync and connection snapshot: which accounts there are, never their tokens.
  router.get('/accounts', async (req, res) => {
    onlyDashboard(req.caller);
    res.json({ accounts: await integrations.syncAccounts(userIdOf(req)) } satisfies SyncAccountsResponse);
  });

  router.post('/sync-report', async (req, res) => {
    onlyDashboard(req.caller);
    const userId = userIdOf(req);
    await integrations.recordSync(userId, syncReportRequestSchema.parse(req.body ?? {}));
    res.json({ recorded: true });
  });
}
