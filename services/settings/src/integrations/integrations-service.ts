import type { AppOrigins } from '@scp/service-kit/app-origins';
import type { Logger } from '@scp/service-kit/logger';
import type { Neighbours } from '../neighbours/neighbours';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { TiktokAdsApi } from '../platforms/tiktok/tiktok-ads-api';
import type { AccountAlerts } from './account-alerts';
import { createAccountHealth } from './account-health';
import { accountOwners } from './account-owners';
import { createAccountTokens } from './account-tokens';
import { createAccountsForSync } from './accounts-for-sync';
import { createCompleteConnection } from './complete-connection';
import { createConnectAccount } from './connect-account';
import type { ConnectFlows } from './connect-flows';
import { createDisconnectAccount } from './disconnect-account';
import { createIndustrySuggestion } from './industry-suggestion';
import { createListAccounts } from './list-accounts';
import { createMessagingAccount } from './messaging-account';
import { createRecordSync } from './record-sync';
import { createRefreshAccounts } from './refresh-accounts';
import type { TokenCipher } from './token-cipher';
import { createWithAccountToken } from './with-account-token';

/**
 * The connected accounts' use cases, wired once for the routes: each lives in its own module
 * (connect-account, complete-connection, refresh-accounts, disconnect-account, ...); this file only
 * hands them their dependencies.
 */
export function createIntegrationsService(deps: {
  adapters: PlatformAdapters;
  flows: ConnectFlows;
  cipher: TokenCipher;
  origins: AppOrigins;
  alerts: AccountAlerts;
  neighbours: Pick<Neighbours, 'forgetAccount' | 'accountsChanged'>;
  logger: Logger;
  now?: () => Date;
  /** TikTok's API for Business: connecting a TikTok account's ad account. */
  tiktokAds?: TiktokAdsApi;
}) {
  const { adapters, flows, origins, neighbours, logger, tiktokAds } = deps;
  const now = deps.now ?? (() => new Date());
  const tokens = createAccountTokens({ cipher: deps.cipher, now });
  const health = createAccountHealth({ alerts: deps.alerts, logger, now });
  const listAccounts = createListAccounts({ now });
  return {
    list: listAccounts,
    startConnect: createConnectAccount({ adapters, flows, origins, tiktokAds }),
    completeConnect: createCompleteConnection({ adapters, flows, tokens, neighbours, logger, now, tiktokAds }),
    refreshAll: createRefreshAccounts({ adapters, tokens, health, listAccounts }),
    disconnect: createDisconnectAccount({ adapters, tokens, neighbours, listAccounts, logger, tiktokAds }),
    industrySuggestion: createIndustrySuggestion({ adapters, tokens, logger, now }),
    syncAccounts: createAccountsForSync({ adapters, now }),
    recordSync: createRecordSync({ health }),
    withAccountToken: createWithAccountToken({ adapters, tokens, health, now }),
    messagingAccount: createMessagingAccount({ adapters, tokens, health, now }),
    accountOwners,
  };
}

export type IntegrationsService = ReturnType<typeof createIntegrationsService>;
