import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { addDays, isoDay, orderCustomer, shopOrders, shopProducts } from '@scp/provider-sandbox/generators';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import { shopLookupResponseSchema, type ShopLookupRequest } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { integrationsInternalPaths } from '@scp/shared/contracts/settings/integrations-internal';
import { settingsFixture } from '../../settings-harness.test.util';
import { connectAccount, revokeTokens, useSandbox } from '../sandbox-accounts.test.helper';
import { storeAccount } from '../stored-accounts.test.util';
import { orderName, productSearch } from './shop-lookup';

// POST /internal/settings/shop-lookup: the auto-responder asks (through the dashboard) for products
// by words of their titles and orders by number; settings reads them from Shopify (the provider
// sandbox) with the owner's token, which never leaves it.

const path = integrationsInternalPaths.shopLookup;
const SHOP = 'alices-bakery.myshopify.com';
const DAY_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;
const sandbox = useSandbox();

const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

/** A user whose settings hold `identity`'s shop, connected through the sandbox's OAuth. */
async function shopOwner(identity = 'alice', usable = true): Promise<string> {
  const account = await connectAccount(sandbox().url, 'shopify', identity);
  const userId = new Types.ObjectId().toHexString();
  await storeAccount(userId, account, usable ? 'connected' : 'needs_reauth');
  return userId;
}

