// zod/mini: the settings remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { brandVoice } from './settings-constants';

/**
 * Brand voice profiles (entities, states and transitions, validation rules), under `/api/settings/voice-profiles`. The settings
 * service owns them; onboarding, the assistant and the auto-responder read the default one.
 * Limits the spec leaves open are ours: they keep one profile small enough to send to a model.
 */
export const voiceProfileLimits = {
  maxProfiles: 20,
  profileNameMax: 80,
  wordMax: 50,
  wordsMax: 50,
  listItemMax: 200,
  listItemsMax: 30,
  exampleMax: 1000,
  examplesMax: 20,
  summaryMax: 1000,
} as const;

export const voiceSettingKeys = brandVoice.voiceSettings;
export type VoiceSettingKey = (typeof voiceSettingKeys)[number];

const sliderSchema = z
  .int('Must be a whole number from 0 to 100.')
  .check(
    z.gte(brandVoice.sliderMin, 'Must be a whole number from 0 to 100.'),
    z.lte(brandVoice.sliderMax, 'Must be a whole number from 0 to 100.'),
  );

export const voiceSettingsSchema = z.strictObject({
  tone: sliderSchema,
  engagement: sliderSchema,
  creativity: sliderSchema,
  formality: sliderSchema,
});
export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;

function textList(itemMax: number, itemsMax: number) {
  return z
    .array(
      z
        .string()
        .check(z.trim(), z.minLength(1, 'Must not be blank.'), z.maxLength(itemMax, `At most ${itemMax} characters.`)),
    )
    .check(z.maxLength(itemsMax, `At most ${itemsMax} entries.`));
}

/** Favourite words (validation rules): trimmed, no blanks; a repeated word (any letter case) is refused. */
const keywordsSchema = textList(voiceProfileLimits.wordMax, voiceProfileLimits.wordsMax).check(
  z.refine(
    (words) => new Set(words.map((word) => word.toLowerCase())).size === words.length,
    'Each word may appear only once.',
  ),
);

export const voiceProfileSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  /** May be empty: shown as 'Unnamed Profile'. */
  profile_name: z.string(),
  audience_description: z.string(),
  keywords: z.array(z.string()),
  voice_settings: voiceSettingsSchema,
  is_default: z.boolean(),
  tone_descriptors: z.array(z.string()),
  core_values: z.array(z.string()),
  approved_keywords: z.array(z.string()),
  forbidden_keywords: z.array(z.string()),
  on_brand_examples: z.array(z.string()),
  writing_style_descriptors: z.array(z.string()),
  target_audience_summary: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type VoiceProfile = z.infer<typeof voiceProfileSchema>;

/** `GET /api/settings/voice-profiles`: oldest first, so the first created (the default) leads. */
export const voiceProfileListResponseSchema = z.object({ profiles: z.array(voiceProfileSchema) });
export type VoiceProfileListResponse = z.infer<typeof voiceProfileListResponseSchema>;

const profileNameSchema = z
  .string()
  .check(
    z.trim(),
    z.maxLength(voiceProfileLimits.profileNameMax, `At most ${voiceProfileLimits.profileNameMax} characters.`),
  );

/**
 * `POST /api/settings/voice-profiles`: without a name the service names it 'Voice Profile {n}'
 * (n = count + 1); the user's first profile becomes the default. Answers 201 VoiceProfileResponse.
 */
export const voiceProfileCreateRequestSchema = z.strictObject({
  profile_name: z.optional(profileNameSchema),
});
export type VoiceProfileCreateRequest = z.infer<typeof voiceProfileCreateRequestSchema>;

/**
 * `PATCH /api/settings/voice-profiles/:id`: only the given fields change. `is_default: true` makes
 * this the default (the previous default stops being one); a default cannot be unset directly.
 */
export const voiceProfileUpdateRequestSchema = z.strictObject({
  profile_name: z.optional(profileNameSchema),
  audience_description: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(brandVoice.audienceDescriptionMax, `At most ${brandVoice.audienceDescriptionMax} characters.`),
      ),
  ),
  keywords: z.optional(keywordsSchema),
  voice_settings: z.optional(z.partial(voiceSettingsSchema)),
  is_default: z.optional(z.literal(true, 'Only true can be set: choose another profile as the default instead.')),
  tone_descriptors: z.optional(textList(voiceProfileLimits.listItemMax, voiceProfileLimits.listItemsMax)),
  core_values: z.optional(textList(voiceProfileLimits.listItemMax, voiceProfileLimits.listItemsMax)),
  approved_keywords: z.optional(textList(voiceProfileLimits.wordMax, voiceProfileLimits.wordsMax)),
  forbidden_keywords: z.optional(textList(voiceProfileLimits.wordMax, voiceProfileLimits.wordsMax)),
  on_brand_examples: z.optional(textList(voiceProfileLimits.exampleMax, voiceProfileLimits.examplesMax)),
  writing_style_descriptors: z.optional(textList(voiceProfileLimits.listItemMax, voiceProfileLimits.listItemsMax)),
  target_audience_summary: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(voiceProfileLimits.summaryMax, `At most ${voiceProfileLimits.summaryMax} characters.`),
      ),
  ),
});
export type VoiceProfileUpdateRequest = z.infer<typeof voiceProfileUpdateRequestSchema>;

export const voiceProfileResponseSchema = z.object({ profile: voiceProfileSchema });
export type VoiceProfileResponse = z.infer<typeof voiceProfileResponseSchema>;

/**
 * `DELETE /api/settings/voice-profiles/:id`: refused (409) for the user's only profile. When the
 * default goes, the oldest remaining one becomes the default; the answer lists what remains.
 */
export const voiceProfileDeleteResponseSchema = voiceProfileListResponseSchema;
export type VoiceProfileDeleteResponse = z.infer<typeof voiceProfileDeleteResponseSchema>;

/** Server messages the settings screens show as a toast's description. */
export const voiceProfileServerMessages = {
  lastProfile: 'Your only voice profile cannot be deleted.',
  tooMany: `You can have at most ${voiceProfileLimits.maxProfiles} voice profiles.`,
  notFound: 'Voice profile not found.',
} as const;
