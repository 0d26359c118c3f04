import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { createLogger, type Logger } from '@scp/service-kit/logger';
import { PlatformFailure } from '@scp/service-kit/platform-http';
import type { SyncAccount } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { isoDay } from '@scp/shared/contracts/dashboard/analytics';
import type { DailyMetricsRow, HourlyActivityRow } from '@scp/shared/contracts/settings/integrations-internal';
import type { AccountReader } from '../neighbours/settings-reads';
import { PlatformDailyMetricModel } from './platform-daily-metric-model';
import { PlatformHourlyActivityModel } from './platform-hourly-activity-model';
import { createSyncService } from './sync-service';
import { SyncStateModel } from './sync-state-model';

// The sync's own bookkeeping, with a reader whose numbers are a function of the day: what a crash
// in the middle leaves behind, and that the next run finishes it without a gap or a duplicate.

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const DAY_MS = 24 * 3600 * 1000;
const account: SyncAccount = {
  platform: 'tiktok',
  accountId: 'open_id_1',
  displayName: 'Test',
  usable: true,
};

function days(from: string, to: string): DailyMetricsRow[] {
  const rows: DailyMetricsRow[] = [];
  for (let time = Date.parse(from); time <= Date.parse(to); time += DAY_MS) {
    rows.push({ date: isoDay(time), metrics: { views: time / DAY_MS } });
  }
  return rows;
}

function reader(options: { dieOnCall?: number } = {}) {
  const calls: Array<[string, string]> = [];
  const tiktok: AccountReader = {
    platform: 'tiktok',
    async readDaily(_userId, _account, from, to) {
      calls.push([from, to]);
      if (calls.length === options.dieOnCall) throw new Error('the process died');
      return days(from, to);
    },
  };
  return { tiktok, calls };
}

function service(
  reader: AccountReader,
  options: {
    account?: SyncAccount;
    logger?: Logger;
    onWritten?: (userId: string) => Promise<void>;
    report?: (report: { outcome: string }) => void;
  } = {},
) {
  return createSyncService({
    source: {
      accounts: async () => [options.account ?? account],
      report: async (_userId, report) => options.report?.(report),
    },
    readers: { [reader.platform]: reader },
    shop: undefined,
    historyDays: 400,
    logger: options.logger ?? createLogger({ name: 'dashboard', level: 'silent' }),
    onWritten: options.onWritten,
  });
}

describe('a sync that crashes in the middle', () => {
  it('keeps the windows it finished, and the next run completes from there', async () => {
    expect(fx.app).toBeDefined(); // the fixture is what connects the database
    const userId = new Types.ObjectId().toHexString();
    const crashing = reader({ dieOnCall: 3 });
    await expect(service(crashing.tiktok).syncUser(userId)).rejects.toThrow('the process died');
    expect(await PlatformDailyMetricModel.countDocuments({ userId })).toBe(180);
    const saved = await SyncStateModel.findOne({ userId }).lean();
    expect(saved?.lastCompleteDay).toBe(crashing.calls[1]?.[1]);

    const resumed = reader();
    const result = await service(resumed.tiktok).syncUser(userId);
    expect(resumed.calls[0]?.[0]).toBe(saved?.lastCompleteDay);
    const stored = await PlatformDailyMetricModel.find({ userId }).sort({ date: 1 }).lean();
    expect(stored).toHaveLength(400);
    expect(new Set(stored.map((row) => row.date)).size).toBe(400);
    expect(stored.at(-1)?.date).toBe(isoDay(Date.now()));
    // Only the days the crash left unwritten (and the last complete one, read again) were new.
    expect(result.documentsWritten).toBe(220);

    const again = await service(reader().tiktok).syncUser(userId);
    expect(again.documentsWritten).toBe(0);
  });
});

