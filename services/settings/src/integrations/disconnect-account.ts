import mongoose from 'mongoose';
import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { userScope } from '@scp/service-kit/user-scope';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { Neighbours } from '../neighbours/neighbours';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { TiktokAdsApi } from '../platforms/tiktok/tiktok-ads-api';
import type { AccountTokens } from './account-tokens';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { ListAccounts } from './list-accounts';

/**
 * Disconnect: our access is withdrawn at the platform where it allows that, then the stored
 * tokens are deleted. A platform that cannot be reached does not keep the owner connected. The
 * synced history stays in the dashboard unless the owner asks for it to go too.
 */
export function createDisconnectAccount(deps: {
  adapters: PlatformAdapters;
  tokens: AccountTokens;
  neighbours: Pick<Neighbours, 'forgetAccount' | 'accountsChanged'>;
  listAccounts: ListAccounts;
  logger: Logger;
  tiktokAds?: TiktokAdsApi;
}) {
  const { adapters, tokens, neighbours, listAccounts, logger, tiktokAds } = deps;
  return async function disconnectAccount(
    userId: string,
    platform: string,
    accountId: string,
    options: { deleteHistory: boolean } = { deleteHistory: false },
  ): Promise<ConnectedAccount[]> {
    if (!(platformKeys as readonly string[]).includes(platform)) throw AppError.notFound();
    const scope = userScope(ConnectedAccountModel, userId);
    const doc: ConnectedAccountRecord | null = await scope
      .findOne({ platform: platform as PlatformKey, accountId })
      .lean();
    if (!doc) throw AppError.notFound();
    // First, so that a dashboard that cannot be reached leaves everything as it was (503, try again).
    if (options.deleteHistory) await neighbours.forgetAccount(userId, doc.platform, accountId);
    const adapter = adapters[platform as PlatformKey];
    if (adapter?.revoke) {
      try {
        const credentials = tokens.credentialsOf(doc);
        // Meta withdraws the whole grant: only when no other account still rides on it.
        const grantUser = credentials.details.userId;
        const sharing = grantUser
          ? await scope.countDocuments({
              platform: mongoose.trusted({ $in: ['facebook', 'instagram'] }),
              accountId: mongoose.trusted({ $ne: accountId }),
              'details.userId': grantUser,
            })
          : 0;
        if (sharing === 0) await adapter.revoke(credentials);
      } catch (err) {
        logger.warn({ platform, reason: err instanceof Error ? err.message : String(err) }, 'revoke failed');
      }
    }
    // A TikTok account's ad account is its own authorization (the API for Business), withdrawn too.
    if (doc.adsToken && tiktokAds) {
      try {
        await tiktokAds.revoke(tokens.credentialsOf(doc).adsToken ?? '');
      } catch (err) {
        logger.warn({ platform, reason: err instanceof Error ? err.message : String(err) }, 'ads revoke failed');
      }
    }
    await scope.deleteOne({ platform: platform as PlatformKey, accountId });
    logger.info({ platform }, 'platform account disconnected');
    await neighbours.accountsChanged(userId);
    return listAccounts(userId);
  };
}
