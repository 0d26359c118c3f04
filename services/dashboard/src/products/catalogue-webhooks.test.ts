import { randomUUID } from 'node:crypto';
import { Types } from 'mongoose';
import { createLogger } from '@scp/service-kit/logger';
import { FakeNeighbour } from '@scp/service-kit/fake-neighbour';
import { callService } from '@scp/service-kit/testing';
import type { CatalogueProduct } from '@scp/shared/contracts/settings/integrations-internal';
import { dashboardFixture } from '../dashboard-fixture.test.util';
import { ShopCatalogueModel } from '../sync/shop-catalogue-model';
import { syncAccount } from '../sync/sync-account';
import { WebhookEventModel } from '../webhooks/webhook-event-model';
import { deliverShopifyWebhook } from '../webhooks/shopify-webhook.test.util';
import { createCatalogueWebhooks } from './catalogue-webhooks';

// Shopify's products/update and inventory_levels/update keep the products page's prices and stock
// current: signed (401 otherwise), stored once per delivery, applied by the webhook job to each
// owner's copy of the shop's catalogue. The settings service is stood in for by a fake neighbour that
// answers the shop's catalogue as Shopify lists it now.

const logger = createLogger({ name: 'catalogue-webhooks-test', level: 'silent' });
const shop = 'alices-shop.myshopify.com';
/** The shop's catalogue as Shopify lists it now (what settings' read answers). */
let listedNow: CatalogueProduct[] = [];
let catalogueReads = 0;

const settings = new FakeNeighbour((call) => {
  if (call.path !== `/internal/settings/accounts/shopify/${shop}/shop-products`) return { recorded: true };
  catalogueReads += 1;
  return { catalogue: { currency: 'USD', products: listedNow } };
});
const fx = dashboardFixture({ settings });

const listed = (id: string, title: string, price: number, stock: number | null): CatalogueProduct => ({
  shopifyProductId: id,
  title,
  handle: title.toLowerCase().replace(/ /g, '-'),
  url: `https://${shop}/products/${title.toLowerCase().replace(/ /g, '-')}`,
  price,
  imageUrl: `https://cdn.shopify.com/${id}.png`,
  stock,
});

async function syncShop(userId: string, shopDomain: string, products: CatalogueProduct[]) {
  const reader = {
    readShop: async () => ({ currency: 'USD', days: [], productSalesByDay: [] }),
    readProducts: async () => ({ currency: 'USD', products }),
  };
  await syncAccount({ readers: {}, shop: reader, historyDays: 2, logger, now: () => Date.now() }, userId, {
    platform: 'shopify',
    accountId: shopDomain,
    displayName: shopDomain,
    usable: true,
  });
}

/** A product as Shopify sends it with products/update (the REST shape). */
const productBody = (id: number, more: Record<string, unknown> = {}) => ({
  id,
  admin_graphql_api_id: `gid://shopify/Product/${id}`,
  title: 'Ceramic Mug',
  handle: 'ceramic-mug',
  status: 'active',
  updated_at: '2026-11-27T10:00:00Z',
  variants: [
    { price: '27.00', inventory_quantity: 4, inventory_management: 'shopify', sku: 'MUG-L' },
    { price: '24.50', inventory_quantity: 3, inventory_management: 'shopify', sku: 'MUG-S' },
  ],
  image: { src: 'https://cdn.shopify.com/new-mug.png' },
  ...more,
});
const levelBody = {
  inventory_item_id: 271878346596884000,
  location_id: 24826418,
  available: 2,
  admin_graphql_api_id: 'gid://shopify/InventoryLevel/24826418?inventory_item_id=271878346596884000',
  updated_at: '2026-11-27T10:00:00Z',
};

function deliver(topic: string, body: object | string, options: { eventId?: string; secret?: string } = {}) {
  return deliverShopifyWebhook(fx.app, {
    topic,
    body,
    shopDomain: shop,
    eventId: options.eventId ?? randomUUID(),
    secret: options.secret,
  });
}

async function processed(eventId: string) {
  for (let waited = 0; waited < 30_000; waited += 100) {
    if ((await WebhookEventModel.findOne({ eventId }).lean())?.processedAt) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`event ${eventId} was not processed`);
}

const rowOf = (userId: string, id: string) =>
  ShopCatalogueModel.findOne({ userId, shopDomain: shop, shopifyProductId: id }).lean();

