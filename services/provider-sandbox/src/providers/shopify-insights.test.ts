import {
  addDays,
  DATA_EPOCH,
  isoDay,
  orderCustomer,
  shopCustomer,
  shopOrderByNumber,
  shopOrders,
  shopProducts,
} from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';

const SHOP = 'alices-bakery.myshopify.com';
const DAY_MS = 24 * 3600 * 1000;
let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'shopify', 'alice', 'read_orders,read_products')).access;
});
afterAll(() => sandbox.stop());

async function graphql(query: string, variables?: Record<string, unknown>, accessToken = token, shop = SHOP) {
  return answer(
    await fetch(`${sandbox.url}/shopify/shops/${shop}/admin/api/2025-07/graphql.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': accessToken },
      body: JSON.stringify({ query, ...(variables ? { variables } : {}) }),
    }),
  );
}

const ORDERS = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query) {
    edges {
      cursor
      node {
        id name createdAt displayFinancialStatus
        totalPriceSet { shopMoney { amount currencyCode } }
        lineItems(first: 50) { edges { node { quantity title product { id } originalUnitPriceSet { shopMoney { amount } } } } }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('Shopify Admin GraphQL (orders, products, shop)', () => {
  it('pages through a window of orders that match the generated orders', async () => {
    const query = "created_at:>='2026-03-01' created_at:<'2026-03-15'";
    const expected = shopOrders(SHOP, '2026-03-01', '2026-03-14', 'USD');
    const seen: { id: string; name: string; total: string }[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await graphql(ORDERS, { first: 20, after, query });
      expect(page.status).toBe(200);
      expect(page.json.errors).toBeUndefined();
      const { edges, pageInfo } = page.json.data.orders;
      expect(edges.length).toBeLessThanOrEqual(20);
      for (const edge of edges) {
        expect(typeof edge.cursor).toBe('string');
        seen.push({ id: edge.node.id, name: edge.node.name, total: edge.node.totalPriceSet.shopMoney.amount });
        expect(edge.node.totalPriceSet.shopMoney.currencyCode).toBe('USD');
        expect(edge.node.lineItems.edges[0].node.product.id).toMatch(/^gid:\/\/shopify\/Product\/\d+$/);
      }
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
      pages += 1;
    } while (after && pages < 50);
    expect(pages).toBeGreaterThan(1);
    expect(seen).toEqual(
      expected.map((order) => ({ id: `gid://shopify/Order/${order.id}`, name: order.name, total: order.total_price })),
    );
    const cost = (await graphql(ORDERS, { first: 5, query })).json.extensions.cost;
    expect(cost).toEqual({
      requestedQueryCost: expect.any(Number),
      actualQueryCost: expect.any(Number),
      throttleStatus: { maximumAvailable: 2000, currentlyAvailable: expect.any(Number), restoreRate: 100 },
    });
    expect(cost.actualQueryCost).toBeLessThanOrEqual(cost.requestedQueryCost);
  });

  it('reads literal arguments, products and the shop', async () => {
    const answer = await graphql(`
      {
        shop {
          name
          myshopifyDomain
          currencyCode
        }
        products(first: 3) {
          edges {
            node {
              id
              title
              productType
              tags
              status
            }
          }
          pageInfo {
            hasNextPage
            endCursor
          }
        }
      }
    `);
    expect(answer.status).toBe(200);
    expect(answer.json.data.shop).toEqual({ name: "Alice's Bakery", myshopifyDomain: SHOP, currencyCode: 'USD' });
    const products = answer.json.data.products;
    expect(products.edges).toHaveLength(3);
    expect(products.edges[0].node).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
      title: expect.any(String),
      productType: expect.any(String),
      tags: expect.any(Array),
      status: 'ACTIVE',
    });
    expect(products.pageInfo.hasNextPage).toBe(true);
    const next = await graphql(`{ products(first: 250, after: "${products.pageInfo.endCursor}") { nodes { id } } }`);
    expect(next.json.data.products.nodes.length).toBeGreaterThan(4);
    expect(next.json.data.products.nodes[0].id).not.toBe(products.edges[0].node.id);
  });

  it('answers an unknown field, a bad first and a missing scope the way Shopify does', async () => {
    const unknown = await graphql('{ orders(first: 5) { edges { node { id priceTotal } } } }');
    expect(unknown.status).toBe(200);
    expect(unknown.json.data).toBeUndefined();
    expect(unknown.json.errors[0]).toEqual({
      message: "Field 'priceTotal' doesn't exist on type 'Order'",
      locations: [{ line: 1, column: 40 }],
      path: ['query', 'orders', 'edges', 'node', 'priceTotal'],
      extensions: { code: 'undefinedField', typeName: 'Order', fieldName: 'priceTotal' },
    });
    const root = await graphql('{ customerSegments(first: 5) { edges { node { id } } } }');
    expect(root.json.errors[0].extensions.code).toBe('undefinedField');

    const tooMany = await graphql('{ orders(first: 251) { nodes { id } } }');
    expect(tooMany.status).toBe(200);
    expect(tooMany.json.data.orders).toBeNull();
    expect(tooMany.json.errors[0].message).toMatch(/250/);

    const syntax = await graphql('{ orders(first: 5) { nodes { id }');
    expect(syntax.status).toBe(200);
    expect(syntax.json.errors[0].extensions.code).toBe('parseError');

    const missing = await answer(
      await fetch(`${sandbox.url}/shopify/shops/${SHOP}/admin/api/2025-07/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token },
        body: JSON.stringify({ variables: {} }),
      }),
    );
    expect(missing.status).toBe(400);
    expect(missing.json).toEqual({ errors: { query: 'Required parameter missing or invalid' } });

    const productsOnly = (await connect(sandbox.url, 'shopify', 'alice', 'read_products')).access;
    const denied = await graphql('{ orders(first: 1) { nodes { id } } shop { name } }', undefined, productsOnly);
    expect(denied.json.data).toEqual({ orders: null, shop: { name: "Alice's Bakery" } });
    expect(denied.json.errors[0].extensions.code).toBe('ACCESS_DENIED');
  });

  it('warns about an unreadable date in the search and answers no orders before the epoch', async () => {
    const early = await graphql(ORDERS, { first: 5, query: "created_at:<'2023-06-01'" });
    expect(early.json.data.orders.edges).toEqual([]);
    const bad = await graphql('{ orders(first: 1, query: "created_at:>=\'yesterday-ish\'") { nodes { id } } }');
    expect(bad.status).toBe(200);
    expect(bad.json.extensions.search[0].warnings[0].field).toBe('created_at');
  });

  it('is answered by a switched-on rate-limit fault with Retry-After', async () => {
    const fault = await answer(
      await fetch(`${sandbox.url}/_sandbox/faults`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ provider: 'shopify', kind: 'rate_limit', times: 1, retryAfterSeconds: 3 }),
      }),
    );
    expect(fault.status).toBeLessThan(300);
    const limited = await graphql('{ shop { name } }');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('3.0');
    expect((await graphql('{ shop { name } }')).status).toBe(200);
  });
});

const PRODUCTS = `query Products($query: String) {
  products(first: 50, query: $query) {
    nodes {
      title totalInventory tracksInventory onlineStoreUrl
      priceRangeV2 { minVariantPrice { amount currencyCode } maxVariantPrice { amount currencyCode } }
    }
  }
}`;

const ORDER = `query Order($query: String) {
  orders(first: 5, query: $query) {
    nodes {
      id name createdAt cancelledAt displayFinancialStatus displayFulfillmentStatus
      totalPriceSet { shopMoney { amount currencyCode } }
      fulfillments(first: 5) { createdAt trackingInfo { number url company } }
    }
  }
}`;

/** The shop's orders of the last `days` days (today included) placed between `minAge` and `maxAge` ago. */
function ordersAged(minAgeMs: number, maxAgeMs: number, days = 6) {
  const today = isoDay(new Date());
  const now = Date.now();
  return shopOrders(SHOP, addDays(today, -days), today).filter((order) => {
    const age = now - Date.parse(order.created_at);
    return age >= minAgeMs && age <= maxAgeMs;
  });
}

describe('Shopify Admin GraphQL: price, stock and search of products', () => {
  it('gives every product its price range, stock and store URL in the shop’s currency, some sold out', async () => {
    const answer = await graphql(PRODUCTS);
    expect(answer.json.errors).toBeUndefined();
    const generated = shopProducts(SHOP);
    expect(answer.json.data.products.nodes).toEqual(
      generated.map((product) => ({
        title: product.title,
        totalInventory: product.inventory,
        tracksInventory: true,
        onlineStoreUrl: `https://${SHOP}/products/${product.title.toLowerCase().replace(/ /g, '-')}`,
        priceRangeV2: {
          minVariantPrice: { amount: product.price, currencyCode: 'USD' },
          maxVariantPrice: { amount: product.price, currencyCode: 'USD' },
        },
      })),
    );
    for (const shop of ['alices-bakery', 'chen-outdoor-gear', 'carla-ceramics']) {
      const stock = shopProducts(`${shop}.myshopify.com`).map((product) => product.inventory);
      expect(stock).toContain(0);
      expect(stock.filter((units) => units > 0).length).toBeGreaterThan(stock.length / 2);
      expect(shopProducts(`${shop}.myshopify.com`).map((product) => product.inventory)).toEqual(stock);
    }

    // A shop's own currency (Carla's is in euros).
    const carla = (await connect(sandbox.url, 'shopify', 'carla', 'read_products')).access;
    const euros = await graphql(PRODUCTS, undefined, carla, 'carla-ceramics.myshopify.com');
    expect(euros.json.data.products.nodes[0].priceRangeV2.minVariantPrice).toEqual({
      amount: shopProducts('carla-ceramics.myshopify.com')[0]?.price,
      currencyCode: 'EUR',
    });
  });

  it('finds products by a piece of their title, in any case, with title: and * or as a bare word', async () => {
    const titles = async (query: string) => {
      const answer = await graphql(PRODUCTS, { query });
      expect(answer.json.errors).toBeUndefined();
      return answer.json.data.products.nodes.map((node: { title: string }) => node.title);
    };
    const mugs = shopProducts(SHOP)
      .map((product) => product.title)
      .filter((title) => /mug/i.test(title));
    expect(mugs.length).toBeGreaterThan(0);
    expect(await titles('title:*mug*')).toEqual(mugs);
    expect(await titles('title:*MUG*')).toEqual(mugs);
    expect(await titles('mug')).toEqual(mugs);
    expect(await titles("title:'*ceramic mug*'")).toEqual(mugs);
    expect(await titles('title:ceram* AND title:*ug')).toEqual(mugs);
    expect(await titles('ceramic candle')).toEqual([]);
    expect(await titles('title:*unicorn*')).toEqual([]);
    expect(await titles('status:active mug')).toEqual(mugs);
    expect(await titles('status:draft mug')).toEqual([]);
    expect(await titles('')).toHaveLength(shopProducts(SHOP).length);

    const odd = await graphql(PRODUCTS, { query: 'mug vendor:nobody' });
    expect(odd.json.data.products.nodes.map((node: { title: string }) => node.title)).toEqual(mugs);
    expect(odd.json.extensions.search[0].warnings).toEqual([
      { field: 'vendor', message: 'Invalid search field for this query.' },
    ]);
  });
});

