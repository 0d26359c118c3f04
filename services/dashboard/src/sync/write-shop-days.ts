import type { AccountRef } from '@scp/shared/contracts/settings/integrations-internal';
import { ShopOrderModel } from '../customers/shop-order-model';
import type { ShopDaysReader } from '../neighbours/settings-reads';
import { ShopDailyMetricModel } from './shop-daily-metric-model';
import { ShopProductDayModel } from './shop-product-day-model';
import { upsertRows } from './upsert-rows';

/**
 * A shop's days `from`..`to`, each day's product sales and its orders with their customers, read and
 * upserted; answers the documents written.
 */
export async function writeShopDays(
  userId: string,
  account: AccountRef,
  reader: ShopDaysReader,
  from: string,
  to: string,
): Promise<number> {
  const read = await reader.readShop(userId, account, from, to);
  const shopDomain = account.accountId;
  let written = await upsertRows(
    ShopDailyMetricModel,
    read.days.map((day) => ({
      filter: { userId, shopDomain, date: day.date },
      set: {
        totalSales: day.totalSales,
        orderCount: day.orderCount,
        averageOrderValue: day.averageOrderValue,
        currency: read.currency,
      },
    })),
  );
  written += await upsertRows(
    ShopProductDayModel,
    read.productSalesByDay.flatMap(({ date, products }) =>
      products.map((product) => ({
        filter: { userId, shopDomain, date, shopifyProductId: product.shopifyProductId },
        set: {
          productTitle: product.productTitle,
          totalSales: product.totalSales,
          handle: product.handle ?? null,
          url: product.url ?? null,
          unitPrice: product.unitPrice ?? null,
          units: product.units ?? null,
          currency: read.currency || null,
        },
      })),
    ),
  );
  written += await upsertRows(
    ShopOrderModel,
    (read.orders ?? []).map((order) => ({
      filter: { userId, shopDomain, orderId: order.orderId },
      set: {
        customerId: order.customerId,
        createdAt: order.createdAt,
        total: order.total,
        paid: order.paid,
        currency: read.currency,
        ...(order.name !== undefined ? { name: order.name } : {}),
        ...(order.customerName !== undefined ? { customerName: order.customerName } : {}),
        ...(order.financialStatus !== undefined ? { financialStatus: order.financialStatus } : {}),
        ...(order.fulfillmentStatus !== undefined ? { fulfillmentStatus: order.fulfillmentStatus } : {}),
        ...(order.landingPage !== undefined ? { landingPage: order.landingPage } : {}),
        ...(order.utm !== undefined ? { utm: order.utm } : {}),
      },
    })),
  );
  return written;
}