describe('the audience by hour (Instagram online followers)', () => {
  const instagram: SyncAccount = { ...account, platform: 'instagram', accountId: '17841400000000001' };
  const today = isoDay(Date.now());
  /** Three days of hours, hour h of day d at d * 100 + h (+ `bump` on today's 19 h). */
  const hourRows = (bump = 0): HourlyActivityRow[] =>
    [2, 1, 0].map((back) => ({
      date: isoDay(Date.now() - back * DAY_MS),
      hours: Array.from({ length: 24 }, (_, hour) => back * 100 + hour + (back === 0 && hour === 19 ? bump : 0)),
    }));

  function instagramReader(readHourly: AccountReader['readHourly']): AccountReader {
    return { platform: 'instagram', readDaily: async (_userId, _account, from, to) => days(from, to), readHourly };
  }

  it('stores each day once, reads all the days kept every run, and a change alone invalidates the analytics', async () => {
    const userId = new Types.ObjectId().toHexString();
    const asked: Array<[string, string]> = [];
    let bump = 0;
    const reader = instagramReader(async (_userId, _account, from, to) => {
      asked.push([from, to]);
      return hourRows(bump);
    });
    const onWritten = jest.fn(async () => undefined);
    const first = await service(reader, { account: instagram, onWritten }).syncUser(userId);
    expect(first.documentsWritten).toBe(400 + 3);
    // The whole history is offered; the reader knows how much of it the platform keeps.
    expect(asked).toEqual([[isoDay(Date.now() - 399 * DAY_MS), today]]);
    const stored = await PlatformHourlyActivityModel.find({ userId }).sort({ date: 1 }).lean();
    expect(stored.map((row) => [row.platform, row.accountId, row.date, row.hours[19]])).toEqual([
      ['instagram', instagram.accountId, isoDay(Date.now() - 2 * DAY_MS), 219],
      ['instagram', instagram.accountId, isoDay(Date.now() - DAY_MS), 119],
      ['instagram', instagram.accountId, today, 19],
    ]);
    expect(onWritten).toHaveBeenCalledTimes(1);

    expect((await service(reader, { account: instagram, onWritten }).syncUser(userId)).documentsWritten).toBe(0);
    expect(onWritten).toHaveBeenCalledTimes(1);

    bump = 5;
    expect((await service(reader, { account: instagram, onWritten }).syncUser(userId)).documentsWritten).toBe(1);
    expect(onWritten).toHaveBeenCalledTimes(2);
    expect(await PlatformHourlyActivityModel.countDocuments({ userId })).toBe(3);
    expect((await PlatformHourlyActivityModel.findOne({ userId, date: today }).lean())?.hours[19]).toBe(24);
  });

  it.each([
    ['the platform refuses it', new PlatformFailure('rejected', 'insights permission missing'), 'warn'],
    ['the reader breaks', new Error('unexpected answer'), 'error'],
  ] as const)('a failed read (%s) is logged, and the daily sync still succeeds', async (_case, failure, level) => {
    const userId = new Types.ObjectId().toHexString();
    const logger = createLogger({ name: 'dashboard', level: 'silent' });
    const logged = jest.spyOn(logger, level);
    const outcomes: string[] = [];
    const reader = instagramReader(async () => {
      throw failure;
    });
    const result = await service(reader, {
      account: instagram,
      logger,
      report: (report) => outcomes.push(report.outcome),
    }).syncUser(userId);
    expect(result.documentsWritten).toBe(400);
    expect(await PlatformDailyMetricModel.countDocuments({ userId })).toBe(400);
    expect(await PlatformHourlyActivityModel.countDocuments({ userId })).toBe(0);
    expect(outcomes).toEqual(['ok']);
    expect((await SyncStateModel.findOne({ userId }).lean())?.outcome).toBe('ok');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ platform: 'instagram' }), 'hourly activity not read');
  });

  it("forgetting the account deletes its hours with its days, and no other account's", async () => {
    const userId = new Types.ObjectId().toHexString();
    const sync = service(
      instagramReader(async () => hourRows()),
      { account: instagram },
    );
    await sync.syncUser(userId);
    await PlatformHourlyActivityModel.create({ ...hourRows()[0], userId, platform: 'instagram', accountId: 'other' });
    // 400 days, 3 days of hours and the sync state.
    expect(await sync.forgetAccount(userId, 'instagram', instagram.accountId)).toBe(400 + 3 + 1);
    expect(await PlatformHourlyActivityModel.find({ userId }).lean()).toEqual([
      expect.objectContaining({ accountId: 'other' }),
    ]);
  });
});