describe('Shopify Admin GraphQL: an order by its number, with its fulfillment', () => {
  it('finds an order by name:#number and name:number, the same order the day’s orders hold', async () => {
    const [order] = ordersAged(5 * DAY_MS, 6 * DAY_MS);
    if (!order) throw new Error('no order 5 to 6 days ago');
    for (const query of [`name:${order.name}`, `name:${order.order_number}`, `name:'${order.name}'`]) {
      const answer = await graphql(ORDER, { query });
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data.orders.nodes).toEqual([
        expect.objectContaining({
          id: `gid://shopify/Order/${order.id}`,
          name: order.name,
          createdAt: order.created_at.replace(/\.\d{3}Z$/, 'Z'),
          cancelledAt: null,
          totalPriceSet: { shopMoney: { amount: order.total_price, currencyCode: 'USD' } },
        }),
      ]);
    }
    // The very first order and one long ago are found too, without any created_at bound.
    const first = shopOrders(SHOP, DATA_EPOCH, addDays(DATA_EPOCH, 3))[0];
    expect(first?.name).toBe('#1001');
    expect(shopOrderByNumber(SHOP, 1001, isoDay(new Date()))).toEqual(first);
    const old = shopOrders(SHOP, '2025-02-10', '2025-02-10')[3];
    if (!old) throw new Error('no orders on 2025-02-10');
    expect(shopOrderByNumber(SHOP, old.order_number, isoDay(new Date()))).toEqual(old);
    const oldAnswer = await graphql(ORDER, { query: `name:${old.name}` });
    expect(oldAnswer.json.data.orders.nodes.map((node: { name: string }) => node.name)).toEqual([old.name]);
    // Combined with created_at: both must hold.
    const outside = await graphql(ORDER, { query: `name:${old.name} created_at:>='2025-03-01'` });
    expect(outside.json.data.orders.nodes).toEqual([]);
  });

  it('gives each order the e-mail and phone of the customer who placed it, one customer per address', async () => {
    const first = shopOrderByNumber(SHOP, 1001, isoDay(new Date()));
    const second = shopOrderByNumber(SHOP, 1002, isoDay(new Date()));
    if (!first || !second) throw new Error('no orders #1001 and #1002');
    const answer = await graphql(`
      {
        a: orders(first: 1, query: "name:#1001") {
          nodes {
            name
            email
            phone
            customer {
              id
              email
              phone
              displayName
            }
          }
        }
        b: orders(first: 1, query: "name:#1002") {
          nodes {
            name
            email
            phone
            customer {
              id
              email
            }
          }
        }
      }
    `);
    expect(answer.json.errors).toBeUndefined();
    const customer = orderCustomer(SHOP, first);
    expect(answer.json.data.a.nodes).toEqual([
      {
        name: '#1001',
        email: customer.email,
        phone: customer.phone,
        customer: {
          id: `gid://shopify/Customer/${customer.id}`,
          email: customer.email,
          phone: customer.phone,
          displayName: `${customer.firstName} ${customer.lastName}`,
        },
      },
    ]);
    expect(answer.json.data.b.nodes[0].email).toBe(orderCustomer(SHOP, second).email);
    expect(customer.email).toMatch(/^[a-z]+\.[a-z]+\.\d+@example\.com$/);
    expect(customer.phone).toMatch(/^\+1\d{3}55501\d{2}$/);
    // No two customers share an e-mail or a phone: either one proves a single customer.
    const everyone = Array.from({ length: 5000 }, (_, index) => shopCustomer(SHOP, index));
    expect(new Set(everyone.map((one) => one.email)).size).toBe(5000);
    expect(new Set(everyone.map((one) => one.phone)).size).toBe(5000);
  });

  it('finds no order for a number not yet given, a number of nothing or two different numbers', async () => {
    const today = isoDay(new Date());
    const last = shopOrders(SHOP, addDays(today, -1), addDays(today, -1)).at(-1);
    if (!last) throw new Error('no orders yesterday');
    for (const query of [`name:#${last.order_number + 5000}`, 'name:#0', 'name:abc', `name:${last.name} name:#1001`]) {
      const answer = await graphql(ORDER, { query });
      expect(answer.json.errors).toBeUndefined();
      expect(answer.json.data.orders.nodes).toEqual([]);
    }
    expect(shopOrderByNumber(SHOP, last.order_number + 5000, today)).toBeUndefined();
  });

  it('says UNFULFILLED for 2 days, IN_PROGRESS until day 4, then FULFILLED with a tracking number', async () => {
    const HOUR = 3600 * 1000;
    const status = async (order: { name: string }) =>
      (await graphql(ORDER, { query: `name:${order.name}` })).json.data.orders.nodes[0];
    const fresh = ordersAged(HOUR, 2 * DAY_MS - HOUR)[0];
    const packing = ordersAged(2 * DAY_MS + HOUR, 4 * DAY_MS - HOUR)[0];
    const shipped = ordersAged(4 * DAY_MS + HOUR, 6 * DAY_MS)[0];
    if (!fresh || !packing || !shipped) throw new Error('no orders of some age');
    expect(await status(fresh)).toMatchObject({ displayFulfillmentStatus: 'UNFULFILLED', fulfillments: [] });
    expect(await status(packing)).toMatchObject({ displayFulfillmentStatus: 'IN_PROGRESS', fulfillments: [] });
    const sent = await status(shipped);
    expect(sent.displayFulfillmentStatus).toBe('FULFILLED');
    expect(sent.fulfillments).toEqual([
      {
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        trackingInfo: [
          { number: expect.stringMatching(/^[0-9A-Z]{10,22}$/), url: expect.any(String), company: expect.any(String) },
        ],
      },
    ]);
    const [tracking] = sent.fulfillments[0].trackingInfo;
    expect(tracking.url).toContain(tracking.number);
    const shippedAt = Date.parse(sent.fulfillments[0].createdAt);
    expect(shippedAt).toBeGreaterThan(Date.parse(shipped.created_at));
    expect(shippedAt).toBeLessThan(Date.now());
    // The same order tells the same tracking number every time.
    expect((await status(shipped)).fulfillments).toEqual(sent.fulfillments);
  });

  it('keeps a refunded order REFUNDED whatever its fulfillment', async () => {
    const today = isoDay(new Date());
    const refunded = shopOrders(SHOP, addDays(today, -120), addDays(today, -10)).find(
      (order) => order.financial_status === 'refunded',
    );
    if (!refunded) throw new Error('no refunded order in 110 days');
    const answer = await graphql(ORDER, { query: `name:${refunded.name}` });
    expect(answer.json.data.orders.nodes[0]).toMatchObject({
      name: refunded.name,
      displayFinancialStatus: 'REFUNDED',
      displayFulfillmentStatus: 'FULFILLED',
    });
  });

  it('prices fulfillments and tracking as lists: the cost asked covers the cost spent', async () => {
    const answer = await graphql(ORDER, { query: "created_at:>='2026-03-01' created_at:<'2026-03-03'" });
    expect(answer.json.data.orders.nodes).toHaveLength(5);
    const { requestedQueryCost, actualQueryCost } = answer.json.extensions.cost;
    expect(actualQueryCost).toBeGreaterThan(5);
    expect(actualQueryCost).toBeLessThanOrEqual(requestedQueryCost);
    const badFirst = await graphql('{ orders(first: 1) { nodes { fulfillments(first: -1) { createdAt } } } }');
    expect(badFirst.json.errors[0].extensions.code).toBe('argumentLiteralsIncompatible');
    const noSelection = await graphql('{ orders(first: 1) { nodes { fulfillments } } }');
    expect(noSelection.json.errors[0].extensions.code).toBe('selectionMismatch');
  });
});
