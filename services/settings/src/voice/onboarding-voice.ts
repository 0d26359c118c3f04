import { brandTones, type BrandTone } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { onboardingTexts } from '@scp/shared/contracts/onboarding/onboarding-texts';
import { brandVoice } from '@scp/shared/contracts/settings/settings-constants';
import type { OnboardingVoiceRequest } from '@scp/shared/contracts/settings/settings-internal';
import type { VoiceProfileUpdateRequest, VoiceSettings } from '@scp/shared/contracts/settings/voice-profiles';
import { AppError } from '@scp/service-kit/errors';
import type { OnboardingAnswers } from './voice-profile-service';

/**
 * Where each onboarding tone puts the Voice tab's sliders (ours: the spec names the step, not the
 * tones). A slider the tone does not move stays at the default (50).
 *
 * | tone         | tone | engagement | creativity | formality |
 * |--------------|------|------------|------------|-----------|
 * | professional |  40  |     50     |     50     |    80     |
 * | friendly     |  70  |     50     |     50     |    35     |
 * | playful      |  50  |     50     |     80     |    20     |
 * | bold         |  80  |     75     |     50     |    50     |
 * | luxurious    |  50  |     50     |     60     |    85     |
 * | caring       |  75  |     70     |     50     |    50     |
 */
export const toneVoiceSettings: Record<BrandTone, Partial<VoiceSettings>> = {
  professional: { formality: 80, tone: 40 },
  friendly: { formality: 35, tone: 70 },
  playful: { creativity: 80, formality: 20 },
  bold: { tone: 80, engagement: 75 },
  luxurious: { formality: 85, creativity: 60 },
  caring: { tone: 75, engagement: 70 },
};

export const unknownToneMessage = `Choose one of the brand tones: ${brandTones.join(', ')}.`;

function isBrandTone(value: string): value is BrandTone {
  return (brandTones as readonly string[]).includes(value);
}

/** Every slider: the tone's, else the default, so a new tone replaces the previous one's whole. */
function voiceSettingsOf(tone: BrandTone): VoiceSettings {
  const neutral = brandVoice.sliderDefault;
  return { tone: neutral, engagement: neutral, creativity: neutral, formality: neutral, ...toneVoiceSettings[tone] };
}

/**
 * Onboarding's brand voice answers as the profile stores them: what the Voice tab shows (audience,
 * the tone's label as the one tone descriptor, the tone's sliders) and the answers themselves.
 * An unknown tone id is a 400 naming `tone`.
 */
export function onboardingVoiceOf(input: OnboardingVoiceRequest): {
  patch: VoiceProfileUpdateRequest;
  answers: OnboardingAnswers;
} {
  if (!isBrandTone(input.tone)) throw AppError.validation(unknownToneMessage, 'tone');
  return {
    patch: {
      audience_description: input.audience_description.trim(),
      tone_descriptors: [onboardingTexts.screen.voice.tones[input.tone]],
      voice_settings: voiceSettingsOf(input.tone),
    },
    answers: {
      tone: input.tone,
      competitors: input.onboarding_competitors,
      inspiration: input.onboarding_inspiration,
      business_type: input.business_type,
      selected_goals: input.selected_goals,
      completed: input.onboarding_completed,
    },
  };
}
