import mongoose from 'mongoose';
import { ShopProductDayModel } from '../sync/shop-product-day-model';

/** A product's sales over a range of days, as the synced order lines say. */
export interface ProductSales {
  shopDomain: string;
  productId: string;
  units: number;
  revenue: number;
  /** Units sold on each day that had a sale (the other days sold none). */
  days: { date: string; units: number }[];
}

/** The days of a range: `start`..`end` inclusive, `YYYY-MM-DD` (UTC). */
export interface DayRange {
  start: string;
  end: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * One aggregation over the stored daily product sales of `userId` in `range`: units and revenue
 * per product, and (with `withDays`) each day's units for the trend. `productIds` narrows it to a
 * page of products; without it every product sold in the range is summed (for sorting by sales).
 */
export async function salesInRange(
  userId: string,
  range: DayRange,
  options: { productIds?: string[]; withDays?: boolean } = {},
): Promise<ProductSales[]> {
  const match: Record<string, unknown> = {
    userId,
    // Trusted: the bounds are dates the service computed, the ids come from its own catalogue.
    date: mongoose.trusted({ $gte: range.start, $lte: range.end }),
    ...(options.productIds ? { shopifyProductId: mongoose.trusted({ $in: options.productIds }) } : {}),
  };
  const groups = await ShopProductDayModel.aggregate<{
    _id: { shopDomain: string; productId: string };
    units: number;
    revenue: number;
    days?: { date: string; units: number | null }[];
  }>([
    { $match: match },
    {
      $group: {
        _id: { shopDomain: '$shopDomain', productId: '$shopifyProductId' },
        // Days synced before units were read count as none sold (their revenue still counts).
        units: { $sum: { $ifNull: ['$units', 0] } },
        revenue: { $sum: '$totalSales' },
        ...(options.withDays ? { days: { $push: { date: '$date', units: '$units' } } } : {}),
      },
    },
  ]);
  return groups.map((group) => ({
    shopDomain: group._id.shopDomain,
    productId: group._id.productId,
    units: group.units,
    revenue: cents(group.revenue),
    days: (group.days ?? []).map((day) => ({ date: day.date, units: day.units ?? 0 })),
  }));
}
