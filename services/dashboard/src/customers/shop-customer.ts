import { userScope } from '@scp/service-kit/user-scope';
import {
  shopCustomerLimits,
  type ShopCustomerRequest,
  type ShopCustomerResponse,
} from '@scp/shared/contracts/dashboard/shop-customer-internal';
import { ShopOrderModel, type ShopOrder } from './shop-order-model';

const NUMERIC_ID = /(\d+)$/;
const amount = (value: number) => value.toFixed(2);
const instant = (iso: string) => new Date(Date.parse(iso)).toISOString();

type StoredOrder = Pick<
  ShopOrder,
  'name' | 'createdAt' | 'total' | 'currency' | 'financialStatus' | 'fulfillmentStatus' | 'customerName'
>;

/**
 * One Shopify customer of the owner's shop over their synced orders (every shop of the owner; the
 * sync keeps Shopify's numeric customer id, the responder's proof its gid): who they are, how much
 * they ordered, and their latest orders.
 */
export async function readShopCustomer(userId: string, request: ShopCustomerRequest): Promise<ShopCustomerResponse> {
  const customerId = NUMERIC_ID.exec(request.customerId)?.[1] ?? request.customerId;
  const orders = await userScope(ShopOrderModel, userId)
    .find({ customerId })
    .sort({ createdAt: -1 })
    .select({
      _id: 0,
      name: 1,
      createdAt: 1,
      total: 1,
      currency: 1,
      financialStatus: 1,
      fulfillmentStatus: 1,
      customerName: 1,
    })
    .lean<StoredOrder[]>();
  const latest = orders[0];
  const first = orders.at(-1);
  if (!latest || !first) return { customer: null, orders: [] };
  const spentCents = orders.reduce((sum, order) => sum + Math.round(order.total * 100), 0);
  return {
    customer: {
      name: orders.find((order) => order.customerName)?.customerName ?? null,
      ordersCount: orders.length,
      totalSpent: amount(spentCents / 100),
      currency: latest.currency,
      firstOrderAt: instant(first.createdAt),
      lastOrderAt: instant(latest.createdAt),
    },
    orders: orders.slice(0, shopCustomerLimits.recentOrders).map((order) => ({
      name: order.name ?? null,
      createdAt: instant(order.createdAt),
      total: amount(order.total),
      currency: order.currency,
      financialStatus: order.financialStatus ?? null,
      fulfillmentStatus: order.fulfillmentStatus ?? null,
    })),
  };
}
