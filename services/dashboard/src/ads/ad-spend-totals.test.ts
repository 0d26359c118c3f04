import mongoose, { Types } from 'mongoose';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { AdSpendDayModel, AdSpendTotalModel } from './ad-spend-model';
import { refreshAdSpendTotals } from './ad-spend-totals';
import { adSpendTotalsMigration } from './ad-spend-totals-migration';

// The analytics summary reads the owner's spend of a day on every ad account together from
// ad_spend_totals: kept from the campaigns' days by the sync, and added up once for spend synced
// before the totals were kept (migration 2).

dashboardFixture({ settings: new FakeNeighbour(() => ({})) });

function campaignDay(userId: string, platform: 'facebook' | 'tiktok', campaignId: string, date: string, spend: number) {
  return {
    userId,
    platform,
    accountId: `${platform}-account`,
    adAccountId: `${platform}-ads`,
    campaignId,
    campaignName: campaignId,
    date,
    currency: 'USD',
    spend,
    impressions: 100,
    clicks: 2,
    purchases: 1,
  };
}

const totalsOf = async (userId: string) =>
  (await AdSpendTotalModel.find({ userId }, { _id: 0, date: 1, spend: 1 }).sort({ date: 1 }).lean()).map((row) => [
    row.date,
    row.spend,
  ]);

describe('ad spend totals by day', () => {
  it('the migration adds up the campaigns’ days of every owner and platform, day by day', async () => {
    const [ann, bob] = [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()];
    await AdSpendDayModel.insertMany([
      campaignDay(ann, 'facebook', 'f1', '2026-03-01', 10.1),
      campaignDay(ann, 'facebook', 'f2', '2026-03-01', 20.2),
      campaignDay(ann, 'tiktok', 't1', '2026-03-01', 0.3),
      campaignDay(ann, 'tiktok', 't1', '2026-03-02', 5),
      campaignDay(bob, 'facebook', 'f1', '2026-03-01', 7.25),
    ]);
    await adSpendTotalsMigration(2).up({
      connection: mongoose.connection,
      logger: { info: () => undefined } as never,
    });
    // By hand: 10.10 + 20.20 + 0.30 = 30.60 on the 1st; 5 on the 2nd; Bob's 7.25 his own.
    expect(await totalsOf(ann)).toEqual([
      ['2026-03-01', 30.6],
      ['2026-03-02', 5],
    ]);
    expect(await totalsOf(bob)).toEqual([['2026-03-01', 7.25]]);
  });

  it('follow the campaigns’ days: changed days are written again, days without spend any more removed', async () => {
    const userId = new Types.ObjectId().toHexString();
    await AdSpendDayModel.insertMany([
      campaignDay(userId, 'facebook', 'f1', '2026-04-01', 12.5),
      campaignDay(userId, 'tiktok', 't1', '2026-04-01', 2.5),
      campaignDay(userId, 'tiktok', 't1', '2026-04-02', 4),
      campaignDay(userId, 'facebook', 'f1', '2026-04-10', 1),
    ]);
    await refreshAdSpendTotals(userId, { from: '2026-04-01', to: '2026-04-02' });
    expect(await totalsOf(userId)).toEqual([
      ['2026-04-01', 15],
      ['2026-04-02', 4],
    ]);
    // TikTok's spend forgotten (its account disconnected with its history): every day again.
    await AdSpendDayModel.deleteMany({ userId, platform: 'tiktok' });
    await refreshAdSpendTotals(userId);
    expect(await totalsOf(userId)).toEqual([
      ['2026-04-01', 12.5],
      ['2026-04-10', 1],
    ]);
  });
});
