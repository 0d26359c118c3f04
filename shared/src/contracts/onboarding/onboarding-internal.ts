/**
 * The onboarding service's internal API (docs/architecture.md, Between services): never reachable through the gateway, called
 * with a service token for a user.
 */
export const onboardingInternalPaths = {
  /**
   * `POST` (GoalInput, onboarding.ts; answers GoalResponse with 201): a goal the owner approved in
   * the assistant's chat. Only the assistant calls it.
   */
  goals: '/internal/onboarding/goals',
} as const;
