import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { createLogger } from '@scp/service-kit/logger';
import type { SyncAccount } from '@scp/shared/contracts/integrations/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { PlatformDailyMetricModel, SyncStateModel } from './metrics-models';
import type { DailyMetricsRow, PlatformReader } from './platform-reader';
import { createSyncService, isoDay } from './sync-service';

// The sync's own bookkeeping, with a reader whose numbers are a function of the day: what a crash
// in the middle leaves behind, and that the next run finishes it without a gap or a duplicate.

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const DAY_MS = 24 * 3600 * 1000;
const account: SyncAccount = {
  platform: 'tiktok',
  accountId: 'open_id_1',
  displayName: 'Test',
  accessToken: 'token',
  details: {},
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
  const tiktok: PlatformReader = {
    platform: 'tiktok',
    async readDaily(_account, from, to) {
      calls.push([from, to]);
      if (calls.length === options.dieOnCall) throw new Error('the process died');
      return days(from, to);
    },
  };
  return { tiktok, calls };
}

function service(tiktok: PlatformReader) {
  return createSyncService({
    source: { accounts: async () => [account], report: async () => undefined },
    readers: { tiktok },
    shop: undefined,
    historyDays: 400,
    logger: createLogger({ name: 'dashboard', level: 'silent' }),
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
