import type { Router } from 'express';
import {
  voiceProfileCreateRequestSchema,
  voiceProfileUpdateRequestSchema,
  type VoiceProfileDeleteResponse,
  type VoiceProfileListResponse,
  type VoiceProfileResponse,
} from '@scp/shared/contracts/settings/voice-profiles';
import { userIdOf } from '@scp/service-kit/internal-token';
import type { VoiceProfileService } from './voice-profile-service';

export function registerVoiceProfileRoutes(router: Router, voice: VoiceProfileService): void {
  router.get('/voice-profiles', async (req, res) => {
    res.json({ profiles: await voice.list(userIdOf(req)) } satisfies VoiceProfileListResponse);
  });

  router.post('/voice-profiles', async (req, res) => {
    const userId = userIdOf(req);
    const input = voiceProfileCreateRequestSchema.parse(req.body ?? {});
    res.status(201).json({ profile: await voice.create(userId, input) } satisfies VoiceProfileResponse);
  });

  router.patch('/voice-profiles/:id', async (req, res) => {
    const userId = userIdOf(req);
    const patch = voiceProfileUpdateRequestSchema.parse(req.body);
    res.json({ profile: await voice.update(userId, req.params.id, patch) } satisfies VoiceProfileResponse);
  });

  router.delete('/voice-profiles/:id', async (req, res) => {
    const profiles = await voice.remove(userIdOf(req), req.params.id);
    res.json({ profiles } satisfies VoiceProfileDeleteResponse);
  });
}
