import type { Router } from 'express';
import {
  onboardingVoiceRequestSchema,
  type BrandContextResponse,
} from '@scp/shared/contracts/settings/settings-internal';
import type { VoiceProfileResponse } from '@scp/shared/contracts/settings/voice-profiles';
import { AppError } from '@scp/service-kit/errors';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { BrandKitService } from '../brand-kit/brand-kit-service';
import { onboardingVoiceOf } from '../voice/onboarding-voice';
import type { VoiceProfileService } from '../voice/voice-profile-service';

/** Onboarding writes its brand voice; the other services only read the voice. */
function onlyOnboarding(caller: string | undefined): void {
  if (caller !== 'onboarding') throw AppError.forbidden('Only the onboarding service saves the onboarding voice.');
}

/** What other services read of a user's brand (docs/architecture.md, Between services): the one source of the brand voice. */
export function registerBrandRoutes(router: Router, voice: VoiceProfileService, brandKit: BrandKitService): void {
  router.get('/brand-context', async (req, res) => {
    const userId = userIdOf(req);
    const [defaultVoice, kit] = await Promise.all([voice.defaultProfile(userId), brandKit.get(userId)]);
    res.json({ voice: defaultVoice, brandKit: kit } satisfies BrandContextResponse);
  });

  // Onboarding's brand voice step (entities, calls): its 'Onboarding Profile', made or updated.
  router.put('/onboarding-voice', async (req, res) => {
    onlyOnboarding(req.caller);
    const userId = userIdOf(req);
    const { patch, answers } = onboardingVoiceOf(onboardingVoiceRequestSchema.parse(req.body ?? {}));
    res.json({ profile: await voice.saveOnboardingProfile(userId, patch, answers) } satisfies VoiceProfileResponse);
  });
}
