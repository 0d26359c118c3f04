import mongoose from 'mongoose';
import { productRanges } from '@scp/shared/contracts/dashboard/products-api';
import { ShopCatalogueModel, type CatalogueSales } from '../sync/shop-catalogue-model';
import { ShopProductDayModel } from '../sync/shop-product-day-model';
import { dayRangeOf } from './day-range';

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * Each catalogue product's units and revenue over the last 7, 30 and 90 days (ending `now`'s day,
 * UTC), written on its row so the products page sorts a catalogue of thousands by them with an index,
 * a page at a time. One aggregation over the shop's stored daily product sales; a product that sold
 * nothing gets zeros. Written by each shop sync (and each catalogue read again), so they are as
 * current as the sync.
 */
export async function writeCatalogueSales(userId: string, shopDomain: string, now = Date.now()): Promise<void> {
  const days = productRanges.map(Number);
  const starts = new Map(days.map((count) => [count, dayRangeOf(count, now).start]));
  const longest = dayRangeOf(Math.max(...days), now);
  const within = (count: number, field: string) => ({
    $sum: { $cond: [{ $gte: ['$date', starts.get(count)] }, { $ifNull: [field, 0] }, 0] },
  });
  const groups = await ShopProductDayModel.aggregate<Record<string, number> & { _id: string }>([
    // Trusted: bounds the service computed.
    { $match: { userId, shopDomain, date: mongoose.trusted({ $gte: longest.start, $lte: longest.end }) } },
    {
      $group: {
        _id: '$shopifyProductId',
        ...Object.fromEntries(
          days.flatMap((count) => [
            [`units${count}`, within(count, '$units')],
            [`revenue${count}`, within(count, '$totalSales')],
          ]),
        ),
      },
    },
  ]);
  const over = (count: number, group?: Record<string, number>) => ({
    units: group?.[`units${count}`] ?? 0,
    revenue: cents(group?.[`revenue${count}`] ?? 0),
  });
  const salesOf = (group?: Record<string, number>): CatalogueSales => ({
    d7: over(7, group),
    d30: over(30, group),
    d90: over(90, group),
  });
  const run = new mongoose.Types.ObjectId().toHexString();
  if (groups.length)
    await ShopCatalogueModel.bulkWrite(
      groups.map((group) => ({
        updateOne: {
          filter: { userId, shopDomain, shopifyProductId: group._id },
          update: { $set: { sales: salesOf(group), salesRun: run } },
        },
      })),
      { ordered: false },
    );
  // Every other product sold nothing in 90 days.
  await ShopCatalogueModel.updateMany(
    { userId, shopDomain, salesRun: mongoose.trusted({ $ne: run }) },
    { $set: { sales: salesOf(), salesRun: run } },
  );
}
