import type { Logger } from '@scp/service-kit/logger';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import { adPlatforms, type AdPlatform } from '@scp/shared/contracts/settings/ad-insights-internal';
import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { AdSpendReader } from '../neighbours/settings-ad-reads';
import { upsertRows } from '../sync/upsert-rows';
import { AdAccountModel, AdSpendDayModel } from './ad-spend-model';
import { refreshAdSpendTotals } from './ad-spend-totals';

/** Whether an account's connection can carry ad accounts (a Facebook page's grant). */
export function isAdPlatform(platform: string): platform is AdPlatform {
  return (adPlatforms as readonly string[]).includes(platform);
}

const DAY_MS = 24 * 3600 * 1000;
/** The days a read of settings covers at most (its ad-insights read takes up to 93). */
const READ_DAYS = 90;

const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The ad accounts the account's grant reaches and their campaigns' days `from`..`to`, upserted (one
 * document per ad account, campaign and day); answers the documents written. A grant without the
 * ad accounts writes nothing. A platform refusing the read (Meta's permission withdrawn since, a
 * TikTok ad account's authorization gone) is not the account's failure: it is logged and the
 * account's own figures go on; any other failure is the account's, so its window is read again next
 * time. Ad accounts granted after the account's first sync (a TikTok account's ad account, connected
 * apart from it; a page connected again with ads_read) are read back to `first`, the first day of
 * the history, the first time they answer with an ad account.
 */
export async function writeAdSpend(
  deps: { ads?: AdSpendReader; logger: Logger },
  userId: string,
  account: AccountRef,
  from: string,
  to: string,
  first: string = from,
): Promise<number> {
  const platform = account.platform;
  if (!deps.ads || !isAdPlatform(platform)) return 0;
  const known = from <= first || (await AdAccountModel.exists({ userId, platform })) !== null;
  const window = await writeAdSpendWindow(deps, userId, platform, account, from, to);
  let written = window.written;
  if (known || !window.found) return written;
  for (let start = first; start < from; start = dayAfter(start, READ_DAYS)) {
    const end = dayAfter(start, READ_DAYS - 1);
    written += (await writeAdSpendWindow(deps, userId, platform, account, start, end < from ? end : dayAfter(from, -1)))
      .written;
  }
  return written;
}

async function writeAdSpendWindow(
  deps: { ads?: AdSpendReader; logger: Logger },
  userId: string,
  platform: AdPlatform,
  account: AccountRef,
  from: string,
  to: string,
): Promise<{ found: boolean; written: number }> {
  if (!deps.ads) return { found: false, written: 0 };
  let read: Awaited<ReturnType<AdSpendReader['readAdSpend']>>;
  try {
    read = await deps.ads.readAdSpend(userId, { platform, accountId: account.accountId }, from, to);
  } catch (err) {
    if (!(err instanceof PlatformFailure) || err.kind !== 'refused') throw err;
    deps.logger.warn({ platform, reason: err.message }, 'ad spend not read');
    return { found: false, written: 0 };
  }
  if (!read.granted) return { found: false, written: 0 };
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
  // The day's spend on every account together, which the analytics summary reads, follows what changed.
  if (written > 0) await refreshAdSpendTotals(userId, { from, to });
  return { found: read.adAccounts.length > 0, written };
}