describe('products/update', () => {
  it("updates the product's price, stock, title and image for each owner of the shop, once per delivery", async () => {
    const alice = new Types.ObjectId().toHexString();
    const bob = new Types.ObjectId().toHexString();
    await syncShop(alice, shop, [listed('501', 'Mug', 25, 9), listed('502', 'Loaf', 6, 40)]);
    await syncShop(bob, 'bobs-shop.myshopify.com', [listed('501', 'Mug', 25, 9)]);
    const eventId = randomUUID();
    const first = await deliver('products/update', productBody(501), { eventId });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, outcome: 'accepted' });
    expect((await deliver('products/update', productBody(501), { eventId })).body.outcome).toBe('duplicate');
    await processed(eventId);
    expect(await WebhookEventModel.countDocuments({ eventId })).toBe(1);
    // The lowest variant price, the variants' stock together, the featured image.
    expect(await rowOf(alice, '501')).toMatchObject({
      productTitle: 'Ceramic Mug',
      handle: 'ceramic-mug',
      price: 24.5,
      stock: 7,
      imageUrl: 'https://cdn.shopify.com/new-mug.png',
      skus: ['MUG-L', 'MUG-S'],
    });
    expect(await rowOf(alice, '502')).toMatchObject({ productTitle: 'Loaf', price: 6, stock: 40 });
    // Another shop's owner is not touched, even with the same product id.
    expect(
      await ShopCatalogueModel.findOne({ userId: bob, shopDomain: 'bobs-shop.myshopify.com' }).lean(),
    ).toMatchObject({ productTitle: 'Mug', price: 25, stock: 9 });
    // The products page shows it.
    const page = await callService(fx.app, 'dashboard', 'get', '/products?sort=title', { userId: alice });
    expect(page.body.products[0]).toMatchObject({ title: 'Ceramic Mug', price: '24.50', stock: 7 });
  }, 45_000);

  it('never goes back to an older update, adds no product the shop does not list, and drops one no longer active', async () => {
    const alice = new Types.ObjectId().toHexString();
    await syncShop(alice, shop, [listed('601', 'Mug', 25, 9), listed('602', 'Apron', 19, 2)]);
    const newer = randomUUID();
    await deliver('products/update', productBody(601, { updated_at: '2026-11-27T12:00:00Z' }), { eventId: newer });
    await processed(newer);
    const older = randomUUID();
    await deliver(
      'products/update',
      productBody(601, { title: 'Old Mug', updated_at: '2026-11-27T08:00:00Z', variants: [{ price: '1.00' }] }),
      { eventId: older },
    );
    await processed(older);
    expect(await rowOf(alice, '601')).toMatchObject({ productTitle: 'Ceramic Mug', price: 24.5 });

    const unknown = randomUUID();
    await deliver('products/update', productBody(699), { eventId: unknown });
    await processed(unknown);
    expect(await rowOf(alice, '699')).toBeNull();

    const archived = randomUUID();
    await deliver('products/update', productBody(602, { title: 'Apron', status: 'archived' }), { eventId: archived });
    await processed(archived);
    expect(await rowOf(alice, '602')).toBeNull();
  }, 45_000);

  it('counts no stock for a product whose stock Shopify does not track', async () => {
    const alice = new Types.ObjectId().toHexString();
    await syncShop(alice, shop, [listed('701', 'Gift Card', 25, 9)]);
    const eventId = randomUUID();
    await deliver(
      'products/update',
      productBody(701, { variants: [{ price: '25.00', inventory_quantity: 0, inventory_management: null }] }),
      { eventId },
    );
    await processed(eventId);
    expect(await rowOf(alice, '701')).toMatchObject({ stock: null, price: 25 });
  }, 45_000);

  it('refuses a body that is no product (400) and a wrong signature (401), storing nothing', async () => {
    const order = { id: 820982911946154500, name: '#1001' };
    const eventId = randomUUID();
    expect((await deliver('products/update', order, { eventId })).status).toBe(400);
    expect((await deliver('products/update', productBody(501), { eventId, secret: 'not-the-secret' })).status).toBe(
      401,
    );
    expect((await deliver('inventory_levels/update', levelBody, { eventId, secret: 'nope' })).status).toBe(401);
    expect(await WebhookEventModel.countDocuments({ eventId })).toBe(0);
  });
});

describe('inventory_levels/update', () => {
  it("reads the shop's catalogue again, so each owner's stock is Shopify's, once per delivery", async () => {
    const alice = new Types.ObjectId().toHexString();
    await syncShop(alice, shop, [listed('801', 'Mug', 25, 9)]);
    listedNow = [listed('801', 'Mug', 25, 2)];
    const reads = catalogueReads;
    const eventId = randomUUID();
    const first = await deliver('inventory_levels/update', levelBody, { eventId });
    expect(first.body).toEqual({ received: true, outcome: 'accepted' });
    expect((await deliver('inventory_levels/update', levelBody, { eventId })).body.outcome).toBe('duplicate');
    await processed(eventId);
    expect(await rowOf(alice, '801')).toMatchObject({ stock: 2 });
    expect(catalogueReads).toBeGreaterThan(reads);
  }, 45_000);

  it('reads once for a burst: an event that arrived before the last read started is already in it', async () => {
    const userId = new Types.ObjectId().toHexString();
    const refreshes: string[] = [];
    let clock = new Date('2026-11-27T10:00:00Z');
    const webhooks = createCatalogueWebhooks({
      refresh: async (owner, shopDomain) => {
        refreshes.push(`${owner}/${shopDomain}`);
      },
      logger,
      now: () => clock,
    });
    await webhooks.stockChanged(userId, shop, new Date('2026-11-27T09:59:58Z'));
    // Received before that read started: already in it.
    await webhooks.stockChanged(userId, shop, new Date('2026-11-27T09:59:59Z'));
    expect(refreshes).toHaveLength(1);
    clock = new Date('2026-11-27T10:05:00Z');
    await webhooks.stockChanged(userId, shop, new Date('2026-11-27T10:01:00Z'));
    expect(refreshes).toHaveLength(2);
  });
});
