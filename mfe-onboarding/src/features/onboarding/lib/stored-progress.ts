import {
  emptyOnboardingFormData,
  onboardingProgressSchema,
  type OnboardingFormData,
  type OnboardingProgress,
} from '@scp/shared/contracts/onboarding/onboarding';

/** Where the browser keeps the progress (entities: currentStep, completedSteps, formData). */
export const PROGRESS_STORAGE_KEY = 'scp.onboarding.progress';

export const emptyProgress: OnboardingProgress = {
  currentStep: 0,
  completedSteps: [],
  formData: emptyOnboardingFormData,
};

/** The stored progress, or null when there is none (or it is unreadable: then it is ignored). */
export function readStoredProgress(): OnboardingProgress | null {
  try {
    const raw = globalThis.localStorage?.getItem(PROGRESS_STORAGE_KEY);
    if (!raw) return null;
    const parsed = onboardingProgressSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStoredProgress(progress: OnboardingProgress): void {
  try {
    globalThis.localStorage?.setItem(PROGRESS_STORAGE_KEY, JSON.stringify(progress));
  } catch {
    // Storage refused (private mode): the server's copy still holds it.
  }
}

/** After completion (states and transitions): the business type and name are the profile's now, not the form's. */
export function clearedForCompletion(formData: OnboardingFormData): OnboardingFormData {
  return { ...formData, businessType: null, companyName: '' };
}
