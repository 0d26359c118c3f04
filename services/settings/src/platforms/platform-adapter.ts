import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import type { TokenSet } from '@scp/service-kit/platform-http';
import type { ShopFacts } from '@scp/shared/contracts/settings/industry-inference';

/** What the owner sees of an account, as the platform describes it now. */
export interface AccountProfile {
  identifier: string;
  displayName: string;
  imageUrl: string | null;
  description: string | null;
  profileUrl: string | null;
  followers: number | null;
}

/** One account a connection gave us, with the token it is used with (a Meta page's own token). */
export interface DiscoveredAccount extends AccountProfile {
  accountId: string;
  token: TokenSet;
  /** The person's own token where accounts use derived ones (Meta's user token behind page tokens): revoking needs it. */
  grantToken?: string;
  /** Platform facts later calls need (the page behind an Instagram account, the user who granted it). */
  details: Record<string, string>;
}

/** A stored account as an adapter needs it for a call. */
export interface AccountCredentials {
  accountId: string;
  accessToken: string;
  refreshToken?: string;
  grantToken?: string;
  /** The ad account's token connected apart from the account (TikTok's API for Business), where there is one. */
  adsToken?: string;
  details: Record<string, string>;
}

export interface PlatformAdapter {
  platform: PlatformKey;
  /** The platform's authorization URL for one flow. */
  authorizationUrl(input: { state: string; codeChallenge: string; redirectUri: string; shopDomain?: string }): string;
  /** The callback's parameters (state already checked): the accounts this connection gives. */
  connect(input: {
    params: URLSearchParams;
    verifier: string;
    redirectUri: string;
    shopDomain?: string;
  }): Promise<DiscoveredAccount[]>;
  /** The account as the platform describes it now. */
  profile(account: AccountCredentials): Promise<AccountProfile>;
  /** New tokens from the refresh token, where the platform has them. */
  refresh?(account: AccountCredentials): Promise<TokenSet>;
  /**
   * A new access token taken again from the owner's grant (Meta: the page token from the user token),
   * when the platform refused the one we hold; PlatformFailure('rejected') when the grant is gone too.
   */
  renew?(account: AccountCredentials): Promise<TokenSet>;
  /** Withdraws our access at the platform, where the platform offers that. */
  revoke?(account: AccountCredentials): Promise<void>;
  /** A shop's name and what it sells, for the industry inference (shops only). */
  shopFacts?(account: AccountCredentials): Promise<ShopFacts>;
}
