import { Types } from 'mongoose';
import { createLogger } from '@scp/service-kit/logger';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { startTestRedis, uniqueDatabaseName, type TestRedis } from '@scp/service-kit/testing';
import type { PublicAccountRead } from '@scp/shared/contracts/settings/public-accounts-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import type { PublicAccountsSource } from '../neighbours/settings-public-accounts';
import { CompetitorModel, type CompetitorRecord } from './competitor-model';
import { CompetitorSnapshotModel } from './competitor-snapshot-model';
import { createCompetitorSnapshotQueue } from './competitor-snapshot-queue';
import { createCompetitorSnapshots } from './competitor-snapshots';
import { sampleCompetitorRead } from './sample-competitor-read.test.util';

// The daily snapshot: one document per competitor and UTC day, whatever runs it and how often.

// The service on the embedded database: what the models write to.
serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
let redis: TestRedis | undefined;
beforeAll(async () => {
  redis = await startTestRedis();
  await CompetitorSnapshotModel.init();
});
afterAll(async () => {
  await redis?.stop();
});

const DAY_MS = 24 * 3600 * 1000;
const dayOf = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Settings as the sandbox's platforms answer, with handles that fail until told otherwise. */
function fakeSource() {
  const failing = new Set<string>();
  const reads: string[] = [];
  const source: PublicAccountsSource = {
    async read(_userId, platform, handle): Promise<PublicAccountRead> {
      reads.push(`${platform}:${handle}`);
      if (failing.has(handle)) return { failure: { kind: 'unavailable', detail: 'HTTP 503' } };
      return sampleCompetitorRead(platform, handle)!;
    },
    async onboardingEntries() {
      return [];
    },
  };
  return { source, failing, reads };
}

async function follow(userId: string, platform: 'instagram' | 'tiktok', handle: string): Promise<CompetitorRecord> {
  return (
    await CompetitorModel.create({ userId, platform, handle, source: 'added', createdAt: new Date() })
  ).toObject();
}

describe('competitor snapshots', () => {
  it('takes each competitor once a day: a second run the same day adds nothing, the next day one more', async () => {
    await CompetitorModel.deleteMany({});
    await CompetitorSnapshotModel.deleteMany({});
    const { source, reads } = fakeSource();
    let now = Date.now();
    const snapshots = createCompetitorSnapshots({ publicAccounts: source, now: () => now });
    const alice = new Types.ObjectId().toHexString();
    const bob = new Types.ObjectId().toHexString();
    const crumb = await follow(alice, 'instagram', 'crumbandcrust');
    await follow(bob, 'tiktok', 'kilnandclay');

    expect(await snapshots.takeMissing({ retryFailed: true })).toBe(2);
    expect(await snapshots.takeMissing({ retryFailed: true })).toBe(0);
    expect(reads).toHaveLength(2);
    // Taking one again the same day rewrites its day.
    await snapshots.take(crumb);
    expect(await CompetitorSnapshotModel.countDocuments({})).toBe(2);

    now += DAY_MS;
    expect(await snapshots.takeMissing({ retryFailed: true })).toBe(2);
    const days = await CompetitorSnapshotModel.find({ competitorId: crumb._id }).sort({ day: 1 }).lean();
    expect(days.map((snapshot) => snapshot.day)).toEqual([dayOf(now - DAY_MS), dayOf(now)]);
    expect(days[0]!.figures).toMatchObject({ name: 'Crumb & Crust Bakery', followers: expect.any(Number) });
  });

  it('retries a failed read in the daily run, and a later failure keeps the figures of the day', async () => {
    const { source, failing } = fakeSource();
    const snapshots = createCompetitorSnapshots({ publicAccounts: source });
    const userId = new Types.ObjectId().toHexString();
    const competitor = await follow(userId, 'instagram', 'glazestudio');
    failing.add('glazestudio');
    await snapshots.take(competitor);
    expect(await CompetitorSnapshotModel.findOne({ competitorId: competitor._id }).lean()).toMatchObject({
      figures: null,
      failure: { kind: 'unavailable' },
    });
    // The page does not ask a refusing platform again the same day; the daily run does.
    expect(await snapshots.takeMissing({ userId, retryFailed: false })).toBe(0);
    failing.delete('glazestudio');
    expect(await snapshots.takeMissing({ userId, retryFailed: true })).toBe(1);
    failing.add('glazestudio');
    await snapshots.take(competitor);
    const stored = await CompetitorSnapshotModel.find({ competitorId: competitor._id }).lean();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ figures: { name: 'Glaze Studio' }, failure: null });
  });

  it('refuses a second document for a competitor and day (unique index)', async () => {
    const competitorId = new Types.ObjectId();
    const doc = { userId: 'u', competitorId, day: '2026-01-01', takenAt: new Date() };
    await CompetitorSnapshotModel.create(doc);
    await expect(CompetitorSnapshotModel.create(doc)).rejects.toMatchObject({ code: 11000 });
  });

  it('runs as a BullMQ job on a daily schedule', async () => {
    await CompetitorModel.deleteMany({});
    await CompetitorSnapshotModel.deleteMany({});
    const { source } = fakeSource();
    const snapshots = createCompetitorSnapshots({ publicAccounts: source });
    const userId = new Types.ObjectId().toHexString();
    await follow(userId, 'tiktok', 'summitsupplyco');
    const queue = await createCompetitorSnapshotQueue({
      redisUrl: redis!.url,
      prefix: `bull-${uniqueDatabaseName('competitors')}`,
      snapshots,
      runWorker: true,
      logger: createLogger({ name: 'dashboard', level: 'silent' }),
    });
    try {
      const [schedule] = await queue.queue.getJobSchedulers();
      expect(schedule).toMatchObject({ key: 'competitor-snapshots.daily', pattern: '10 0 * * *' });
      await queue.runNow();
      for (let tries = 0; tries < 100 && (await CompetitorSnapshotModel.countDocuments({ userId })) === 0; tries += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await queue.runNow();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await CompetitorSnapshotModel.countDocuments({ userId })).toBe(1);
    } finally {
      await queue.close();
    }
  });
});
