import type { KeyObject } from 'node:crypto';
import { AppError } from '@scp/service-kit/errors';
import { serviceClient } from '@scp/service-kit/service-token';
import { authInternalPaths, type OnboardingMetadataRequest } from '@scp/shared/contracts/auth/auth-internal';
import { analyticsSummarySchema, type AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import { dashboardInternalPaths } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { settingsInternalPaths, type OnboardingVoiceRequest } from '@scp/shared/contracts/settings/settings-internal';
import type { NeighbourUrls } from '../config';

/** 404 from a neighbour that should know the user (or the route): the save did not happen. */
const notSaved = (service: string) => AppError.unavailable(`The ${service} service answered 404.`);

/**
 * The other services onboarding calls for a user (docs/architecture.md, Between services), each through its internal API
 * with a service token signed as 'onboarding', a timeout, and a 503 (never a hang) when it is down.
 */
export function createNeighbours(options: { urls: NeighbourUrls; privateKey: KeyObject; timeoutMs?: number }) {
  const client = serviceClient({
    caller: 'onboarding',
    privateKey: options.privateKey,
    baseUrls: options.urls,
    timeoutMs: options.timeoutMs,
  });
  return {
    /** Settings keeps the brand voice (its 'Onboarding Profile', made or updated). */
    async saveBrandVoice(userId: string, voice: OnboardingVoiceRequest): Promise<void> {
      const answer = await client.put('settings', settingsInternalPaths.onboardingVoice, voice, () => true, userId);
      if (answer === null) throw notSaved('settings');
    },

    /** Auth keeps the business type, the name and whether onboarding is done in the user's metadata. */
    async saveMetadata(userId: string, metadata: OnboardingMetadataRequest): Promise<void> {
      const answer = await client.patch('auth', authInternalPaths.onboardingMetadata, metadata, () => true, userId);
      if (answer === null) throw notSaved('auth');
    },

    /** The dashboard's last 30 days (with the period before), or null when it has nothing for the user. */
    async lastMonth(userId: string): Promise<AnalyticsSummary | null> {
      return client.get(
        'dashboard',
        dashboardInternalPaths.summary,
        (body) => analyticsSummarySchema.parse(body),
        userId,
      );
    },
  };
}

export type Neighbours = ReturnType<typeof createNeighbours>;
