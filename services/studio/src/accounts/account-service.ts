import { postPlatforms, type PostPlatform } from '@scp/shared/contracts/studio/studio-constants';
import type { StudioAccount } from '@scp/shared/contracts/studio/studio-api';
import type { Neighbours } from '../neighbours/neighbours';

const isPostPlatform = (platform: string): platform is PostPlatform =>
  (postPlatforms as readonly string[]).includes(platform);

/** The owner's connected accounts a post can go to: the social ones settings lists (no shop, no analytics). */
export function createAccountService(neighbours: Neighbours) {
  return {
    async list(userId: string): Promise<StudioAccount[]> {
      const accounts = await neighbours.connectedAccounts(userId);
      return accounts.flatMap((account) =>
        isPostPlatform(account.platform) ? [{ ...account, platform: account.platform }] : [],
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
