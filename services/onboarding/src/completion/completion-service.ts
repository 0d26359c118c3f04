import type { Logger } from '@scp/service-kit/logger';
import { AppError } from '@scp/service-kit/errors';
import type { OnboardingMetadataRequest } from '@scp/shared/contracts/auth/auth-internal';
import type {
  OnboardingCompleteRequest,
  OnboardingCompleteResponse,
  OnboardingFormData,
  SaveOutcome,
} from '@scp/shared/contracts/onboarding/onboarding';
import type { OnboardingVoiceRequest } from '@scp/shared/contracts/settings/settings-internal';
import type { GoalService } from '../goals/goal-service';
import type { Neighbours } from '../neighbours/neighbours';
import type { ProgressService } from '../progress/progress-service';

type Part = OnboardingCompleteResponse['failures'][number]['part'];

/** What each part is called in a reason, and who keeps it. */
const parts: Record<Part, { what: string; keeper: string }> = {
  brandVoice: { what: 'The brand voice', keeper: 'the settings service' },
  goals: { what: 'Your goals', keeper: 'the onboarding database' },
  metadata: { what: 'Your business details', keeper: 'the account service' },
};

/**
 * A short reason for the owner (shown as "{reason}. You can continue and set this up later."):
 * never a stack, a token or a neighbour's own words.
 */
export function failureReason(part: Part, err: unknown): string {
  const { what, keeper } = parts[part];
  if (err instanceof AppError && err.status === 409)
    return `${what} could not be saved: ${err.message.replace(/\.$/, '')}`;
  if (err instanceof AppError && err.status === 503) return `${what} could not be saved: ${keeper} is unavailable`;
  return `${what} could not be saved`;
}

/** The brand voice as settings keeps it (entities: "Brand voice profile saved"). */
export function voiceOf(formData: OnboardingFormData): OnboardingVoiceRequest {
  return {
    tone: formData.brandTone,
    audience_description: formData.targetAudience,
    onboarding_competitors: formData.competitors ? [formData.competitors] : null,
    onboarding_inspiration: formData.inspiration || null,
    business_type: formData.businessType,
    selected_goals: [...formData.selectedGoals],
    onboarding_completed: true,
  };
}

/** The user's metadata (entities: "User metadata: business_type, company_name"), always marked completed. */
export function metadataOf(formData: OnboardingFormData, skipped: boolean): OnboardingMetadataRequest {
  if (skipped) return { onboarding_completed: true };
  return {
    ...(formData.businessType ? { business_type: formData.businessType } : {}),
    ...(formData.companyName ? { company_name: formData.companyName } : {}),
    onboarding_completed: true,
  };
}

/**
 * Step 4's completion (states and transitions): the brand voice (skipped without a tone), the goals, then the
 * user's metadata, each on its own: a part that fails is reported and the others still happen, and
 * onboarding is marked completed whatever failed. No req/res here.
 */
export function createCompletionService(deps: {
  neighbours: Pick<Neighbours, 'saveBrandVoice' | 'saveMetadata'>;
  goals: Pick<GoalService, 'replaceOptions'>;
  progress: Pick<ProgressService, 'markCompleted'>;
  logger: Logger;
}) {
  return {
    async complete(userId: string, request: OnboardingCompleteRequest): Promise<OnboardingCompleteResponse> {
      const { formData } = request;
      const skipped = request.skipped === true;
      const failures: OnboardingCompleteResponse['failures'] = [];
      const attempt = async (part: Part, save: () => Promise<unknown>): Promise<SaveOutcome> => {
        try {
          await save();
          return 'saved';
        } catch (err) {
          deps.logger.warn({ err, part }, 'an onboarding save failed');
          failures.push({ part, reason: failureReason(part, err) });
          return 'failed';
        }
      };

      const brandVoice: SaveOutcome =
        skipped || formData.brandTone === ''
          ? 'skipped'
          : await attempt('brandVoice', () => deps.neighbours.saveBrandVoice(userId, voiceOf(formData)));
      const goals: SaveOutcome =
        skipped || formData.selectedGoals.length === 0
          ? 'skipped'
          : await attempt('goals', () => deps.goals.replaceOptions(userId, formData.selectedGoals));
      const metadata = await attempt('metadata', () =>
        deps.neighbours.saveMetadata(userId, metadataOf(formData, skipped)),
      );
      await deps.progress.markCompleted(userId, formData);
      return { brandVoice, goals, metadata, failures, completed: true };
    },
  };
}
export type CompletionService = ReturnType<typeof createCompletionService>;
