import { Types } from 'mongoose';
import request from 'supertest';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import {
  shopCustomerInternalPaths,
  shopCustomerResponseSchema,
} from '@scp/shared/contracts/dashboard/shop-customer-internal';
import type { ShopOrder, ShopRead } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { writeShopDays } from '../sync/write-shop-days';

// POST /internal/dashboard/shop-customer: the auto-responder shows beside a thread the Shopify customer
// the conversation proved, with their latest orders, from the orders the sync stored (written here by
// the sync's own writer from what settings' reader answers).

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const path = shopCustomerInternalPaths.shopCustomer;
const SHOP = 'alices-bakery.myshopify.com';

const order = (
  id: number,
  customerId: string | null,
  createdAt: string,
  total: number,
  extra: Partial<ShopOrder> = {},
) => ({ orderId: String(id), customerId, createdAt, total, paid: total > 0, ...extra }) satisfies ShopOrder;

async function syncOrders(userId: string, orders: ShopOrder[]) {
  const read: ShopRead = { currency: 'USD', days: [], productSalesByDay: [], orders };
  await writeShopDays(
    userId,
    { platform: 'shopify', accountId: SHOP },
    { readShop: async () => read, readProducts: async () => ({ currency: 'USD', products: [] }) },
    '',
    '',
  );
}

async function ask(userId: string, body: unknown, caller: ServiceName = 'responder') {
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'dashboard', `POST ${path}`, userId))
    .send(body as object);
}

describe('POST /internal/dashboard/shop-customer', () => {
  it("answers the customer's figures and their latest orders, newest first, by the proof's gid", async () => {
    const userId = new Types.ObjectId().toHexString();
    await syncOrders(userId, [
      ...[1, 2, 3, 4, 5, 6].map((day) =>
        order(1000 + day, '7001', `2026-03-0${day}T10:00:00.000Z`, 20 + day, {
          name: `#${1000 + day}`,
          customerName: 'Dana Reyes',
          financialStatus: 'PAID',
          fulfillmentStatus: day === 6 ? 'UNFULFILLED' : 'FULFILLED',
        }),
      ),
      order(1007, '7001', '2026-03-07T10:00:00.000Z', 0, { name: '#1007', financialStatus: 'REFUNDED' }),
      // Another customer's order, and one placed without a customer record.
      order(1008, '7002', '2026-03-08T10:00:00.000Z', 99, { name: '#1008', customerName: 'Eli Stone' }),
      order(1009, null, '2026-03-09T10:00:00.000Z', 5),
    ]);

    const answer = await ask(userId, { customerId: 'gid://shopify/Customer/7001' });
    expect(answer.status).toBe(200);
    expect(shopCustomerResponseSchema.safeParse(answer.body).success).toBe(true);
    expect(answer.body.customer).toEqual({
      name: 'Dana Reyes',
      ordersCount: 7,
      totalSpent: '141.00',
      currency: 'USD',
      firstOrderAt: '2026-03-01T10:00:00.000Z',
      lastOrderAt: '2026-03-07T10:00:00.000Z',
    });
    expect(answer.body.orders.map((row: { name: string }) => row.name)).toEqual([
      '#1007',
      '#1006',
      '#1005',
      '#1004',
      '#1003',
    ]);
    expect(answer.body.orders[0]).toEqual({
      name: '#1007',
      createdAt: '2026-03-07T10:00:00.000Z',
      total: '0.00',
      currency: 'USD',
      financialStatus: 'REFUNDED',
      fulfillmentStatus: null,
    });
    expect(answer.body.orders[1]).toMatchObject({ total: '26.00', fulfillmentStatus: 'UNFULFILLED' });
    // The bare numeric id is the same customer.
    expect((await ask(userId, { customerId: '7001' })).body.customer.ordersCount).toBe(7);
  });

  it("answers no customer for one the owner's shop has no order of, and never another owner's", async () => {
    const alice = new Types.ObjectId().toHexString();
    const bob = new Types.ObjectId().toHexString();
    await syncOrders(alice, [order(2001, '8001', '2026-03-01T10:00:00.000Z', 10, { customerName: 'Fay Lund' })]);
    expect((await ask(alice, { customerId: 'gid://shopify/Customer/8002' })).body).toEqual({
      customer: null,
      orders: [],
    });
    expect((await ask(bob, { customerId: 'gid://shopify/Customer/8001' })).body).toEqual({
      customer: null,
      orders: [],
    });
  });

  it('is for the auto-responder alone', async () => {
    const userId = new Types.ObjectId().toHexString();
    for (const caller of ['settings', 'assistant', 'studio'] as const)
      expect((await ask(userId, { customerId: '7001' }, caller)).status).toBe(403);
    // No token at all.
    expect((await request(fx.app).post(path).send({ customerId: '7001' })).status).toBe(401);
  });

  it('refuses what is no customer id with a 400', async () => {
    const userId = new Types.ObjectId().toHexString();
    for (const body of [{}, { customerId: 'dana@example.com' }, { customerId: '7001', extra: 1 }, { customerId: 7001 }])
      expect((await ask(userId, body)).status).toBe(400);
  });
});
