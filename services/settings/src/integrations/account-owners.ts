import { ConnectedAccountModel } from './connected-account-model';

/**
 * Who connected a Facebook page or an Instagram account: a messaging webhook names the account,
 * and the auto-responder answers for each of its owners (a lookup across users by design).
 */
export async function accountOwners(platform: 'facebook' | 'instagram', accountId: string): Promise<string[]> {
  const owners: string[] = await ConnectedAccountModel.distinct('userId', { platform, accountId });
  return owners.sort();
}
