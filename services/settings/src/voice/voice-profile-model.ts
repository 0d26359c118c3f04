import { model, Schema, type InferSchemaType, type Types } from 'mongoose';
import { brandVoice } from '@scp/shared/contracts/settings/settings-constants';

const slider = {
  type: Number,
  min: brandVoice.sliderMin,
  max: brandVoice.sliderMax,
  default: brandVoice.sliderDefault,
};

/**
 * What onboarding's brand voice step answered (entities: "Brand voice profile saved"), kept on
 * the 'Onboarding Profile' only. The Voice tab shows it through the profile's own fields (audience,
 * tone descriptors, sliders); this keeps the answers themselves.
 */
const onboardingAnswersSchema = new Schema(
  {
    tone: { type: String, required: true },
    /** "list of one, or null". */
    competitors: { type: [String], default: null },
    inspiration: { type: String, default: null },
    business_type: { type: String, default: null },
    selected_goals: { type: [String], default: () => [] },
    completed: { type: Boolean, default: false },
  },
  { _id: false },
);

/**
 * A brand voice profile (entities). Every field the spec lists for a new profile is stored from
 * the start (empty lists and texts), so readers never meet a half-shaped document.
 */
const voiceProfileSchema = new Schema(
  {
    userId: { type: String, required: true },
    profile_name: { type: String, default: '' },
    audience_description: { type: String, default: '' },
    keywords: { type: [String], default: () => [] },
    voice_settings: {
      type: new Schema({ tone: slider, engagement: slider, creativity: slider, formality: slider }, { _id: false }),
      default: () => ({}),
    },
    is_default: { type: Boolean, default: false },
    tone_descriptors: { type: [String], default: () => [] },
    core_values: { type: [String], default: () => [] },
    approved_keywords: { type: [String], default: () => [] },
    forbidden_keywords: { type: [String], default: () => [] },
    on_brand_examples: { type: [String], default: () => [] },
    writing_style_descriptors: { type: [String], default: () => [] },
    target_audience_summary: { type: String, default: '' },
    /** Absent on profiles onboarding did not write. */
    onboarding: { type: onboardingAnswersSchema, default: undefined },
  },
  { timestamps: true, collection: 'voice_profiles' },
);
// Lists are per user, oldest first (the first created leads and is the default).
voiceProfileSchema.index({ userId: 1, createdAt: 1 });

export type VoiceProfileDocument = InferSchemaType<typeof voiceProfileSchema> & {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
};
export const VoiceProfileModel = model('VoiceProfile', voiceProfileSchema);
