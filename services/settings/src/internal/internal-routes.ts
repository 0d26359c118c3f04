import type { Router } from 'express';
import { type BrandContextResponse } from '@scp/shared/contracts/settings/settings-internal';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { BrandKitService } from '../brand-kit/brand-kit-service';
import type { VoiceProfileService } from '../voice/voice-profile-service';

/** What other services read of a user's brand (DESIGN.md §12): the one source of the brand voice. */
export function registerInternalRoutes(router: Router, voice: VoiceProfileService, brandKit: BrandKitService): void {
  router.get('/brand-context', async (req, res) => {
    const userId = userIdOf(req);
    const [defaultVoice, kit] = await Promise.all([voice.defaultProfile(userId), brandKit.get(userId)]);
    res.json({ voice: defaultVoice, brandKit: kit } satisfies BrandContextResponse);
  });
}
