import { Types } from 'mongoose';
import request from 'supertest';
import { createLogger } from '@scp/service-kit/logger';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import { dashboardInternalPaths, shopProductsResponseSchema } from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { CatalogueProduct, ShopRead } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { syncAccount } from '../sync/sync-account';

// GET /internal/dashboard/shop-products: the studio's product picker lists the owner's synced
// products, every one of the shop's (best sellers first), with page, price and image; a CSV row's
// handle is looked up exactly. Synced here by the sync's own account sync (the shop's days, the
// products ranked, the catalogue) from what settings' reader answers.

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

const listed = (id: string, title: string, price: number | null, image: boolean): CatalogueProduct => {
  const handle = title.toLowerCase().replace(/ /g, '-');
  return {
    shopifyProductId: id,
    title,
    handle,
    url: `https://alice.myshopify.com/products/${handle}`,
    price,
    imageUrl: image ? `https://cdn.shopify.com/s/files/1/0001/files/${handle}.jpg?v=1` : null,
  };
};

async function syncShop(
  userId: string,
  shopDomain: string,
  productSalesByDay: ShopRead['productSalesByDay'],
  products: CatalogueProduct[] = [],
) {
  const read: ShopRead = { currency: 'EUR', days: [], productSalesByDay };
  const shop = { readShop: async () => read, readProducts: async () => ({ currency: 'EUR', products }) };
  const logger = createLogger({ name: 'shop-products-test', level: 'silent' });
  await syncAccount({ readers: {}, shop, historyDays: 2, logger, now: () => Date.now() }, userId, {
    platform: 'shopify',
    accountId: shopDomain,
    displayName: shopDomain,
    usable: true,
  });
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
    await syncShop(
      alice,
      'alice.myshopify.com',
      [
        {
          date: YESTERDAY,
          products: [sale('1', 'Ceramic Mug', 48, 22), sale('2', 'Sourdough Loaf', 12, 6), sale('7', 'Old Tote', 5, 5)],
        },
        // The latest sale tells the price: the mug now sells at 24.
        { date: TODAY, products: [sale('1', 'Ceramic Mug', 24, 24)] },
      ],
      // The shop lists the mug at 25 now, a loaf without a photo, and two products never sold;
      // the tote it sold yesterday it has since deleted.
      [
        listed('1', 'Ceramic Mug', 25, true),
        listed('2', 'Sourdough Loaf', 6, false),
        listed('4', 'Walnut Board', 38.5, true),
        listed('3', 'Linen Apron', 19, true),
      ],
    );
    await syncShop(
      bob,
      'bob.myshopify.com',
      [{ date: TODAY, products: [sale('9', 'Ceramic Mug Deluxe', 90, 45)] }],
      [listed('9', 'Ceramic Mug Deluxe', 45, true), listed('8', 'Linen Apron', 21, true)],
    );
  });

  it("lists every product of the owner's shop, best sellers first, then the rest by title, with page, price and image", async () => {
    const answer = await list(alice);
    expect(answer.status).toBe(200);
    expect(shopProductsResponseSchema.parse(answer.body).products).toEqual([
      {
        productId: '1',
        shopDomain: 'alice.myshopify.com',
        handle: 'ceramic-mug',
        title: 'Ceramic Mug',
        price: '25.00',
        currency: 'EUR',
        imageUrl: 'https://cdn.shopify.com/s/files/1/0001/files/ceramic-mug.jpg?v=1',
        url: 'https://alice.myshopify.com/products/ceramic-mug',
      },
      expect.objectContaining({ productId: '2', title: 'Sourdough Loaf', price: '6.00', imageUrl: null }),
      // Deleted from the shop: what its latest sale said, no image.
      expect.objectContaining({ productId: '7', title: 'Old Tote', price: '5.00', handle: 'old-tote', imageUrl: null }),
      // Never sold, still there to pick.
      expect.objectContaining({
        productId: '3',
        title: 'Linen Apron',
        price: '19.00',
        imageUrl: 'https://cdn.shopify.com/s/files/1/0001/files/linen-apron.jpg?v=1',
      }),
      expect.objectContaining({ productId: '4', title: 'Walnut Board', price: '38.50' }),
    ]);
  });

  it('finds one product by its exact handle, in any letter case, only among the owner’s', async () => {
    const apron = await list(alice, '?handle=LINEN-APRON');
    expect(apron.status).toBe(200);
    expect(apron.body.products).toEqual([
      expect.objectContaining({ productId: '3', shopDomain: 'alice.myshopify.com', handle: 'linen-apron' }),
    ]);
    expect((await list(alice, '?handle=ceramic-mug')).body.products).toEqual([
      expect.objectContaining({ productId: '1', imageUrl: expect.stringContaining('ceramic-mug.jpg') }),
    ]);
    // A handle is no search: part of one finds nothing.
    expect((await list(alice, '?handle=linen')).body.products).toEqual([]);
    expect((await list(bob, '?handle=walnut-board')).body.products).toEqual([]);
    expect((await list(alice, '?handle=')).status).toBe(400);
    expect((await list(alice, `?handle=${'a'.repeat(256)}`)).status).toBe(400);
  });

  it('drops a product the shop no longer lists at the next sync', async () => {
    const carol = new Types.ObjectId().toHexString();
    await syncShop(carol, 'carol.myshopify.com', [], [listed('5', 'Candle', 9, true), listed('6', 'Mug', 12, true)]);
    expect((await list(carol)).body.products.map((product: { title: string }) => product.title)).toEqual([
      'Candle',
      'Mug',
    ]);
    await syncShop(carol, 'carol.myshopify.com', [], [listed('6', 'Mug', 12, true)]);
    expect((await list(carol)).body.products.map((product: { title: string }) => product.title)).toEqual(['Mug']);
  });

  it('searches the titles in any letter case, and never shows another owner’s products', async () => {
    const mugs = await list(alice, '?q=MUG');
    expect(mugs.status).toBe(200);
    expect(mugs.body.products.map((product: { title: string }) => product.title)).toEqual(['Ceramic Mug']);
    // A product never sold is found too.
    expect((await list(alice, '?q=apron')).body.products.map((product: { title: string }) => product.title)).toEqual([
      'Linen Apron',
    ]);
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
