import { Types } from 'mongoose';
import request from 'supertest';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import { dashboardInternalPaths, shopProductsResponseSchema } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { ShopRead } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { rankProducts } from '../sync/rank-products';
import { writeShopDays } from '../sync/write-shop-days';

// GET /internal/dashboard/shop-products: the studio's product picker lists the owner's synced
// products with the page and price the sync kept from their sales. Synced here through the sync's
// own use cases (write the shop's days, rank the products) from what settings' reader answers.

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const path = dashboardInternalPaths.shopProducts;
const TODAY = new Date().toISOString().slice(0, 10);
const YESTERDAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const sale = (id: string, title: string, totalSales: number, unitPrice: number) => ({
  shopifyProductId: id,
  productTitle: title,
  totalSales,
  handle: title.toLowerCase().replace(/ /g, '-'),
  url: `https://alice.myshopify.com/products/${title.toLowerCase().replace(/ /g, '-')}`,
  unitPrice,
});

async function syncShop(userId: string, shopDomain: string, productSalesByDay: ShopRead['productSalesByDay']) {
  const read: ShopRead = { currency: 'EUR', days: [], productSalesByDay };
  await writeShopDays(
    userId,
    { platform: 'shopify', accountId: shopDomain },
    { readShop: async () => read },
    YESTERDAY,
    TODAY,
  );
  await rankProducts(userId, shopDomain, TODAY);
}

async function list(userId: string, query = '', caller: ServiceName = 'studio') {
  const url = `${path}${query}`;
  return request(fx.app)
    .get(url)
    .set(await serviceTokenHeader(caller, 'dashboard', `GET ${url}`, userId));
}

describe('GET /internal/dashboard/shop-products', () => {
  const alice = new Types.ObjectId().toHexString();
  const bob = new Types.ObjectId().toHexString();

  beforeAll(async () => {
    await syncShop(alice, 'alice.myshopify.com', [
      { date: YESTERDAY, products: [sale('1', 'Ceramic Mug', 48, 22), sale('2', 'Sourdough Loaf', 12, 6)] },
      // The latest sale tells the price: the mug now sells at 24.
      { date: TODAY, products: [sale('1', 'Ceramic Mug', 24, 24)] },
    ]);
    await syncShop(bob, 'bob.myshopify.com', [{ date: TODAY, products: [sale('9', 'Ceramic Mug Deluxe', 90, 45)] }]);
  });

  it("lists the owner's synced products, best sellers first, with handle, page and latest price", async () => {
    const answer = await list(alice);
    expect(answer.status).toBe(200);
    expect(shopProductsResponseSchema.parse(answer.body).products).toEqual([
      {
        productId: '1',
        shopDomain: 'alice.myshopify.com',
        handle: 'ceramic-mug',
        title: 'Ceramic Mug',
        price: '24.00',
        currency: 'EUR',
        imageUrl: null,
        url: 'https://alice.myshopify.com/products/ceramic-mug',
      },
      expect.objectContaining({ productId: '2', title: 'Sourdough Loaf', price: '6.00', handle: 'sourdough-loaf' }),
    ]);
  });

  it('searches the titles in any letter case, and never shows another owner’s products', async () => {
    const mugs = await list(alice, '?q=MUG');
    expect(mugs.status).toBe(200);
    expect(mugs.body.products.map((product: { title: string }) => product.title)).toEqual(['Ceramic Mug']);
    const bobs = await list(bob, '?q=mug');
    expect(bobs.body.products.map((product: { title: string }) => product.title)).toEqual(['Ceramic Mug Deluxe']);
    // Regular-expression characters are words, not patterns.
    expect((await list(alice, '?q=.*')).body.products).toEqual([]);
    expect((await list(new Types.ObjectId().toHexString())).body).toEqual({ products: [] });
  });

  it('refuses a search that is too long or repeated, or an unknown parameter, with a 400', async () => {
    expect((await list(alice, `?q=${'a'.repeat(101)}`)).status).toBe(400);
    expect((await list(alice, '?q=a&q=b')).status).toBe(400);
    expect((await list(alice, '?limit=5')).status).toBe(400);
  });

  it('answers the studio only', async () => {
    expect((await list(alice, '', 'assistant')).status).toBe(403);
    expect((await list(alice, '', 'responder')).status).toBe(403);
    const unsigned = await request(fx.app).get(path);
    expect(unsigned.status).toBe(401);
  });
});
