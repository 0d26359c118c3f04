import { userScope } from '@scp/service-kit/user-scope';
import { VoiceProfileModel } from './voice-profile-model';

/**
 * The competitors the owner named in onboarding's competitors step ("one per line or separated by
 * commas"), each entry trimmed, as typed: the dashboard's competitors start from them.
 */
export async function onboardingCompetitors(userId: string): Promise<string[]> {
  // A user keeps a handful of profiles; onboarding's answers are on one of them.
  const profiles = await userScope(VoiceProfileModel, userId)
    .find()
    .sort({ createdAt: 1, _id: 1 })
    .lean<{ onboarding?: { competitors?: string[] | null } | null }[]>();
  const profile = profiles.find((candidate) => candidate.onboarding?.competitors);
  const entries = (profile?.onboarding?.competitors ?? []).flatMap((entry) => entry.split(/[\n,]/));
  return [...new Set(entries.map((entry) => entry.trim()).filter(Boolean))];
}