async function lookUp(userId: string, body: unknown, caller: ServiceName = 'dashboard') {
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${path}`, userId))
    .send(body as object);
}

async function lookedUp(userId: string, body: ShopLookupRequest) {
  const answer = await lookUp(userId, body);
  expect(answer.status).toBe(200);
  return shopLookupResponseSchema.parse(answer.body);
}

/** Alice's orders of the last week placed between `minAge` and `maxAge` ago. */
function ordersAged(minAgeMs: number, maxAgeMs: number) {
  const today = isoDay(new Date());
  const now = Date.now();
  return shopOrders(SHOP, addDays(today, -7), today).filter((order) => {
    const age = now - Date.parse(order.created_at);
    return age >= minAgeMs && age <= maxAgeMs;
  });
}

describe('POST /internal/settings/shop-lookup', () => {
  it('tells the price and stock of the products a word of their title finds, a sold-out one too', async () => {
    const userId = await shopOwner();
    const catalogue = shopProducts(SHOP);
    const mug = catalogue.find((product) => /mug/i.test(product.title));
    const soldOut = catalogue.find((product) => product.inventory === 0);
    if (!mug || !soldOut) throw new Error('the sample shop has no mug or no sold-out product');
    const answer = await lookedUp(userId, { productTerms: ['MUG', soldOut.title], orderNumbers: [] });
    expect(answer).toMatchObject({ connected: true, shopName: "Alice's Bakery", currency: 'USD', orders: [] });
    const expected = (product: (typeof catalogue)[number]) => ({
      title: product.title,
      price: product.price,
      currency: 'USD',
      inStock: product.inventory > 0,
      inventory: product.inventory,
      url: `https://${SHOP}/products/${product.title.toLowerCase().replace(/ /g, '-')}`,
    });
    expect(answer.products).toContainEqual(expected(mug));
    expect(answer.products).toContainEqual({ ...expected(soldOut), inStock: false, inventory: 0 });
    // Each product once, even when two terms find it.
    const twice = await lookedUp(userId, { productTerms: ['mug', mug.title], orderNumbers: [] });
    expect(twice.products.filter((product) => product.title === mug.title)).toHaveLength(1);
    // At most 3 products a term; a term that finds nothing adds nothing.
    const many = await lookedUp(userId, { productTerms: ['e', 'no such thing'], orderNumbers: [] });
    expect(many.products.length).toBeGreaterThan(0);
    expect(many.products.length).toBeLessThanOrEqual(3);
  });

  it('finds an order by #number with its fulfillment status and tracking, and a recent one by its bare number', async () => {
    const userId = await shopOwner();
    const shipped = ordersAged(5 * DAY_MS, 7 * DAY_MS)[0];
    const fresh = ordersAged(HOUR_MS, 2 * DAY_MS - HOUR_MS)[0];
    if (!shipped || !fresh) throw new Error('no orders of those ages');
    const answer = await lookedUp(userId, {
      productTerms: [],
      orderNumbers: [shipped.name, String(fresh.order_number), '#99999999'],
    });
    expect(answer.products).toEqual([]);
    expect(answer.orders).toEqual([
      {
        name: shipped.name,
        createdAt: shipped.created_at,
        financialStatus: shipped.financial_status === 'paid' ? 'PAID' : 'REFUNDED',
        fulfillmentStatus: 'FULFILLED',
        cancelledAt: null,
        trackingNumber: expect.stringMatching(/^[0-9A-Z]{10,22}$/),
        trackingUrl: expect.stringMatching(/^https:\/\//),
        total: shipped.total_price,
        currency: 'USD',
        email: orderCustomer(SHOP, shipped).email,
        phone: orderCustomer(SHOP, shipped).phone,
        customerId: `gid://shopify/Customer/${orderCustomer(SHOP, shipped).id}`,
      },
      expect.objectContaining({
        name: fresh.name,
        fulfillmentStatus: 'UNFULFILLED',
        trackingNumber: null,
        trackingUrl: null,
        total: fresh.total_price,
      }),
    ]);
    expect(answer.orders[0]?.trackingUrl).toContain(answer.orders[0]?.trackingNumber);
  });

  it('answers connected: false to a user without a usable Shopify account', async () => {
    const nobody = new Types.ObjectId().toHexString();
    const empty = { connected: false, shopName: null, currency: null, products: [], orders: [] };
    expect(await lookedUp(nobody, { productTerms: ['mug'], orderNumbers: ['#1001'] })).toEqual(empty);
    const needsReconnecting = await shopOwner('alice', false);
    expect(await lookedUp(needsReconnecting, { productTerms: ['mug'], orderNumbers: [] })).toEqual(empty);
  });

  it('answers connected: false once Shopify no longer takes the token', async () => {
    const userId = await shopOwner('bob');
    expect((await lookedUp(userId, { productTerms: ['bowl'], orderNumbers: [] })).connected).toBe(true);
    await revokeTokens(sandbox().url, 'shopify', 'bob');
    expect(await lookedUp(userId, { productTerms: ['bowl'], orderNumbers: [] })).toMatchObject({
      connected: false,
      products: [],
    });
  });

  it('is 503 with a clear message when Shopify does not answer, never a 500', async () => {
    const userId = await shopOwner();
    const faults = `${sandbox().url}/_sandbox/faults`;
    await fetch(faults, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider: 'shopify', kind: 'server_error', times: 0 }),
    });
    try {
      const down = await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] });
      expect(down.status).toBe(503);
      expect(down.body.error).toEqual({ code: 'SERVICE_UNAVAILABLE', message: expect.stringMatching(/Shopify/) });
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    expect((await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] })).status).toBe(200);
  });

  it('refuses any caller but the dashboard, which asks for the auto-responder (403)', async () => {
    const userId = await shopOwner();
    for (const caller of ['assistant', 'responder', 'onboarding'] as const) {
      const refused = await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] }, caller);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    const anonymous = await request(fx.app).post(path).send({ productTerms: [], orderNumbers: [] });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad body (400) naming what is wrong', async () => {
    const userId = await shopOwner();
    const bodies: Array<[unknown, string | undefined]> = [
      [{}, 'productTerms'],
      [{ productTerms: ['mug'] }, 'orderNumbers'],
      [{ productTerms: ['mug'], orderNumbers: [], extra: true }, undefined],
      [{ productTerms: [''], orderNumbers: [] }, 'productTerms.0'],
      [{ productTerms: ['x'.repeat(101)], orderNumbers: [] }, 'productTerms.0'],
      [{ productTerms: ['a', 'b', 'c', 'd', 'e', 'f'], orderNumbers: [] }, 'productTerms'],
      [{ productTerms: [], orderNumbers: ['order 1042'] }, 'orderNumbers.0'],
      [{ productTerms: [], orderNumbers: ['#1', '#2', '#3', '#4', '#5', '#6'] }, 'orderNumbers'],
      [{ productTerms: [1], orderNumbers: [] }, 'productTerms.0'],
      [[], undefined],
    ];
    for (const [body, field] of bodies) {
      const answer = await lookUp(userId, body);
      expect({ body, status: answer.status, code: answer.body.error?.code, field: answer.body.error?.field }).toEqual({
        body,
        status: 400,
        code: 'VALIDATION_FAILED',
        field,
      });
    }
  });
});

describe('the searches a lookup sends to Shopify', () => {
  it('makes every word of a term a title prefix and keeps search syntax out', () => {
    expect(productSearch('Ceramic Mug')).toBe('status:active title:Ceramic* title:Mug*');
    expect(productSearch("the mug's price: (red)")).toBe(
      'status:active title:the* title:mug* title:s* title:price* title:red*',
    );
    expect(productSearch('?!')).toBeUndefined();
  });

  it('names an order as Shopify does', () => {
    expect(['1042', '#1042', '#01042'].map(orderName)).toEqual(['#1042', '#1042', '#1042']);
  });
});
