import { Types } from 'mongoose';
import { callService } from '@scp/service-kit/testing';
import { dashboardInternalPaths, type ShopProduct } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { studioProductsResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { studioWithNeighbours } from '../neighbours/neighbours-fixture.test.util';

// GET /api/studio/products?q=: the product picker lists the owner's synced Shopify products, which
// the dashboard keeps (a real HTTP server stands in for its internal API and answers per owner; the
// dashboard's own tests cover the search and the owner filter).

const product = (title: string, shopDomain: string): ShopProduct => ({
  productId: String(title.length),
  shopDomain,
  handle: title.toLowerCase().replace(/ /g, '-'),
  title,
  price: '24.00',
  currency: 'EUR',
  imageUrl: null,
  url: `https://${shopDomain}/products/${title.toLowerCase().replace(/ /g, '-')}`,
});
const productsOf = new Map<string, ShopProduct[]>();
const fx = studioWithNeighbours({
  dashboard: (call) => {
    const q = new URL(call.path, 'http://x').searchParams.get('q')?.toLowerCase() ?? '';
    return {
      products: (productsOf.get(call.userId ?? '') ?? []).filter((item) => item.title.toLowerCase().includes(q)),
    };
  },
});
const { dashboard } = fx;

const list = (userId: string | undefined, query = '') =>
  callService(fx.app, 'studio', 'get', `/products${query}`, { userId });
const newUserId = () => new Types.ObjectId().toHexString();

describe('GET /api/studio/products', () => {
  const alice = newUserId();
  const bob = newUserId();
  beforeAll(() => {
    productsOf.set(alice, [
      product('Ceramic Mug', 'alice.myshopify.com'),
      product('Sourdough Loaf', 'alice.myshopify.com'),
    ]);
    productsOf.set(bob, [product('Ceramic Mug Deluxe', 'bob.myshopify.com')]);
  });

  it("lists the owner's synced products, asked of the dashboard for that owner as 'studio'", async () => {
    const answer = await list(alice);
    expect(answer.status).toBe(200);
    expect(studioProductsResponseSchema.parse(answer.body).products.map((item) => item.title)).toEqual([
      'Ceramic Mug',
      'Sourdough Loaf',
    ]);
    expect(dashboard.calls.at(-1)).toMatchObject({
      method: 'GET',
      path: dashboardInternalPaths.shopProducts,
      caller: 'studio',
      userId: alice,
    });
  });

  it('passes the search on, encoded, and never shows another owner’s products', async () => {
    const answer = await list(alice, '?q=mug%20%26');
    expect(answer.status).toBe(200);
    expect(dashboard.calls.at(-1)?.path).toBe(`${dashboardInternalPaths.shopProducts}?q=mug+%26`);
    const mugs = await list(alice, '?q=MUG');
    expect(mugs.body.products.map((item: ShopProduct) => item.title)).toEqual(['Ceramic Mug']);
    const bobs = await list(bob, '?q=mug');
    expect(bobs.body.products.map((item: ShopProduct) => item.title)).toEqual(['Ceramic Mug Deluxe']);
    expect((await list(newUserId())).body).toEqual({ products: [] });
  });

  it('refuses a search too long, repeated or with unknown parameters with a 400, and asks the dashboard nothing', async () => {
    const before = dashboard.calls.length;
    for (const query of [`?q=${'a'.repeat(101)}`, '?q=a&q=b', '?limit=5']) {
      expect((await list(alice, query)).status).toBe(400);
    }
    expect(dashboard.calls.length).toBe(before);
  });

  it('needs a session, and answers 503 when the dashboard is away', async () => {
    expect((await list(undefined)).status).toBe(401);
    dashboard.mode = 'down';
    expect((await list(alice)).status).toBe(503);
  });
});
