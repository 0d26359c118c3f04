import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import type { AccountReader } from '../neighbours/settings-reads';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { upsertRows } from './upsert-rows';

/** A social or analytics account's days `from`..`to`, read and upserted; answers the documents written. */
export async function writeDailyMetrics(
  userId: string,
  account: AccountRef,
  reader: AccountReader,
  from: string,
  to: string,
): Promise<number> {
  const rows = await reader.readDaily(userId, account, from, to);
  return upsertRows(
    PlatformDailyMetricModel,
    rows.map((row) => ({
      filter: { userId, platform: account.platform, accountId: account.accountId, date: row.date },
      set: { metrics: row.metrics },
    })),
  );
}
