import { AppError } from '@scp/service-kit/errors';
import {
  onboardingCompetitorsPath,
  onboardingCompetitorsResponseSchema,
  publicAccountReadPath,
  publicAccountReadSchema,
  type PublicAccountPlatform,
  type PublicAccountRead,
} from '@scp/shared/contracts/settings/public-accounts-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

/**
 * What the platforms show publicly of other accounts, read by the settings service (the one home
 * of platform calls, with the owner's token where the platform needs it), and the competitors the
 * owner named in onboarding.
 */
export interface PublicAccountsSource {
  /** The profile and recent posts, or why not; settings out of reach is an `unreachable` failure. */
  read(userId: string, platform: PublicAccountPlatform, handle: string): Promise<PublicAccountRead>;
  /** The onboarding entries as typed; throws (503) when settings is out of reach. */
  onboardingEntries(userId: string): Promise<string[]>;
}

/** A platform read may wait out a rate limit: longer than a plain internal call. */
const READ_TIMEOUT_MS = 60 * 1000;

export function settingsPublicAccountsSource(options: SettingsNeighbour): PublicAccountsSource {
  const client = settingsClient(options, READ_TIMEOUT_MS);
  return {
    async read(userId, platform, handle) {
      try {
        return await client.submit(
          'settings',
          publicAccountReadPath(platform),
          { handle },
          (body) => publicAccountReadSchema.parse(body),
          userId,
        );
      } catch (err) {
        if (err instanceof AppError && err.status === 503)
          return { failure: { kind: 'unreachable', detail: 'the settings service could not be reached' } };
        throw err;
      }
    },
    async onboardingEntries(userId) {
      const answer = await client.read(
        'settings',
        onboardingCompetitorsPath,
        (body) => onboardingCompetitorsResponseSchema.parse(body),
        userId,
      );
      return answer.entries;
    },
  };
}
