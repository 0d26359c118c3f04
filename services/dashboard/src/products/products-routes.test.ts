import { Types } from 'mongoose';
import { createLogger } from '@scp/service-kit/logger';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { callService } from '@scp/service-kit/testing';
import { productsResponseSchema, type ProductRow } from '@scp/shared/contracts/dashboard/products-api';
import type { CatalogueProduct, ShopRead } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';
import { syncAccount } from '../sync/sync-account';

// GET /api/dashboard/products and the low-stock threshold: the owner's synced catalogue with price,
// stock and the units and revenue of 7, 30 or 90 days, searched, sorted and paged. The shops are
// synced by the sync's own account sync from what settings' reader would answer, and the expected
// sums are added up by hand from the order lines below.

const fx = serviceFixture({ name: 'dashboard', createApp, extraConfig: dashboardEnvShape });
const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
const handleOf = (title: string) => title.toLowerCase().replace(/ /g, '-');

const sold = (id: string, title: string, units: number, unitPrice: number) => ({
  shopifyProductId: id,
  productTitle: title,
  totalSales: units * unitPrice,
  units,
  unitPrice,
  handle: handleOf(title),
  url: null,
});

const listed = (id: string, title: string, price: number, stock: number | null): CatalogueProduct => ({
  shopifyProductId: id,
  title,
  handle: handleOf(title),
  url: `https://shop.example/products/${handleOf(title)}`,
  price,
  imageUrl: `https://cdn.shopify.com/s/files/${handleOf(title)}.jpg`,
  stock,
  skus: [`SKU-${id}00`, `SKU-${id}01`],
});

async function syncShop(
  userId: string,
  shopDomain: string,
  productSalesByDay: ShopRead['productSalesByDay'],
  products: CatalogueProduct[],
) {
  const read: ShopRead = { currency: 'EUR', days: [], productSalesByDay };
  const shop = { readShop: async () => read, readProducts: async () => ({ currency: 'EUR', products }) };
  const logger = createLogger({ name: 'products-test', level: 'silent' });
  await syncAccount({ readers: {}, shop, historyDays: 90, logger, now: () => Date.now() }, userId, {
    platform: 'shopify',
    accountId: shopDomain,
    displayName: shopDomain,
    usable: true,
  });
}

const alice = new Types.ObjectId().toHexString();
const bob = new Types.ObjectId().toHexString();

async function list(userId: string, query = '') {
  return callService(fx.app, 'dashboard', 'get', `/products${query}`, { userId });
}
async function rows(userId: string, query = ''): Promise<ProductRow[]> {
  const answer = await list(userId, query);
  expect(answer.status).toBe(200);
  return productsResponseSchema.parse(answer.body).products;
}
const titles = async (userId: string, query = '') => (await rows(userId, query)).map((row) => row.title);

beforeAll(async () => {
  // Alice's order lines: today 2 mugs at 24 and a loaf at 6; 5 days ago 3 loaves; 20 days ago an
  // apron at 19 and a mug at 24; 60 days ago 2 boards at 38.50.
  await syncShop(
    alice,
    'alice.myshopify.com',
    [
      { date: day(0), products: [sold('1', 'Ceramic Mug', 2, 24), sold('2', 'Sourdough Loaf', 1, 6)] },
      { date: day(5), products: [sold('2', 'Sourdough Loaf', 3, 6)] },
      { date: day(20), products: [sold('3', 'Linen Apron', 1, 19), sold('1', 'Ceramic Mug', 1, 24)] },
      { date: day(60), products: [sold('4', 'Walnut Board', 2, 38.5)] },
    ],
    [
      listed('1', 'Ceramic Mug', 25, 3),
      listed('2', 'Sourdough Loaf', 6, 40),
      listed('3', 'Linen Apron', 19, 0),
      listed('4', 'Walnut Board', 38.5, null),
    ],
  );
  await syncShop(
    bob,
    'bob.myshopify.com',
    [{ date: day(0), products: [sold('9', 'Ceramic Mug Deluxe', 5, 45)] }],
    [listed('9', 'Ceramic Mug Deluxe', 45, 2)],
  );
});

