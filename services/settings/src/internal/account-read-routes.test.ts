import { Types } from 'mongoose';
import request from 'supertest';
import { sandboxSettingsServiceEnv } from '@scp/provider-sandbox/default-clients';
import { productSku, shopProducts } from '@scp/provider-sandbox/generators';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';
import {
  accountReadPath,
  dailyMetricsReadSchema,
  type AccountRead,
} from '@scp/shared/contracts/settings/integrations-internal';
import { settingsFixture } from '../settings-harness.test.util';
import type { SyncAccount } from '../platforms/platform-reader';
import { createPlatformReaders, sandboxReaderUrls } from '../platforms/platform-readers';
import { addDays, todayUtc } from '../platforms/reader-support';
import { connectAccount, revokeTokens, useSandbox } from '../platforms/sandbox-accounts.test.helper';
import { storeAccount } from '../platforms/stored-accounts.test.util';

// The dashboard's sync reads an account's figures through settings: settings makes the platform's
// calls with the token it keeps (the provider sandbox here) and answers the rows, or the failure
// the platform's answer meant, never the token.

const sandbox = useSandbox();
const fx = settingsFixture(() => ({ ...sandboxSettingsServiceEnv(), PROVIDER_SANDBOX_URL: sandbox().url }));

async function owner(platform: PlatformKey, status: 'connected' | 'needs_reauth' = 'connected') {
  const account = await connectAccount(sandbox().url, platform);
  const userId = new Types.ObjectId().toHexString();
  await storeAccount(userId, account, status);
  return { userId, account };
}

async function read(
  userId: string,
  account: Pick<SyncAccount, 'platform' | 'accountId'>,
  what: AccountRead,
  body: object,
  caller: ServiceName = 'dashboard',
) {
  const path = accountReadPath(account.platform, account.accountId, what);
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'settings', `POST ${path}`, userId))
    .send(body);
}

const direct = () => createPlatformReaders(sandboxReaderUrls(sandbox().url));

