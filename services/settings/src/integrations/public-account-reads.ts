import { PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import type {
  PublicAccountPlatform,
  PublicAccountRead,
  PublicReadFailure,
} from '@scp/shared/contracts/settings/public-accounts-internal';
import { PublicAccountNotFound } from '../platforms/public-accounts/public-account-reader';
import type { PublicAccountReaders } from '../platforms/public-accounts/public-account-readers';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { IntegrationsService } from './integrations-service';

/** Why the read failed, as it crosses to the dashboard (never a token); undefined: not the platform's doing. */
function failureOf(err: unknown): PublicReadFailure | undefined {
  if (err instanceof PublicAccountNotFound)
    return {
      kind: 'not_found',
      detail: err.detail,
      ...(err.platformReason ? { platformReason: err.platformReason } : {}),
    };
  if (err instanceof PlatformFailure)
    return {
      kind: err.kind,
      detail: err.detail,
      ...(err.platformReason === undefined ? {} : { platformReason: err.platformReason }),
    };
  if (err instanceof PlatformUnreachable) return { kind: 'unreachable', detail: err.message };
  return undefined;
}

/**
 * Another account's public profile and recent posts, for the dashboard's competitors: read with the
 * app's credentials where the platform shows public data to any app, else through one of the
 * owner's connected accounts of that platform, with its token (which never leaves this service).
 */
export function createPublicAccountReads(deps: {
  integrations: Pick<IntegrationsService, 'withAccountToken'>;
  readers: PublicAccountReaders;
}) {
  const { integrations, readers } = deps;
  return async function readPublicAccount(
    userId: string,
    platform: PublicAccountPlatform,
    handle: string,
  ): Promise<PublicAccountRead> {
    const reader = readers[platform];
    if (!reader) return { failure: { kind: 'unavailable', detail: `${platform} is not configured on this server` } };
    try {
      if (!reader.needsOwnerAccount) return await reader.read(handle);
      // The owner's accounts of the platform, the one connected first looking first.
      const owned: ConnectedAccountRecord[] = await userScope(ConnectedAccountModel, userId)
        .find({ platform })
        .sort({ _id: 1 })
        .lean();
      if (owned.length === 0) return { failure: { kind: 'not_connected', detail: `no ${platform} account connected` } };
      let lastFailure: unknown;
      for (const account of owned) {
        try {
          const answer = await integrations.withAccountToken(userId, platform, account.accountId, (withToken) =>
            reader.read(handle, { accountId: withToken.accountId, accessToken: withToken.accessToken }),
          );
          if (answer) return answer;
        } catch (err) {
          // Not found is the platform's answer about the handle: no other account would see it.
          if (err instanceof PublicAccountNotFound || !(err instanceof PlatformFailure)) throw err;
          lastFailure = err;
        }
      }
      throw lastFailure ?? new PlatformFailure('refused', `no ${platform} account could look`);
    } catch (err) {
      const failure = failureOf(err);
      if (!failure) throw err;
      return { failure };
    }
  };
}

export type PublicAccountReads = ReturnType<typeof createPublicAccountReads>;