describe('GET /api/dashboard/products', () => {
  it("lists the owner's products with price, stock, the range's units and revenue and a daily trend", async () => {
    const answer = await list(alice, '?range=7');
    expect(answer.status).toBe(200);
    const body = productsResponseSchema.parse(answer.body);
    expect(body).toMatchObject({
      connected: true,
      range: { days: 7, start: day(6), end: day(0) },
      threshold: 5,
      total: 4,
      page: 1,
      pageSize: 25,
    });
    // Revenue, highest first: the loaf's 4 units (1 today, 3 five days ago) make 24, the mug's 2 make 48.
    expect(body.products).toEqual([
      {
        productId: '1',
        shopDomain: 'alice.myshopify.com',
        handle: 'ceramic-mug',
        title: 'Ceramic Mug',
        price: '25.00',
        currency: 'EUR',
        imageUrl: 'https://cdn.shopify.com/s/files/ceramic-mug.jpg',
        url: 'https://shop.example/products/ceramic-mug',
        stock: 3,
        lowStock: true,
        units: 2,
        revenue: 48,
        trend: [0, 0, 0, 0, 0, 0, 2],
      },
      expect.objectContaining({ title: 'Sourdough Loaf', stock: 40, lowStock: false, units: 4, revenue: 24 }),
      // Not sold in 7 days: by title after the sellers; 0 in stock is low, an untracked stock is not.
      expect.objectContaining({ title: 'Linen Apron', stock: 0, lowStock: true, units: 0, revenue: 0 }),
      expect.objectContaining({ title: 'Walnut Board', stock: null, lowStock: false, units: 0, revenue: 0 }),
    ]);
    expect(body.products[1]?.trend).toEqual([0, 3, 0, 0, 0, 0, 1]);
  });

  it('sums 30 and 90 days as the order lines add up', async () => {
    const thirty = await rows(alice, '?range=30');
    expect(thirty.map(({ title, units, revenue }) => ({ title, units, revenue }))).toEqual([
      { title: 'Ceramic Mug', units: 3, revenue: 72 },
      { title: 'Sourdough Loaf', units: 4, revenue: 24 },
      { title: 'Linen Apron', units: 1, revenue: 19 },
      { title: 'Walnut Board', units: 0, revenue: 0 },
    ]);
    expect(thirty[0]?.trend).toHaveLength(30);
    expect(thirty[0]?.trend[29 - 20]).toBe(1);
    const ninety = await rows(alice, '?range=90');
    expect(ninety.map(({ title, units, revenue }) => ({ title, units, revenue }))).toEqual([
      { title: 'Walnut Board', units: 2, revenue: 77 },
      { title: 'Ceramic Mug', units: 3, revenue: 72 },
      { title: 'Sourdough Loaf', units: 4, revenue: 24 },
      { title: 'Linen Apron', units: 1, revenue: 19 },
    ]);
    expect(ninety[0]?.trend).toHaveLength(90);
  });

  it('sorts by each column both ways, ties and unsold products by title', async () => {
    expect(await titles(alice, '?range=30&sort=revenue&order=asc')).toEqual([
      'Walnut Board',
      'Linen Apron',
      'Sourdough Loaf',
      'Ceramic Mug',
    ]);
    expect(await titles(alice, '?range=7&sort=units')).toEqual([
      'Sourdough Loaf',
      'Ceramic Mug',
      'Linen Apron',
      'Walnut Board',
    ]);
    expect(await titles(alice, '?sort=title')).toEqual([
      'Ceramic Mug',
      'Linen Apron',
      'Sourdough Loaf',
      'Walnut Board',
    ]);
    expect(await titles(alice, '?sort=title&order=desc')).toEqual([
      'Walnut Board',
      'Sourdough Loaf',
      'Linen Apron',
      'Ceramic Mug',
    ]);
    expect(await titles(alice, '?sort=price')).toEqual([
      'Walnut Board',
      'Ceramic Mug',
      'Linen Apron',
      'Sourdough Loaf',
    ]);
    expect(await titles(alice, '?sort=price&order=asc')).toEqual([
      'Sourdough Loaf',
      'Linen Apron',
      'Ceramic Mug',
      'Walnut Board',
    ]);
    expect((await titles(alice, '?sort=stock')).slice(0, 3)).toEqual(['Sourdough Loaf', 'Ceramic Mug', 'Linen Apron']);
  });

  it('pages through every product once, whatever the sort', async () => {
    for (const sort of ['revenue&order=asc', 'revenue', 'units', 'title', 'price']) {
      const all = await titles(alice, `?range=30&sort=${sort}`);
      const paged = [
        ...(await titles(alice, `?range=30&sort=${sort}&pageSize=3&page=1`)),
        ...(await titles(alice, `?range=30&sort=${sort}&pageSize=3&page=2`)),
      ];
      expect(paged).toEqual(all);
    }
    expect(await titles(alice, '?range=30&pageSize=1&page=3')).toEqual(['Linen Apron']);
    expect(await titles(alice, '?range=30&sort=revenue&order=asc&pageSize=2&page=2')).toEqual([
      'Sourdough Loaf',
      'Ceramic Mug',
    ]);
    const past = await list(alice, '?page=9');
    expect(past.body).toMatchObject({ total: 4, page: 9, products: [] });
  });

  it('searches title and handle in any letter case, literally', async () => {
    expect(await titles(alice, '?q=LOAF')).toEqual(['Sourdough Loaf']);
    expect(await titles(alice, '?q=linen-ap')).toEqual(['Linen Apron']);
    // A variant's SKU, any part of it.
    expect(await titles(alice, '?q=sku-401')).toEqual(['Walnut Board']);
    expect((await list(alice, '?q=mug&sort=units')).body).toMatchObject({ total: 1 });
    expect(await titles(alice, `?q=${encodeURIComponent('.*')}`)).toEqual([]);
  });

  it("never shows another owner's products or sales", async () => {
    expect(await titles(bob)).toEqual(['Ceramic Mug Deluxe']);
    expect(await titles(alice, '?q=deluxe')).toEqual([]);
    expect((await rows(alice)).map((row) => row.shopDomain)).toEqual(Array(4).fill('alice.myshopify.com'));
  });

  it('answers an empty, not connected list for an owner without a synced shop', async () => {
    const answer = await list(new Types.ObjectId().toHexString());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ connected: false, total: 0, products: [], threshold: 5 });
  });

  it.each([
    '?range=14',
    '?sort=stars',
    '?order=up',
    '?page=0',
    '?page=1.5',
    '?pageSize=101',
    '?pageSize=x',
    `?q=${'a'.repeat(101)}`,
    '?owner=bob',
  ])('400 for %s', async (query) => {
    const answer = await list(alice, query);
    expect(answer.status).toBe(400);
  });

  it('401 without a session', async () => {
    expect((await callService(fx.app, 'dashboard', 'get', '/products')).status).toBe(401);
  });
});

