import { userScope } from '@scp/service-kit/user-scope';
import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { platformKeys, type PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import { toAccount } from './account-status';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

/** The owner's connected accounts with their health, in platform order then by name; no token, nothing refreshed. */
export function createListAccounts(deps: { now: () => Date }) {
  return async function listAccounts(userId: string): Promise<ConnectedAccount[]> {
    const docs: ConnectedAccountRecord[] = await userScope(ConnectedAccountModel, userId).find().lean();
    const order = (platform: string) => platformKeys.indexOf(platform as PlatformKey);
    const at = deps.now();
    return docs
      .sort((a, b) => order(a.platform) - order(b.platform) || a.displayName.localeCompare(b.displayName))
      .map((doc) => toAccount(doc, at));
  };
}

export type ListAccounts = ReturnType<typeof createListAccounts>;
