import { isoDay, orderCustomer, shopCustomers, shopOrders } from './generators';
import type { RunningSandbox } from './main';
import { connect } from './provider-tokens.test.helper';
import { answer, startSandbox } from './sandbox-client.test.helper';

const SHOP = 'alices-bakery.myshopify.com';

describe("a shop's customers (the sandbox's model)", () => {
  const lastDay = '2026-06-30';
  const customers = shopCustomers(SHOP, lastDay);

  it('are the same on every call, and each order is among the orders of the customer it names', () => {
    expect(shopCustomers(SHOP, lastDay)).toEqual(customers);
    for (const order of shopOrders(SHOP, '2026-06-01', '2026-06-30')) {
      const customer = orderCustomer(SHOP, order);
      const history = customers.find((one) => one.customer.id === customer.id);
      expect(history?.orders.map((placed) => placed.id)).toContain(order.id);
    }
    // Every order belongs to exactly one customer, and a customer's record starts at their first order.
    const orders = customers.flatMap((one) => one.orders);
    expect(orders).toHaveLength(shopOrders(SHOP, '2024-01-01', lastDay).length);
    for (const one of customers) expect(one.createdAt).toBe(one.orders[0]?.created_at);
  });

  it('order again in realistic shares: about a quarter twice or more, some three or more times', () => {
    const share = (least: number) => customers.filter((one) => one.orders.length >= least).length / customers.length;
    expect(share(2)).toBeGreaterThan(0.15);
    expect(share(2)).toBeLessThan(0.35);
    expect(share(3)).toBeGreaterThan(0.03);
    expect(share(3)).toBeLessThan(share(2));
  });
});

describe('Shopify Admin GraphQL: customers', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (await connect(sandbox.url, 'shopify', 'alice', 'read_orders,read_customers')).access;
  });
  afterAll(() => sandbox.stop());

  const graphql = async (query: string, variables: Record<string, unknown>, accessToken = token) =>
    answer(
      await fetch(`${sandbox.url}/shopify/shops/${SHOP}/admin/api/2025-07/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': accessToken },
        body: JSON.stringify({ query, variables }),
      }),
    );

  const CUSTOMERS = `query Customers($first: Int!, $after: String) {
    customers(first: $first, after: $after) {
      nodes { id createdAt numberOfOrders amountSpent { amount currencyCode } orders(first: 5) { nodes { id customer { id } } } }
      pageInfo { hasNextPage endCursor }
    }
  }`;

  it('lists customers with their order count, amount spent (paid orders) and orders, page by page', async () => {
    const today = isoDay(new Date());
    const expected = shopCustomers(SHOP, today)
      .map((one) => ({ ...one, orders: one.orders.filter((order) => Date.parse(order.created_at) < Date.now()) }))
      .filter((one) => one.orders.length > 0);
    const first = await graphql(CUSTOMERS, { first: 3, after: null });
    expect(first.json.errors).toBeUndefined();
    const page = first.json.data.customers;
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(page.nodes).toHaveLength(3);
    page.nodes.forEach((node: { id: string; orders: { nodes: { customer: { id: string } }[] } }, index: number) => {
      const one = expected[index]!;
      const paid = one.orders.filter((order) => order.financial_status === 'paid');
      expect(node).toMatchObject({
        id: `gid://shopify/Customer/${one.customer.id}`,
        createdAt: one.createdAt.replace(/\.\d{3}Z$/, 'Z'),
        numberOfOrders: String(one.orders.length),
        amountSpent: {
          amount: paid.reduce((sum, order) => sum + Number(order.total_price), 0).toFixed(2),
          currencyCode: 'USD',
        },
      });
      for (const order of node.orders.nodes) expect(order.customer.id).toBe(node.id);
    });
    const second = await graphql(CUSTOMERS, { first: 2, after: page.pageInfo.endCursor });
    expect(second.json.data.customers.nodes.map((node: { id: string }) => node.id)).toEqual(
      expected.slice(3, 5).map((one) => `gid://shopify/Customer/${one.customer.id}`),
    );
  });

  it('refuses customers without read_customers, as Shopify does', async () => {
    const other = (await connect(sandbox.url, 'shopify', 'alice', 'read_orders')).access;
    const refused = await graphql(CUSTOMERS, { first: 1, after: null }, other);
    expect(refused.json.data.customers).toBeNull();
    expect(refused.json.errors[0].extensions.code).toBe('ACCESS_DENIED');
  });
});
