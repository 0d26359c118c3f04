import { shopOrders } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';

const SHOP = 'alices-bakery.myshopify.com';
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
    const root = await graphql('{ customers(first: 5) { edges { node { id } } } }');
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
