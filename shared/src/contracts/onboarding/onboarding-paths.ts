/**
 * Onboarding's address, on its own: the shell's guard reads it on every first visit, where the whole
 * route list (app-constants `routes`) would cost more than this one string.
 */
export const onboardingPath = '/onboarding';