describe('POST /internal/settings/accounts/:platform/:accountId/…', () => {
  it("answers an account's days as its platform's reader reads them, in one call, and never the token", async () => {
    const { userId, account } = await owner('tiktok');
    const range = { from: addDays(todayUtc(), -119), to: todayUtc() };
    const answer = await read(userId, account, 'daily-metrics', range);
    expect(answer.status).toBe(200);
    const rows = await direct().readers.tiktok?.readDaily(account, range.from, range.to);
    expect(answer.body).toEqual({ rows });
    expect(answer.body.rows).toHaveLength(120);
    expect(JSON.stringify(answer.body)).not.toContain(account.accessToken);
  });

  it("answers Instagram's audience by hour, and a shop's days and products", async () => {
    const instagram = await owner('instagram');
    const range = { from: addDays(todayUtc(), -59), to: todayUtc() };
    const hours = await read(instagram.userId, instagram.account, 'hourly-activity', range);
    expect(hours.status).toBe(200);
    expect(hours.body.rows.map((row: { hours: number[] }) => row.hours.length)).toEqual(Array(30).fill(24));

    const shop = await owner('shopify');
    const days = await read(shop.userId, shop.account, 'shop-days', { from: addDays(todayUtc(), -9), to: todayUtc() });
    expect(days.status).toBe(200);
    expect(days.body).toEqual({
      shop: await direct().shop?.readShop(shop.account, addDays(todayUtc(), -9), todayUtc()),
    });
    expect(days.body.shop.days).toHaveLength(10);
  });

  it("answers a shop's products, sold or not, each with its page, lowest price, featured image and stock", async () => {
    const shop = await owner('shopify');
    const answer = await read(shop.userId, shop.account, 'shop-products', {});
    expect(answer.status).toBe(200);
    const generated = shopProducts(shop.account.accountId);
    expect(answer.body.catalogue.currency).toBe('USD');
    expect(answer.body.catalogue.products).toEqual(
      generated.map((product) => {
        const handle = product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
        return {
          shopifyProductId: String(product.id),
          title: product.title,
          handle,
          url: `https://${shop.account.accountId}/products/${handle}`,
          price: Number(product.price),
          imageUrl: `${sandbox().url}/shopify/cdn/shops/${shop.account.accountId}/products/${handle}.png?v=1`,
          stock: product.inventory,
          skus: [productSku(product)],
        };
      }),
    );
    expect(JSON.stringify(answer.body)).not.toContain(shop.account.accessToken);
    // Only a shop has products.
    const tiktok = await owner('tiktok');
    expect((await read(tiktok.userId, tiktok.account, 'shop-products', {})).status).toBe(400);
  });

  it('waits out a 429 with Retry-After and still answers the rows', async () => {
    const { userId, account } = await owner('instagram');
    await fetch(`${sandbox().url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'meta', kind: 'rate_limit', retryAfterSeconds: 1, times: 1 }),
    });
    const started = Date.now();
    const answer = await read(userId, account, 'daily-metrics', { from: addDays(todayUtc(), -89), to: todayUtc() });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(dailyMetricsReadSchema.parse(answer.body)).toEqual({ rows: expect.any(Array) });
    expect(answer.body.rows).toHaveLength(90);
  });

  it('answers the failure the platform meant: a revoked token is rejected, a platform down unavailable', async () => {
    const { userId, account } = await owner('tiktok');
    const range = { from: addDays(todayUtc(), -6), to: todayUtc() };
    await fetch(`${sandbox().url}/_sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: 'tiktok', kind: 'server_error', times: 0 }),
    });
    try {
      const down = await read(userId, account, 'daily-metrics', range);
      expect(down.status).toBe(200);
      expect(down.body).toEqual({ failure: expect.objectContaining({ kind: 'unavailable' }) });
    } finally {
      await fetch(`${sandbox().url}/_sandbox/faults`, { method: 'DELETE' });
    }
    await revokeTokens(sandbox().url, 'tiktok', 'alice');
    const refused = await read(userId, account, 'daily-metrics', range);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({
      failure: expect.objectContaining({ kind: 'rejected', detail: expect.any(String) }),
    });

    const reconnect = await owner('linkedin', 'needs_reauth');
    const waiting = await read(reconnect.userId, reconnect.account, 'daily-metrics', range);
    expect(waiting.body).toEqual({ failure: expect.objectContaining({ kind: 'rejected' }) });
  });

  it("tells whether the app is still on the owner's shop", async () => {
    const { userId, account } = await owner('shopify', 'connected');
    const installed = await read(userId, account, 'shop-installation', {});
    expect(installed.body).toEqual({ installation: 'installed' });
    const removed = await fetch(
      `${sandbox().url}/shopify/shops/${account.accountId}/admin/api_permissions/current.json`,
      {
        method: 'DELETE',
        headers: { 'X-Shopify-Access-Token': account.accessToken },
      },
    );
    expect(removed.status).toBe(200);
    expect((await read(userId, account, 'shop-installation', {})).body).toEqual({ installation: 'uninstalled' });
  });

  it('is for the dashboard only, and refuses what cannot be read (4xx, never a 500)', async () => {
    const { userId, account } = await owner('tiktok');
    const range = { from: addDays(todayUtc(), -6), to: todayUtc() };
    for (const caller of ['assistant', 'responder', 'onboarding'] as const)
      expect((await read(userId, account, 'daily-metrics', range, caller)).status).toBe(403);
    const stranger = new Types.ObjectId().toHexString();
    expect((await read(stranger, account, 'daily-metrics', range)).status).toBe(404);
    const refusals: Array<[Pick<SyncAccount, 'platform' | 'accountId'>, AccountRead, object, string | undefined]> = [
      [account, 'daily-metrics', {}, 'from'],
      [account, 'daily-metrics', { from: 'yesterday', to: range.to }, 'from'],
      [account, 'daily-metrics', { from: range.to, to: range.from }, 'from'],
      [account, 'daily-metrics', { from: '2026-02-30', to: range.to }, 'from'],
      [account, 'daily-metrics', { from: '2020-01-01', to: range.to }, 'to'],
      [account, 'daily-metrics', { ...range, extra: 1 }, undefined],
      [account, 'hourly-activity', range, 'platform'],
      [account, 'shop-days', range, 'platform'],
      [{ platform: 'shopify', accountId: account.accountId }, 'daily-metrics', range, 'platform'],
      [{ platform: 'myspace' as PlatformKey, accountId: account.accountId }, 'daily-metrics', range, 'platform'],
    ];
    for (const [target, what, body, field] of refusals) {
      const answer = await read(userId, target, what, body);
      expect({ what, body, status: answer.status, field: answer.body.error?.field }).toEqual({
        what,
        body,
        status: 400,
        field,
      });
    }
  });
});
