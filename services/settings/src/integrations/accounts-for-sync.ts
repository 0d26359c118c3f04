import { userScope } from '@scp/service-kit/user-scope';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import { needsReauth } from './account-status';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

/**
 * For the dashboard (internal): each account, usable unless the owner must connect it again or its
 * platform is not set up here. No token, and nothing is refreshed: a read refreshes what it uses.
 */
export function createAccountsForSync(deps: { adapters: PlatformAdapters; now: () => Date }) {
  return async function accountsForSync(userId: string): Promise<SyncAccount[]> {
    const docs: ConnectedAccountRecord[] = await userScope(ConnectedAccountModel, userId).find().lean();
    const at = deps.now();
    return docs.map((doc) => ({
      platform: doc.platform,
      accountId: doc.accountId,
      displayName: doc.displayName,
      usable: deps.adapters[doc.platform] !== undefined && !needsReauth(doc, at),
    }));
  };
}
