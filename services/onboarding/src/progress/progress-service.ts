import { userScope } from '@scp/service-kit/user-scope';
import { onboarding } from '@scp/shared/contracts/onboarding/onboarding-constants';
import {
  emptyOnboardingFormData,
  type OnboardingFormData,
  type OnboardingProgress,
  type OnboardingProgressResponse,
} from '@scp/shared/contracts/onboarding/onboarding';
import { ProgressModel, type ProgressDocument } from './progress-model';

/** Every step before the report: what a completed onboarding has done. */
const stepsBeforeReport = Array.from({ length: onboarding.lastStep }, (_, step) => step);

function toResponse(doc: ProgressDocument | null): OnboardingProgressResponse {
  if (!doc) {
    return {
      progress: { currentStep: 0, completedSteps: [], formData: { ...emptyOnboardingFormData, selectedGoals: [] } },
      completed: false,
      updatedAt: null,
    };
  }
  const form = doc.formData;
  return {
    progress: {
      currentStep: doc.currentStep,
      completedSteps: [...(doc.completedSteps ?? [])],
      formData: {
        competitors: form?.competitors ?? '',
        inspiration: form?.inspiration ?? '',
        brandTone: (form?.brandTone ?? '') as OnboardingFormData['brandTone'],
        targetAudience: form?.targetAudience ?? '',
        selectedGoals: [...(form?.selectedGoals ?? [])] as OnboardingFormData['selectedGoals'],
        businessType: (form?.businessType ?? null) as OnboardingFormData['businessType'],
        companyName: form?.companyName ?? '',
      },
    },
    completed: doc.completed ?? false,
    updatedAt: doc.updatedAt.toISOString(),
  };
}

/** The progress through the six steps (states and transitions), one document per user; no req/res here. */
export function createProgressService() {
  const scopeOf = (userId: string) => userScope(ProgressModel, userId);

  return {
    async get(userId: string): Promise<OnboardingProgressResponse> {
      return toResponse(await scopeOf(userId).findOne().lean<ProgressDocument>());
    },

    /** Keeps the answers and the step; a completed onboarding stays completed. */
    async save(userId: string, progress: OnboardingProgress): Promise<OnboardingProgressResponse> {
      const doc = await scopeOf(userId).updateOneOrCreate({
        $set: {
          currentStep: progress.currentStep,
          completedSteps: [...new Set(progress.completedSteps)].sort((a, b) => a - b),
          formData: progress.formData,
        },
      });
      return toResponse(doc.toObject() as ProgressDocument);
    },

    /** Onboarding is done (completed or skipped): the report step, every step before it, the answers. */
    async markCompleted(userId: string, formData: OnboardingFormData): Promise<void> {
      await scopeOf(userId).updateOneOrCreate({
        $set: {
          currentStep: onboarding.lastStep,
          completedSteps: stepsBeforeReport,
          formData,
          completed: true,
          completedAt: new Date(),
        },
      });
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
