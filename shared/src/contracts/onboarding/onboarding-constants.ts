/** The business constants of onboarding (dashboard §2, §4; dashboard-onboarding-assistant-responder.md). */

export const onboarding = {
  stepCount: 6,
  lastStep: 5,
  stepTransitionMs: 150,
  goalsStep: 3,
  brandVoiceStep: 4,
} as const;
