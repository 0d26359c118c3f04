import type { Logger } from '@scp/service-kit/logger';
import type { AccountRef, HourlyActivityRow } from '@scp/shared/contracts/settings/integrations-internal';
import { isPlatformError, type AccountReader } from '../neighbours/settings-reads';
import { PlatformHourlyActivityModel } from './platform-hourly-activity-model';
import { upsertRows } from './upsert-rows';

/**
 * The account's audience by hour, every day its platform still keeps (Instagram: 30, one call), so
 * a run that could not read them is made up by the next. The hours only add to the days: a read
 * that fails is logged and the account's sync goes on without them.
 */
export async function writeHourlyActivity(
  deps: { logger: Logger },
  userId: string,
  account: AccountRef,
  reader: AccountReader,
  from: string,
  today: string,
): Promise<number> {
  if (!reader.readHourly) return 0;
  let rows: HourlyActivityRow[];
  try {
    rows = await reader.readHourly(userId, account, from, today);
  } catch (err) {
    if (isPlatformError(err))
      deps.logger.warn({ platform: account.platform, reason: err.message }, 'hourly activity not read');
    else deps.logger.error({ err, platform: account.platform }, 'hourly activity not read');
    return 0;
  }
  return upsertRows(
    PlatformHourlyActivityModel,
    rows.map((row) => ({
      filter: { userId, platform: account.platform, accountId: account.accountId, date: row.date },
      set: { hours: row.hours },
    })),
  );
}
