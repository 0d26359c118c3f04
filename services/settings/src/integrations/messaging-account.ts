import { PlatformFailure } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import { needsReauth } from './account-status';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { AccountCallDeps } from './with-account-token';

/**
 * The page token a message is sent with (message-sends.ts; it never leaves this service): the
 * Facebook page's, or the one of the page an Instagram account is linked to. `renew` after Meta
 * refused it: a new one from the owner's grant, stored; a grant that is gone marks the account
 * for reconnection. Null when the owner has no usable connection of the account.
 */
export function createMessagingAccount(deps: AccountCallDeps) {
  const { adapters, tokens, health, now } = deps;
  return async function messagingAccount(
    userId: string,
    platform: 'facebook' | 'instagram',
    accountId: string,
    renew: boolean,
  ): Promise<{ pageId: string; accessToken: string } | null> {
    const scope = userScope(ConnectedAccountModel, userId);
    const doc: ConnectedAccountRecord | null = await scope.findOne({ platform, accountId }).lean();
    const adapter = adapters[platform];
    if (!doc || !adapter || needsReauth(doc, now())) return null;
    const pageId = platform === 'facebook' ? doc.accountId : doc.details?.pageId;
    if (!pageId) return null;
    let accessToken: string;
    try {
      if (renew && adapter.renew) {
        const token = await adapter.renew(tokens.credentialsOf(doc));
        await scope.updateMany({ platform, accountId }, { $set: tokens.tokenFields(token) });
        accessToken = token.accessToken;
      } else {
        accessToken = (await tokens.freshCredentials(userId, doc, adapter)).accessToken;
      }
    } catch (err) {
      await health.markFailed(userId, doc, err);
      if (err instanceof PlatformFailure && err.kind === 'rejected') return null;
      throw err;
    }
    return { pageId, accessToken };
  };
}
