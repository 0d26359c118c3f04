/** The business constants of onboarding (screens and routes, states and transitions; dashboard-onboarding-assistant-responder.md). */

export const onboarding = {
  stepCount: 6,
  lastStep: 5,
  stepTransitionMs: 150,
  goalsStep: 3,
  brandVoiceStep: 4,
} as const;

/** Limits the spec leaves open (ours): long enough for a real answer, small enough for a prompt. */
export const onboardingLimits = {
  /** The profile's own limit (accounts user-metadata-update userMetadataLimits): it lands in the same field. */
  companyNameMax: 100,
  competitorsMax: 500,
  inspirationMax: 500,
  goalTitleMax: 120,
  goalTargetMax: 1_000_000_000,
  maxGoals: 50,
} as const;

/** Brand tones offered in step 4 (the spec names the step, not the tones). */
export const brandTones = ['professional', 'friendly', 'playful', 'bold', 'luxurious', 'caring'] as const;
export type BrandTone = (typeof brandTones)[number];

/** What a goal measures, each over its period (the dashboard's figures). */
export const goalMetrics = ['revenue', 'orders', 'followers', 'engagement_rate', 'reach'] as const;
export type GoalMetric = (typeof goalMetrics)[number];

/**
 * The goals step 3 offers. A chosen one becomes a goal whose target is 10 % above the owner's last
 * 30 days when the dashboard has them (`growth`), else the starter target.
 */
export const goalOptions = [
  { id: 'increase-sales', metric: 'revenue', periodDays: 30, starterTarget: 5000 },
  { id: 'more-orders', metric: 'orders', periodDays: 30, starterTarget: 100 },
  { id: 'grow-audience', metric: 'followers', periodDays: 30, starterTarget: 1000 },
  { id: 'boost-engagement', metric: 'engagement_rate', periodDays: 30, starterTarget: 3 },
  { id: 'reach-more-people', metric: 'reach', periodDays: 30, starterTarget: 10000 },
] as const satisfies ReadonlyArray<{ id: string; metric: GoalMetric; periodDays: number; starterTarget: number }>;
export type GoalOptionId = (typeof goalOptions)[number]['id'];
export const goalOptionIds = goalOptions.map((option) => option.id) as [GoalOptionId, ...GoalOptionId[]];
export const goalTargetGrowth = 0.1;
