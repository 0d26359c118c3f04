import type { z } from 'zod';
import { neighbourUrls as urlsOf, serviceUrlVariable } from '@scp/service-kit/neighbour-urls';

/**
 * The onboarding service's own environment (validated at boot with the common variables): where
 * the neighbours it calls on completion are (docs/architecture.md, Between services). The launcher sets every
 * `<NAME>_SERVICE_URL`; in local mode a missing one defaults to the service's port on 127.0.0.1.
 */
export const onboardingEnvShape = {
  /** The settings service: the brand voice of the voice step (internal API). */
  SETTINGS_SERVICE_URL: serviceUrlVariable(),
  /** The auth service: business type, company name and "onboarding completed" in the user's metadata. */
  AUTH_SERVICE_URL: serviceUrlVariable(),
  /** The dashboard service: the last 30 days' figures the goal targets grow from. */
  DASHBOARD_SERVICE_URL: serviceUrlVariable(),
};

export type OnboardingEnv = z.output<z.ZodObject<typeof onboardingEnvShape>>;

export type NeighbourUrls = Record<'settings' | 'auth' | 'dashboard', string>;

/** The neighbours' base URLs; outside local mode each must be set. */
export function neighbourUrls(env: OnboardingEnv, common: { localMode: boolean }): NeighbourUrls {
  return urlsOf(env, common, ['settings', 'auth', 'dashboard']);
}
