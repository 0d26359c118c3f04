import { trusted } from 'mongoose';
import { upsertRows } from '../sync/upsert-rows';
import { AdSpendDayModel, AdSpendTotalModel } from './ad-spend-model';

/** Sums of cents added in another order differ in the last bits: kept to a hundredth of a cent. */
const roundTotal = (spend: number) => Math.round(spend * 10_000) / 10_000;

/**
 * The owner's all-account spend of each day `from`..`to` (every day without a range) computed again
 * from the campaigns' days: days that still have spend are upserted, days that no longer do are
 * removed. Run by the sync after it wrote spend, and when an account's spend is forgotten.
 */
export async function refreshAdSpendTotals(userId: string, range?: { from: string; to: string }): Promise<void> {
  const dates = range ? { date: { $gte: range.from, $lte: range.to } } : {};
  const rows: Array<{ _id: string; spend: number }> = await AdSpendDayModel.aggregate([
    { $match: { userId, ...dates } },
    { $group: { _id: '$date', spend: { $sum: '$spend' } } },
  ]);
  await upsertRows(
    AdSpendTotalModel,
    rows.map((row) => ({ filter: { userId, date: row._id }, set: { spend: roundTotal(row.spend) } })),
  );
  const kept = rows.map((row) => row._id);
  await AdSpendTotalModel.deleteMany({
    userId,
    // The filter is built here, from dates: trusted past mongoose's sanitizing of query operators.
    date: trusted(range ? { $gte: range.from, $lte: range.to, $nin: kept } : { $nin: kept }),
  });
}
