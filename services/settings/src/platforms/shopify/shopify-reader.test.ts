import { orderCustomer, shopOrders, shopProducts } from '@scp/provider-sandbox/generators';
import { orderFirstVisit } from '@scp/provider-sandbox/providers/shopify-journeys';
import { productHandle } from '@scp/provider-sandbox/providers/shopify-product-images';
import type { ProductSales, ShopRead, SyncAccount } from '../platform-reader';
import { addDays, daysBetween } from '../reader-support';
import {
  activeFaults,
  connectAccount,
  expectFailure,
  longRange,
  rateLimitOnce,
  revokeTokens,
  sampleDays,
  useSandbox,
} from '../sandbox-accounts.test.helper';
import { createShopifyReader, MORE_LINES_QUERY, ORDERS_QUERY } from './shopify-reader';

const fixture = useSandbox();
let longRead: Promise<{ account: SyncAccount; from: string; to: string; read: ShopRead }> | undefined;

function graphqlUrl(url: string, account: SyncAccount) {
  return `${url}/shopify/shops/${account.accountId}/admin/api/2025-07/graphql.json`;
}

async function graphql(url: string, account: SyncAccount, query: string, variables: Record<string, unknown> = {}) {
  const answer = await fetch(graphqlUrl(url, account), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': account.accessToken },
    body: JSON.stringify({ query, variables }),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    data: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- GraphQL data as the test asked for it
    errors?: unknown[];
    extensions: { cost: { requestedQueryCost: number } };
  };
}

/** The landing page and UTM tags of an order's first visit, as the sandbox's model draws them. */
function landingOf(shopDomain: string, order: ReturnType<typeof shopOrders>[number]) {
  const product = shopProducts(shopDomain).find((one) => one.id === order.line_items[0]?.product_id);
  const visit = orderFirstVisit(shopDomain, { ...order, productHandle: product ? productHandle(product) : null }, []);
  return { landingPage: visit?.landingPage ?? null, utm: visit?.utm ?? null };
}

/** A day as the test computes it from the shop's orders of that day, asked for directly. */
async function expectedDay(url: string, account: SyncAccount, date: string) {
  const search = `created_at:>='${date}T00:00:00Z' created_at:<'${addDays(date, 1)}T00:00:00Z'`;
  const { data } = await graphql(
    url,
    account,
    `{ orders(first: 250, query: "${search}") { nodes { displayFinancialStatus totalPriceSet { shopMoney { amount } }
       lineItems(first: 50) { nodes { quantity product { id title handle onlineStoreUrl } originalUnitPriceSet { shopMoney { amount } } } } } } }`,
  );
  type Node = {
    displayFinancialStatus: string;
    totalPriceSet: { shopMoney: { amount: string } };
    lineItems: {
      nodes: Array<{
        quantity: number;
        product: { id: string; title: string; handle: string; onlineStoreUrl: string | null };
        originalUnitPriceSet: { shopMoney: { amount: string } };
      }>;
    };
  };
  const paid = (data.orders.nodes as Node[]).filter((order) => order.displayFinancialStatus === 'PAID');
  const cents = paid.reduce((sum, order) => sum + Math.round(Number(order.totalPriceSet.shopMoney.amount) * 100), 0);
  const products = new Map<string, ProductSales>();
  for (const line of paid.flatMap((order) => order.lineItems.nodes)) {
    const id = line.product.id.split('/').pop() as string;
    const unitPrice = Number(line.originalUnitPriceSet.shopMoney.amount);
    const product = products.get(id) ?? {
      shopifyProductId: id,
      productTitle: line.product.title,
      totalSales: 0,
      units: 0,
    };
    Object.assign(product, { handle: line.product.handle, url: line.product.onlineStoreUrl, unitPrice });
    product.units = (product.units ?? 0) + line.quantity;
    product.totalSales =
      Math.round(
        product.totalSales * 100 + Math.round(Number(line.originalUnitPriceSet.shopMoney.amount) * 100) * line.quantity,
      ) / 100;
    products.set(id, product);
  }
  return {
    day: {
      date,
      totalSales: cents / 100,
      orderCount: paid.length,
      averageOrderValue: paid.length ? Math.round(cents / paid.length) / 100 : 0,
    },
    products: [...products.values()].sort(
      (a, b) => b.totalSales - a.totalSales || a.shopifyProductId.localeCompare(b.shopifyProductId),
    ),
    refunded: (data.orders.nodes as Node[]).length - paid.length,
  };
}

