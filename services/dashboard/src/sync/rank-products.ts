import mongoose from 'mongoose';
import { isoDay } from '@scp/shared/contracts/dashboard/analytics';
import { ShopProductDayModel } from './shop-product-day-model';
import { ShopProductModel } from './shop-product-model';
import { DAY_MS, dayTime } from './sync-days';
import { upsertRows } from './upsert-rows';

/** Product rank periods, in days (the dashboard's ranges). */
export const PRODUCT_PERIODS = [7, 30, 90] as const;

/**
 * The shop's best sellers of each period ending `today`, ranked from the stored product days; a
 * product no longer among them loses its rank. Answers the documents written and deleted.
 */
export async function rankProducts(userId: string, shopDomain: string, today: string): Promise<number> {
  let written = 0;
  for (const periodDays of PRODUCT_PERIODS) {
    const start = isoDay(dayTime(today) - (periodDays - 1) * DAY_MS);
    const totals: Array<{
      _id: string;
      productTitle: string;
      totalSales: number;
      handle: string | null;
      url: string | null;
      unitPrice: number | null;
      currency: string | null;
    }> = await ShopProductDayModel.aggregate([
      { $match: { userId, shopDomain, date: mongoose.trusted({ $gte: start, $lte: today }) } },
      // Day by day, so each product's title, page and price are those of its latest sale.
      { $sort: { date: 1 } },
      {
        $group: {
          _id: '$shopifyProductId',
          productTitle: { $last: '$productTitle' },
          totalSales: { $sum: '$totalSales' },
          handle: { $last: '$handle' },
          url: { $last: '$url' },
          unitPrice: { $last: '$unitPrice' },
          currency: { $last: '$currency' },
        },
      },
      { $sort: { totalSales: -1, _id: 1 } },
    ]);
    written += await upsertRows(
      ShopProductModel,
      totals.map((product, index) => ({
        filter: { userId, shopDomain, periodDays, shopifyProductId: product._id },
        set: {
          productTitle: product.productTitle,
          totalSales: Math.round(product.totalSales * 100) / 100,
          rank: index + 1,
          periodStartDate: start,
          periodEndDate: today,
          handle: product.handle ?? null,
          url: product.url ?? null,
          unitPrice: product.unitPrice ?? null,
          currency: product.currency ?? null,
        },
      })),
    );
    const ranked = totals.map((product) => product._id);
    const stale = await ShopProductModel.deleteMany({
      userId,
      shopDomain,
      periodDays,
      shopifyProductId: mongoose.trusted({ $nin: ranked }),
    });
    written += stale.deletedCount;
  }
  return written;
}
