import type { ToastText } from '../app/app-texts';

/** The user-facing texts of onboarding. Conventions: app/app-texts.ts. */
export const onboardingTexts = {
  // Dashboard spec §2, §4, §5, §8: onboarding
  onboarding: {
    getStarted: 'Get Started',
    goToDashboard: 'Go to Dashboard',
    continueWithGoals: 'Continue with goals',
    skipGoals: 'Skip Goals',
    completeSetup: 'Complete Setup',
    skipBrandVoice: 'Skip Brand Voice',
    skipForNow: 'Skip for now',
    /** Step names as the spec lists them. */
    steps: ['Welcome', 'Integrations', 'Competitors and inspiration', 'Brand Goals', 'Brand Voice', 'Insights Report'],
    /** Paraphrased in the spec ("some data could not be saved, you can continue"). */
    saveWarning: { title: 'Save Warning', description: 'Some data could not be saved. You can continue.' },
    /** Paraphrased in the spec ("could be set up later in settings"). */
    goalsSaveFailed: {
      title: 'Goals Save Failed',
      description: 'Your goals could not be saved. You can set them up later in settings.',
    },
    /** Paraphrased in the spec ("with the reason, continue and set up later"). */
    saveFailed: (reason: string): ToastText => ({
      title: 'Save Failed',
      description: `${reason}. You can continue and set this up later.`,
    }),
    skippedBrandVoice: { title: 'Skipped Brand Voice', description: 'You can set this up later in your settings.' },
    brandVoiceSkipped: 'Brand Voice Skipped',
  },
} as const;
