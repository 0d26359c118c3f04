import { z } from 'zod';
import { ConfigError, LOCAL_MODE_HINT } from '@scp/service-kit/config';
import { defaultServicePorts } from '@scp/service-kit/service-names';

/**
 * The onboarding service's own environment (validated at boot with the common variables): where
 * the neighbours it calls on completion are (DESIGN.md §12). The launcher sets every
 * `<NAME>_SERVICE_URL`; in local mode a missing one defaults to the service's port on 127.0.0.1.
 */
export const onboardingEnvShape = {
  /** The settings service: the brand voice of the voice step (internal API). */
  SETTINGS_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The auth service: business type, company name and "onboarding completed" in the user's metadata. */
  AUTH_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The dashboard service: the last 30 days' figures the goal targets grow from. */
  DASHBOARD_SERVICE_URL: z.url({ protocol: /^https?$/ }).optional(),
};

export type OnboardingEnv = z.output<z.ZodObject<typeof onboardingEnvShape>>;

export interface NeighbourUrls {
  settings: string;
  auth: string;
  dashboard: string;
}

const neighbours = [
  ['settings', 'SETTINGS_SERVICE_URL'],
  ['auth', 'AUTH_SERVICE_URL'],
  ['dashboard', 'DASHBOARD_SERVICE_URL'],
] as const;

/**
 * The neighbours' base URLs. Outside local mode each must be set: a deploy that forgot one would
 * complete every onboarding with that part failed, so the process refuses to start instead.
 */
export function neighbourUrls(env: OnboardingEnv, common: { localMode: boolean }): NeighbourUrls {
  const problems: string[] = [];
  const urls = Object.fromEntries(
    neighbours.map(([name, variable]) => {
      const given = env[variable];
      if (!given && !common.localMode) problems.push(`${variable} is required outside local mode`);
      return [name, given ?? `http://127.0.0.1:${defaultServicePorts[name]}/`];
    }),
  ) as unknown as NeighbourUrls;
  if (problems.length > 0) throw new ConfigError(problems, LOCAL_MODE_HINT);
  return urls;
}
