import { AppError } from '@scp/service-kit/errors';
import {
  publicHashtagReadPath,
  publicHashtagReadSchema,
  type PublicHashtagRead,
} from '@scp/shared/contracts/settings/public-hashtags-internal';
import { settingsClient, type SettingsNeighbour } from './settings-client';

/** A hashtag's top public posts, read by the settings service through the owner's Instagram account. */
export interface PublicHashtagsSource {
  /** The posts, or why not; settings out of reach is an `unreachable` failure. */
  read(userId: string, hashtag: string): Promise<PublicHashtagRead>;
}

/** A platform read may wait out a rate limit: longer than a plain internal call. */
const READ_TIMEOUT_MS = 30 * 1000;

export function settingsPublicHashtagsSource(options: SettingsNeighbour): PublicHashtagsSource {
  const client = settingsClient(options, READ_TIMEOUT_MS);
  return {
    async read(userId, hashtag) {
      try {
        return await client.submit(
          'settings',
          publicHashtagReadPath,
          { hashtag },
          (body) => publicHashtagReadSchema.parse(body),
          userId,
        );
      } catch (err) {
        if (err instanceof AppError && err.status === 503)
          return { failure: { kind: 'unreachable', detail: 'the settings service could not be reached' } };
        throw err;
      }
    },
  };
}
