import { ConnectedAccountModel } from '../integrations/connected-account-model';
import { createTokenCipher, LOCAL_TOKEN_KEY } from '../integrations/token-cipher';
import type { SyncAccount } from './platform-reader';

const cipher = createTokenCipher([LOCAL_TOKEN_KEY]);

/**
 * A connected account as this service stores it once the owner connected it (its token sealed with
 * the local key the test service opens it with): reads and lookups are made with it.
 */
export async function storeAccount(
  userId: string,
  account: SyncAccount,
  status: 'connected' | 'needs_reauth' = 'connected',
): Promise<void> {
  await ConnectedAccountModel.create({
    userId,
    platform: account.platform,
    accountId: account.accountId,
    identifier: account.accountId,
    displayName: account.accountId,
    details: account.details,
    accessToken: cipher.seal(account.accessToken),
    status,
    connectedAt: new Date(),
  });
}
