import type { Logger } from '@scp/service-kit/logger';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { adPlatforms, type AdPlatform } from '@scp/shared/contracts/settings/ad-insights-internal';
import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { AdSpendReader } from '../neighbours/settings-ad-reads';
import { upsertRows } from '../sync/upsert-rows';
import { AdAccountModel, AdSpendDayModel } from './ad-spend-model';

/** Whether an account's connection can carry ad accounts (a Facebook page's grant). */
export function isAdPlatform(platform: string): platform is AdPlatform {
  return (adPlatforms as readonly string[]).includes(platform);
}

/**
 * The ad accounts the account's grant reaches and their campaigns' days `from`..`to`, upserted (one
 * document per ad account, campaign and day); answers the documents written. A grant without the
 * ad accounts writes nothing. Meta refusing the permission (withdrawn since) is not the page's
 * failure: it is logged and the page's own figures go on; any other failure is the account's, so its
 * window is read again next time.
 */
export async function writeAdSpend(
  deps: { ads?: AdSpendReader; logger: Logger },
  userId: string,
  account: AccountRef,
  from: string,
  to: string,
): Promise<number> {
  const platform = account.platform;
  if (!deps.ads || !isAdPlatform(platform)) return 0;
  let read: Awaited<ReturnType<AdSpendReader['readAdSpend']>>;
  try {
    read = await deps.ads.readAdSpend(userId, { platform, accountId: account.accountId }, from, to);
  } catch (err) {
    if (!(err instanceof PlatformFailure) || err.kind !== 'refused') throw err;
    deps.logger.warn({ platform, reason: err.message }, 'ad spend not read');
    return 0;
  }
  if (!read.granted) return 0;
  // The page that first read an ad account keeps it: two pages of one grant read the same ad
  // accounts, and switching the page each time would make every sync a write.
  const firstReader = { accountId: account.accountId };
  let written = await upsertRows(
    AdAccountModel,
    read.adAccounts.map((adAccount) => ({
      filter: { userId, platform, adAccountId: adAccount.adAccountId },
      set: { name: adAccount.name, currency: adAccount.currency },
    })),
    firstReader,
  );
  for (const adAccount of read.adAccounts)
    written += await upsertRows(
      AdSpendDayModel,
      adAccount.days.map((day) => ({
        filter: {
          userId,
          platform,
          adAccountId: adAccount.adAccountId,
          campaignId: day.campaignId,
          date: day.date,
        },
        set: {
          campaignName: day.campaignName,
          currency: adAccount.currency,
          spend: day.spend,
          impressions: day.impressions,
          clicks: day.clicks,
          purchases: day.purchases,
        },
      })),
      firstReader,
    );
  return written;
}
