import type { ConnectedAccount } from '@scp/shared/contracts/settings/connected-accounts';
import { type PostPlatform, postPlatforms } from '@scp/shared/contracts/studio/studio-constants';

/** A connected account a post can go to, with what its preview shows of it. */
export interface PublishableAccount {
  platform: PostPlatform;
  accountId: string;
  displayName: string;
  identifier: string;
  imageUrl: string | null;
  /** False when the platform refused its token: the owner reconnects it before posting there. */
  usable: boolean;
}

function isPostPlatform(platform: string): platform is PostPlatform {
  return (postPlatforms as readonly string[]).includes(platform);
}

/** The owner's connected social accounts a post can go to (a shop or analytics account cannot), platforms' order. */
export function publishableAccounts(accounts: readonly ConnectedAccount[]): PublishableAccount[] {
  return accounts
    .filter((account) => account.connected)
    .flatMap((account) =>
      isPostPlatform(account.platform)
        ? [
            {
              platform: account.platform,
              accountId: account.accountId,
              displayName: account.displayName,
              identifier: account.identifier,
              imageUrl: account.imageUrl,
              usable: account.status !== 'needs_reauth',
            },
          ]
        : [],
    )
    .sort((a, b) => postPlatforms.indexOf(a.platform) - postPlatforms.indexOf(b.platform));
}