/** The 400-day read, made once and shared (a test that starts while it runs waits for it rather than reading again). */
function readLong() {
  longRead ??= (async () => {
    const { url, shop } = fixture();
    const account = await connectAccount(url, 'shopify');
    const { from, to } = longRange();
    return { account, from, to, read: await shop!.readShop(account, from, to) };
  })();
  return longRead;
}

/** A whole shop's 400 days are read page by page: 15 s on a loaded 2-core machine, close to the 20 s a test is given. */
const LONG_READ_TIMEOUT_MS = 60_000;

describe('Shopify reader', () => {
  it(
    'reads 400 days of a shop, every day once, as its orders of that day say',
    async () => {
      const { url } = fixture();
      const { account, from, to, read } = await readLong();
      expect(read.currency).toBe('USD');
      expect(read.days.map((day) => day.date)).toEqual(daysBetween(from, to));
      expect(read.productSalesByDay.map((day) => day.date)).toEqual(daysBetween(from, to));
      for (const date of sampleDays(from, to)) {
        const expected = await expectedDay(url, account, date);
        expect(read.days.find((day) => day.date === date)).toEqual(expected.day);
        expect(read.productSalesByDay.find((day) => day.date === date)?.products).toEqual(expected.products);
      }
      // A day's products add up to its sales (line items make the order total in the sandbox).
      for (const [index, day] of read.days.entries()) {
        const products = read.productSalesByDay[index]?.products ?? [];
        const sum = products.reduce((total, product) => total + Math.round(product.totalSales * 100), 0);
        expect(sum).toBe(Math.round(day.totalSales * 100));
      }
      expect(read.days.filter((day) => day.orderCount > 0).length).toBeGreaterThan(300);
    },
    LONG_READ_TIMEOUT_MS,
  );

  it('leaves refunded orders out of the sales', async () => {
    const { url } = fixture();
    const { account, from, to, read } = await readLong();
    // Find a day with a refunded order among the first weeks and check it against the orders.
    for (const date of daysBetween(from, to).slice(0, 60)) {
      const expected = await expectedDay(url, account, date);
      if (!expected.refunded) continue;
      expect(read.days.find((day) => day.date === date)).toEqual(expected.day);
      return;
    }
    throw new Error('no refunded order in 60 days: pick another range');
  });

  it('follows the order pages and an order’s further line items without counting any twice', async () => {
    const { url } = fixture();
    const { account, read } = await readLong();
    const from = read.days[100]?.date as string;
    const to = read.days[139]?.date as string;
    // Two orders a page and one line an order: many pages and a second lookup for most orders.
    const small = createShopifyReader({
      shopsBaseUrl: `${url}/shopify/shops/`,
      apiVersion: '2025-07',
      ordersPerPage: 2,
      lineItemsPerOrder: 1,
    });
    const paged = await small.readShop(account, from, to);
    expect(paged.days).toEqual(read.days.slice(100, 140));
    expect(paged.productSalesByDay).toEqual(read.productSalesByDay.slice(100, 140));
    expect(paged.orders).toEqual(
      read.orders?.filter((order) => order.createdAt.slice(0, 10) >= from && order.createdAt.slice(0, 10) <= to),
    );
  });

  it('gives back every order of the range once with the customer who placed it, page by page', async () => {
    const { url } = fixture();
    const { account, read } = await readLong();
    const from = read.days[200]?.date as string;
    const to = read.days[229]?.date as string;
    const small = createShopifyReader({
      shopsBaseUrl: `${url}/shopify/shops/`,
      apiVersion: '2025-07',
      ordersPerPage: 7,
    });
    const paged = await small.readShop(account, from, to);
    const expected = shopOrders(account.accountId, from, to).map((order) => ({
      orderId: String(order.id),
      customerId: String(orderCustomer(account.accountId, order).id),
      createdAt: order.created_at,
      total: order.financial_status === 'paid' ? Number(order.total_price) : 0,
      paid: order.financial_status === 'paid',
      name: order.name,
      customerName: `${orderCustomer(account.accountId, order).firstName} ${orderCustomer(account.accountId, order).lastName}`,
      financialStatus: order.financial_status === 'paid' ? 'PAID' : 'REFUNDED',
      fulfillmentStatus: expect.any(String),
      // Its first visit's landing page and UTM tags (no post was published in this sandbox).
      ...landingOf(account.accountId, order),
    }));
    expect(expected.length).toBeGreaterThan(30);
    // Untagged visits, tagged ones and orders without a visit are all read as Shopify gives them.
    expect(paged.orders?.some((order) => order.utm === null && order.landingPage)).toBe(true);
    expect(paged.orders?.some((order) => order.utm?.medium === 'cpc')).toBe(true);
    expect(paged.orders?.some((order) => order.landingPage === null)).toBe(true);
    expect(paged.orders).toEqual(expected);
    // Some customers of the range ordered more than once in it.
    expect(new Set(expected.map((order) => order.customerId)).size).toBeLessThan(expected.length);
  });

  it('asks queries that cost less than Shopify’s 1000-point limit', async () => {
    const { url } = fixture();
    const { account } = await readLong();
    const orders = await graphql(url, account, ORDERS_QUERY, { first: 20, lines: 10, after: null, search: '' });
    expect(orders.errors).toBeUndefined();
    expect(orders.extensions.cost.requestedQueryCost).toBeLessThan(1000);
    const lines = await graphql(url, account, MORE_LINES_QUERY, { search: '', after: null });
    expect(lines.errors).toBeUndefined();
    expect(lines.extensions.cost.requestedQueryCost).toBeLessThan(1000);
  });

  it('reads a range with no orders as zero days', async () => {
    const { url, shop } = fixture();
    const account = await connectAccount(url, 'shopify');
    const read = await shop!.readShop(account, '2023-12-30', '2023-12-31');
    expect(read.days).toEqual([
      { date: '2023-12-30', totalSales: 0, orderCount: 0, averageOrderValue: 0 },
      { date: '2023-12-31', totalSales: 0, orderCount: 0, averageOrderValue: 0 },
    ]);
    expect(read.productSalesByDay).toEqual([
      { date: '2023-12-30', products: [] },
      { date: '2023-12-31', products: [] },
    ]);
  });

  it('waits out a 429 and still completes the read', async () => {
    const { url, shop } = fixture();
    const { account, read } = await readLong();
    const from = read.days[0]?.date as string;
    const to = read.days[29]?.date as string;
    await rateLimitOnce(url, 'shopify');
    const started = Date.now();
    const again = await shop!.readShop(account, from, to);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(await activeFaults(url)).toEqual([]);
    expect(again.days).toEqual(read.days.slice(0, 30));
  });

  it('refuses a token without read_orders as needing a new connection', async () => {
    const { url, shop } = fixture();
    const { account } = await readLong();
    const { connect } = await import('@scp/provider-sandbox/provider-tokens.test.helper');
    const tokens = await connect(url, 'shopify', 'alice', 'read_products');
    const { from, to } = longRange(5);
    await expectFailure(shop!.readShop({ ...account, accessToken: tokens.access }, from, to), 'rejected');
  });

  it('gives PlatformFailure rejected once the token is revoked', async () => {
    const { url, shop } = fixture();
    const account = await connectAccount(url, 'shopify');
    await revokeTokens(url, 'shopify');
    const { from, to } = longRange(5);
    await expectFailure(shop!.readShop(account, from, to), 'rejected');
  });
});
