import { brandVoice } from '@scp/shared/contracts/settings/settings-constants';
import { settingsTexts } from '@scp/shared/contracts/settings/settings-texts';
import {
  voiceProfileLimits,
  voiceProfileServerMessages,
  type VoiceProfile,
  type VoiceProfileCreateRequest,
  type VoiceProfileUpdateRequest,
} from '@scp/shared/contracts/settings/voice-profiles';
import { trusted } from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import { userScope } from '@scp/service-kit/user-scope';
import { VoiceProfileModel, type VoiceProfileDocument } from './voice-profile-model';

/** Onboarding's answers as stored on its profile (voice-profile-model `onboarding`). */
export interface OnboardingAnswers {
  tone: string;
  competitors: string[] | null;
  inspiration: string | null;
  business_type: string | null;
  selected_goals: string[];
  completed: boolean;
}

const oldestFirst = { createdAt: 1, _id: 1 } as const;

function toVoiceProfile(doc: VoiceProfileDocument): VoiceProfile {
  const settings = doc.voice_settings ?? {};
  return {
    id: String(doc._id),
    user_id: doc.userId,
    profile_name: doc.profile_name ?? '',
    audience_description: doc.audience_description ?? '',
    keywords: [...(doc.keywords ?? [])],
    voice_settings: {
      tone: settings.tone ?? 50,
      engagement: settings.engagement ?? 50,
      creativity: settings.creativity ?? 50,
      formality: settings.formality ?? 50,
    },
    is_default: doc.is_default ?? false,
    tone_descriptors: [...(doc.tone_descriptors ?? [])],
    core_values: [...(doc.core_values ?? [])],
    approved_keywords: [...(doc.approved_keywords ?? [])],
    forbidden_keywords: [...(doc.forbidden_keywords ?? [])],
    on_brand_examples: [...(doc.on_brand_examples ?? [])],
    writing_style_descriptors: [...(doc.writing_style_descriptors ?? [])],
    target_audience_summary: doc.target_audience_summary ?? '',
    created_at: doc.createdAt.toISOString(),
    updated_at: doc.updatedAt.toISOString(),
  };
}

/** The brand voice rules (states and transitions, validation rules), per user; no req/res here. */
export function createVoiceProfileService() {
  const scopeOf = (userId: string) => userScope(VoiceProfileModel, userId);

  async function list(userId: string): Promise<VoiceProfile[]> {
    const docs = await scopeOf(userId).find().sort(oldestFirst).lean<VoiceProfileDocument[]>();
    return docs.map(toVoiceProfile);
  }

  /** Exactly one default while any profile exists: the marked one, else the oldest (repaired here). */
  async function ensureOneDefault(userId: string): Promise<void> {
    const scope = scopeOf(userId);
    const defaults = await scope.find({ is_default: true }).sort(oldestFirst).select('_id').lean();
    if (defaults.length === 1) return;
    const keep = defaults[0] ?? (await scope.findOne().sort(oldestFirst).select('_id').lean());
    if (!keep) return;
    // sanitizeFilter (kit database.ts) would neutralise the operator: this one is ours, not the caller's.
    await scope.updateMany({ _id: trusted({ $ne: keep._id }) }, { $set: { is_default: false } });
    await scope.updateMany({ _id: keep._id }, { $set: { is_default: true } });
  }

  async function create(userId: string, input: VoiceProfileCreateRequest): Promise<VoiceProfile> {
    const scope = scopeOf(userId);
    const count = await scope.countDocuments();
    if (count >= voiceProfileLimits.maxProfiles) throw AppError.conflict(voiceProfileServerMessages.tooMany);
    const created = await scope.create({
      profile_name: input.profile_name ?? settingsTexts.voice.newProfileName(count + 1),
      is_default: count === 0,
    } as Omit<VoiceProfileDocument, 'userId'>);
    // Two first profiles created at once would both be default.
    if (count === 0) await ensureOneDefault(userId);
    return toVoiceProfile((await scope.findById(String(created._id))).toObject() as VoiceProfileDocument);
  }

  /** The public update's rules; `extra` sets stored fields the public API does not take (onboarding's answers). */
  async function applyUpdate(
    userId: string,
    id: string,
    patch: VoiceProfileUpdateRequest,
    extra: Record<string, unknown> = {},
  ): Promise<VoiceProfile> {
    const scope = scopeOf(userId);
    const { voice_settings: settings, is_default: makeDefault, ...fields } = patch;
    const set: Record<string, unknown> = { ...fields, ...extra };
    for (const [key, value] of Object.entries(settings ?? {})) {
      if (value !== undefined) set[`voice_settings.${key}`] = value;
    }
    if (makeDefault) {
      await scope.findById(id);
      await scope.updateMany({ is_default: true }, { $set: { is_default: false } });
      set.is_default = true;
    }
    const doc = await scope.updateById(id, { $set: set });
    return toVoiceProfile(doc.toObject() as VoiceProfileDocument);
  }

  /**
   * The id of the user's profile named `name` (the oldest of that name), created with the public
   * create's rules when there is none (the user's first profile becomes the default).
   */
  async function namedProfileId(userId: string, name: string): Promise<string> {
    const scope = scopeOf(userId);
    const oldestNamed = () => scope.findOne({ profile_name: name }).sort(oldestFirst).select('_id').lean();
    const found = await oldestNamed();
    if (found) return String(found._id);
    const created = await create(userId, { profile_name: name });
    // Two saves at once (a double submit) would both create one: the oldest stays, this one goes.
    const first = await oldestNamed();
    if (first && String(first._id) !== created.id) {
      await scope.deleteById(created.id);
      await ensureOneDefault(userId);
      return String(first._id);
    }
    return created.id;
  }

  return {
    list,

    create,

    update: (userId: string, id: string, patch: VoiceProfileUpdateRequest) => applyUpdate(userId, id, patch),

    async remove(userId: string, id: string): Promise<VoiceProfile[]> {
      const scope = scopeOf(userId);
      await scope.findById(id);
      if ((await scope.countDocuments()) <= 1) throw AppError.conflict(voiceProfileServerMessages.lastProfile);
      await scope.deleteById(id);
      await ensureOneDefault(userId);
      return list(userId);
    },

    /** The default profile, or null when the user has none (internal read for other services). */
    async defaultProfile(userId: string): Promise<VoiceProfile | null> {
      const scope = scopeOf(userId);
      const doc =
        (await scope.findOne({ is_default: true }).sort(oldestFirst).lean<VoiceProfileDocument>()) ??
        (await scope.findOne().sort(oldestFirst).lean<VoiceProfileDocument>());
      return doc ? toVoiceProfile(doc) : null;
    },

    /**
     * Onboarding's brand voice (entities, calls): the user's 'Onboarding Profile' is updated in
     * place, or created first (as the public create would), with the given public fields and the
     * step's answers.
     */
    async saveOnboardingProfile(
      userId: string,
      patch: VoiceProfileUpdateRequest,
      answers: OnboardingAnswers,
    ): Promise<VoiceProfile> {
      const id = await namedProfileId(userId, brandVoice.onboardingProfileName);
      return applyUpdate(userId, id, patch, { onboarding: answers });
    },
  };
}
export type VoiceProfileService = ReturnType<typeof createVoiceProfileService>;
