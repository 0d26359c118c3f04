import type { TokenSet } from '@scp/service-kit/platform-http';
import { userScope } from '@scp/service-kit/user-scope';
import type { AccountCredentials, PlatformAdapter } from '../platforms/platform-adapter';
import { ConnectedAccountModel, type ConnectedAccountRecord } from './connected-account-model';
import type { TokenCipher } from './token-cipher';

/** A token that ends within this long is refreshed before it is used. */
const REFRESH_WITHIN_MS = 10 * 60 * 1000;

/**
 * An account's tokens between the store (sealed) and a platform call (open): they never leave this
 * service (docs/decisions/platform-tokens-owned-by-settings.md).
 */
export function createAccountTokens(deps: { cipher: TokenCipher; now: () => Date }) {
  const { cipher, now } = deps;

  /** The stored account's tokens, opened for a call to its platform. */
  const credentialsOf = (doc: ConnectedAccountRecord): AccountCredentials => ({
    accountId: doc.accountId,
    accessToken: cipher.open(doc.accessToken),
    refreshToken: doc.refreshToken ? cipher.open(doc.refreshToken) : undefined,
    grantToken: doc.grantToken ? cipher.open(doc.grantToken) : undefined,
    ...(doc.adsToken ? { adsToken: cipher.open(doc.adsToken) } : {}),
    details: { ...doc.details },
  });

  /** What a new token set writes on the account, sealed. */
  const tokenFields = (token: TokenSet) => ({
    accessToken: cipher.seal(token.accessToken),
    refreshToken: token.refreshToken ? cipher.seal(token.refreshToken) : null,
    tokenExpiresAt: token.expiresAt ?? null,
    scopes: token.scopes,
  });

  return {
    credentialsOf,
    tokenFields,
    /** The person's own token behind derived ones (Meta's user token behind page tokens), sealed. */
    sealGrant: (grantToken: string | undefined) => (grantToken ? cipher.seal(grantToken) : null),
    /** An ad account's token connected apart from the account (TikTok's API for Business), sealed. */
    sealAds: (adsToken: string) => cipher.seal(adsToken),

    /** The account's credentials, its token refreshed (and stored) first when it ends within 10 minutes. */
    async freshCredentials(
      userId: string,
      doc: ConnectedAccountRecord,
      adapter: PlatformAdapter,
    ): Promise<AccountCredentials> {
      const credentials = credentialsOf(doc);
      const expiresAt = doc.tokenExpiresAt?.getTime();
      const filter = { platform: doc.platform, accountId: doc.accountId };
      const scope = userScope(ConnectedAccountModel, userId);
      if (adapter.refresh && credentials.refreshToken && expiresAt !== undefined) {
        if (expiresAt - now().getTime() > REFRESH_WITHIN_MS) return credentials;
        const token = await adapter.refresh(credentials);
        await scope.updateMany(filter, { $set: tokenFields(token) });
        return { ...credentials, accessToken: token.accessToken, refreshToken: token.refreshToken };
      }
      if (cipher.isStale(doc.accessToken)) {
        // Written again under the current key, so an old key can be retired.
        await scope.updateMany(filter, { $set: { accessToken: cipher.seal(credentials.accessToken) } });
      }
      return credentials;
    },
  };
}

export type AccountTokens = ReturnType<typeof createAccountTokens>;
