import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { AccountCredentials } from '../platforms/platform-adapter';
import type { PlatformAdapters } from '../platforms/platform-adapters';
import type { AccountHealth } from './account-health';
import { needsReauth } from './account-status';
import type { AccountTokens } from './account-tokens';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';

/** What a read made for another service is given: the account and its working token, for this service's calls only. */
export interface TokenAccount {
  platform: PlatformKey;
  accountId: string;
  accessToken: string;
  details: Record<string, string>;
  /** The person's own token behind the account's (Meta's user token behind a page token), where there is one. */
  grantToken?: string;
  /** The ad account's token connected apart from the account (TikTok's API for Business), where there is one. */
  adsToken?: string;
  /** What the owner granted with the connection (Meta: the grant's permissions). */
  scopes: string[];
}

/** What a use case that calls a platform with a stored account's token works with. */
export interface AccountCallDeps {
  adapters: PlatformAdapters;
  tokens: AccountTokens;
  health: AccountHealth;
  now: () => Date;
}

/**
 * Runs `call` with the account's working token (refreshed first when it is about to end): a read
 * this service makes for another one, which gets the answer and never the token. Null when the
 * owner has no such account; PlatformFailure('rejected') when the owner must connect it again.
 */
export function createWithAccountToken(deps: AccountCallDeps) {
  const { adapters, tokens, health, now } = deps;
  return async function withAccountToken<T>(
    userId: string,
    platform: PlatformKey,
    accountId: string,
    call: (account: TokenAccount) => Promise<T>,
  ): Promise<T | null> {
    const doc: ConnectedAccountRecord | null = await userScope(ConnectedAccountModel, userId)
      .findOne({ platform, accountId })
      .lean();
    if (!doc) return null;
    const adapter = adapters[doc.platform];
    if (!adapter) throw new PlatformFailure('unavailable', `${platform} is not configured`);
    if (needsReauth(doc, now()))
      throw new PlatformFailure('rejected', 'the account needs connecting again', doc.statusReason ?? undefined);
    let credentials: AccountCredentials;
    try {
      credentials = await tokens.freshCredentials(userId, doc, adapter);
    } catch (err) {
      await health.markFailed(userId, doc, err);
      throw err;
    }
    return call({
      platform,
      accountId,
      accessToken: credentials.accessToken,
      details: credentials.details,
      ...(credentials.grantToken ? { grantToken: credentials.grantToken } : {}),
      ...(credentials.adsToken ? { adsToken: credentials.adsToken } : {}),
      scopes: doc.scopes ?? [],
    });
  };
}