describe('the low-stock threshold', () => {
  const path = '/products/low-stock-threshold';
  const carol = new Types.ObjectId().toHexString();

  it('is 5 until the owner sets it, then marks the products at or below it', async () => {
    expect((await callService(fx.app, 'dashboard', 'get', path, { userId: carol })).body).toEqual({ threshold: 5 });
    const set = await callService(fx.app, 'dashboard', 'put', path, { userId: carol, body: { threshold: 40 } });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ threshold: 40 });
    expect((await callService(fx.app, 'dashboard', 'get', path, { userId: carol })).body).toEqual({ threshold: 40 });
    // Alice's own threshold is untouched by Carol's.
    expect((await callService(fx.app, 'dashboard', 'get', path, { userId: alice })).body).toEqual({ threshold: 5 });

    await callService(fx.app, 'dashboard', 'put', path, { userId: alice, body: { threshold: 40 } });
    const marked = await rows(alice, '?sort=title');
    expect(marked.map((row) => [row.title, row.lowStock])).toEqual([
      ['Ceramic Mug', true],
      ['Linen Apron', true],
      ['Sourdough Loaf', true],
      ['Walnut Board', false],
    ]);
    await callService(fx.app, 'dashboard', 'put', path, { userId: alice, body: { threshold: 5 } });
  });

  it.each([
    { threshold: -1 },
    { threshold: 100_001 },
    { threshold: 2.5 },
    { threshold: '7' },
    { threshold: null },
    {},
    { threshold: 3, extra: true },
  ])('400 for %j, and nothing stored', async (body) => {
    const dave = new Types.ObjectId().toHexString();
    const answer = await callService(fx.app, 'dashboard', 'put', path, { userId: dave, body });
    expect(answer.status).toBe(400);
    expect((await callService(fx.app, 'dashboard', 'get', path, { userId: dave })).body).toEqual({ threshold: 5 });
  });

  it('accepts the bounds 0 and 100,000', async () => {
    for (const threshold of [0, 100_000]) {
      const answer = await callService(fx.app, 'dashboard', 'put', path, { userId: carol, body: { threshold } });
      expect(answer.body).toEqual({ threshold });
    }
  });
});
