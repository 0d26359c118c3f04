import { userScope } from '@scp/service-kit/user-scope';
import { customerFiguresOf, type CustomerFigures } from '@scp/shared/contracts/dashboard/customers';
import { hasShopRows } from '../analytics/analytics-model';
import { ShopOrderModel, type ShopOrder } from './shop-order-model';

/**
 * The owner's shop customers' figures over their synced orders (every shop of theirs; a customer is
 * one shop's customer id). Orders without a customer record count for no one.
 */
export async function readCustomerFigures(userId: string, now = Date.now()): Promise<CustomerFigures> {
  const [orders, shopConnected] = await Promise.all([
    userScope(ShopOrderModel, userId)
      .find()
      .select({ _id: 0, shopDomain: 1, customerId: 1, createdAt: 1, total: 1, currency: 1 })
      .lean<Array<Pick<ShopOrder, 'shopDomain' | 'customerId' | 'createdAt' | 'total' | 'currency'>>>(),
    hasShopRows(userId),
  ]);
  const figures = customerFiguresOf(
    orders.flatMap((order) =>
      order.customerId === null
        ? []
        : [
            {
              customer: `${order.shopDomain}\n${order.customerId}`,
              createdAt: order.createdAt,
              total: order.total,
            },
          ],
    ),
    now,
  );
  const currency = orders.find((order) => order.currency)?.currency ?? '';
  return { shopConnected: shopConnected || orders.length > 0, currency, ...figures };
}
