import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import type { PublicHashtagRead } from '@scp/shared/contracts/settings/public-hashtags-internal';
import type { InstagramHashtagReader } from '../platforms/meta/instagram-hashtags';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { IntegrationsService } from './integrations-service';

/**
 * A hashtag's top public posts for the dashboard's inspiration feed, asked through one of the
 * owner's connected Instagram accounts with its token (which never leaves this service); a refusal
 * comes back as its failure kind in Instagram's words.
 */
export function createPublicHashtagReads(deps: {
  integrations: Pick<IntegrationsService, 'withAccountToken'>;
  reader: InstagramHashtagReader | undefined;
}) {
  const { integrations, reader } = deps;
  return async function readHashtag(userId: string, hashtag: string): Promise<PublicHashtagRead> {
    if (!reader) return { failure: { kind: 'unavailable', detail: 'instagram is not configured on this server' } };
    const owned: ConnectedAccountRecord[] = await userScope(ConnectedAccountModel, userId)
      .find({ platform: 'instagram' })
      .sort({ _id: 1 })
      .lean();
    if (owned.length === 0) return { failure: { kind: 'not_connected', detail: 'no instagram account connected' } };
    let lastFailure: PlatformFailure | undefined;
    for (const account of owned) {
      try {
        const posts = await integrations.withAccountToken(userId, 'instagram', account.accountId, (withToken) =>
          reader.read(hashtag, { accountId: withToken.accountId, accessToken: withToken.accessToken }),
        );
        if (posts) return { posts };
      } catch (err) {
        if (err instanceof PlatformUnreachable) return { failure: { kind: 'unreachable', detail: err.message } };
        if (!(err instanceof PlatformFailure)) throw err;
        lastFailure = err;
      }
    }
    const failure = lastFailure ?? new PlatformFailure('refused', 'no instagram account could look');
    return {
      failure: {
        kind: failure.kind,
        detail: failure.detail,
        ...(failure.platformReason === undefined ? {} : { platformReason: failure.platformReason }),
      },
    };
  };
}

export type PublicHashtagReads = ReturnType<typeof createPublicHashtagReads>;
