import { userScope } from '@scp/service-kit/user-scope';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { AccountHealth } from './account-health';
import type { AccountTokens } from './account-tokens';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { ListAccounts } from './list-accounts';

/**
 * Refresh All: each account read again from its platform (tokens refreshed first when they are
 * about to end). A refused token marks the account for re-authorisation; a platform that cannot
 * answer marks it in error with the platform's words. One account's failure never stops the rest.
 */
export function createRefreshAccounts(deps: {
  adapters: PlatformAdapters;
  tokens: AccountTokens;
  health: AccountHealth;
  listAccounts: ListAccounts;
}) {
  const { adapters, tokens, health, listAccounts } = deps;
  return async function refreshAccounts(userId: string): Promise<ConnectedAccount[]> {
    const docs: ConnectedAccountRecord[] = await userScope(ConnectedAccountModel, userId).find().lean();
    for (const doc of docs) {
      const adapter = adapters[doc.platform];
      if (!adapter) continue;
      try {
        const credentials = await tokens.freshCredentials(userId, doc, adapter);
        const profile = await adapter.profile(credentials);
        await health.markHealthy(userId, doc, profile);
      } catch (err) {
        await health.markFailed(userId, doc, err);
      }
    }
    return listAccounts(userId);
  };
}
