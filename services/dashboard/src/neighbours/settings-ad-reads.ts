import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import {
  adInsightsReadPath,
  adInsightsReadSchema,
  type AdAccountInsights,
  type AdPlatform,
} from '@scp/shared/contracts/settings/ad-insights-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

/** How long one read may take: every ad account of the grant, each page of its insights. */
const READ_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Reads the owner's ad accounts' days `from`..`to` through a connected account whose grant may carry
 * them (settings makes Meta's calls with the grant it keeps): `granted` false when it does not.
 */
export interface AdSpendReader {
  readAdSpend(
    userId: string,
    account: { platform: AdPlatform; accountId: string },
    from: string,
    to: string,
  ): Promise<{ granted: boolean; adAccounts: AdAccountInsights[] }>;
}

export function settingsAdReader(options: SettingsNeighbour): AdSpendReader {
  const client = settingsClient(options, READ_TIMEOUT_MS);
  return {
    async readAdSpend(userId, account, from, to) {
      const answer = await client.submit(
        'settings',
        adInsightsReadPath(account.platform, account.accountId),
        { from, to },
        (body) => adInsightsReadSchema.parse(body),
        userId,
      );
      if ('failure' in answer) {
        const { failure } = answer;
        if (failure.kind === 'unreachable') {
          const silent = new PlatformUnreachable(failure.detail, 'no answer');
          silent.message = failure.detail;
          throw silent;
        }
        throw new PlatformFailure(failure.kind, failure.detail, failure.platformReason);
      }
      return answer;
    },
  };
}
