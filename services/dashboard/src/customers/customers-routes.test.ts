import { Types } from 'mongoose';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService, startTestRedis, type TestRedis } from '@scp/service-kit/testing';
import { customerLtvResultSchema, customerFiguresSchema } from '@scp/shared/contracts/dashboard/customers';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { ShopDailyMetricModel } from '../sync/shop-daily-metric-model';
import { ShopOrderModel } from './shop-order-model';

let redis: TestRedis | undefined;
beforeAll(async () => {
  redis = await startTestRedis();
});
const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  redisUrl: () => (redis as TestRedis).url,
  env: { SETTINGS_SERVICE_URL: 'http://127.0.0.1:9/' },
});
afterAll(async () => {
  await redis?.stop();
});

const newUser = () => new Types.ObjectId().toHexString();
const SHOP = 'alices-bakery.myshopify.com';
const DAY_MS = 24 * 3600 * 1000;
const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString();

/**
 * Three customers (one an order of two shops' same id, so four), worked out by hand: c1 ordered
 * 100 then 50 five days later, c2 ordered 80 then 20 (refunded, 0) nine days later, c3 40 once, and
 * the other shop's c1 60 once; one order without a customer counts for no one.
 */
async function seed(userId: string) {
  const order = (shopDomain: string, orderId: string, customerId: string | null, days: number, total: number) => ({
    userId,
    shopDomain,
    orderId,
    customerId,
    createdAt: at(days),
    total,
    paid: total > 0,
    currency: 'USD',
  });
  await ShopOrderModel.insertMany([
    order(SHOP, '1', 'c1', 40, 100),
    order(SHOP, '2', 'c1', 35, 50),
    order(SHOP, '3', 'c2', 30, 80),
    order(SHOP, '4', 'c2', 21, 0),
    order(SHOP, '5', 'c3', 10, 40),
    order(SHOP, '6', null, 5, 999),
    order('other-shop.myshopify.com', '7', 'c1', 3, 60),
  ]);
  await ShopDailyMetricModel.create({
    userId,
    shopDomain: SHOP,
    date: at(0).slice(0, 10),
    totalSales: 0,
    orderCount: 0,
    averageOrderValue: 0,
    currency: 'USD',
  });
}

describe('GET /api/dashboard/customers', () => {
  it("answers the owner's lifetime value, repeat rate, time to a second order and cohorts", async () => {
    const userId = newUser();
    await seed(userId);
    await seed(newUser()); // another owner's orders change nothing
    const answer = await callService(fx.app, 'dashboard', 'get', '/customers', { userId });
    expect(answer.status).toBe(200);
    const figures = customerFiguresSchema.parse(answer.body);
    expect(figures).toMatchObject({
      shopConnected: true,
      hasData: true,
      currency: 'USD',
      range: { start: at(40).slice(0, 10), end: at(3).slice(0, 10) },
      customers: 4,
      orders: 6,
      // (150 + 80 + 40 + 60) / 4
      revenue: 330,
      lifetimeValue: 82.5,
      averageOrdersPerCustomer: 1.5,
      repeatCustomers: 2,
      repeatRate: 50,
      // 5 and 9 days
      medianDaysToSecondOrder: 7,
    });
    expect(figures.cohorts.reduce((sum, cohort) => sum + cohort.customers, 0)).toBe(4);
    expect(figures.cohorts.reduce((sum, cohort) => sum + (cohort.retention[0]?.customers ?? 0), 0)).toBe(2);
  });

  it('has no figures for an owner without synced customers, and none of another owner', async () => {
    await seed(newUser());
    const answer = await callService(fx.app, 'dashboard', 'get', '/customers', { userId: newUser() });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shopConnected: false,
      hasData: false,
      customers: 0,
      range: null,
      cohorts: [],
      medianDaysToSecondOrder: null,
    });
    expect((await callService(fx.app, 'dashboard', 'get', '/customers', {})).status).toBe(401);
  });
});

describe('analyze_customer_ltv', () => {
  const tool = async (userId: string) =>
    (await callService(fx.app, 'dashboard', 'post', '/tools/analyze_customer_ltv', { userId, body: {} })).body;

  it("answers from the owner's customers and says which orders it used", async () => {
    const userId = newUser();
    await seed(userId);
    const answer = await tool(userId);
    expect(answer).toMatchObject({ tool: 'analyze_customer_ltv', available: true });
    expect(answer.dataUsed[0]).toBe(
      `shop orders with the customers who placed them, ${at(40).slice(0, 10)} to ${at(3).slice(0, 10)}`,
    );
    const result = customerLtvResultSchema.parse(answer.result);
    expect(result).toMatchObject({ customers: 4, lifetimeValue: 82.5, repeatRate: 50, medianDaysToSecondOrder: 7 });
  });

  it('says why without customers, with the order figures', async () => {
    const answer = await tool(newUser());
    expect(answer).toMatchObject({ available: false, result: { orders90Days: 0 } });
    expect(answer.reason).toMatch(/lifetime value cannot be computed/);
  });
});
