import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { Types } from 'mongoose';
import request from 'supertest';
import { INTERNAL_TOKEN_HEADER } from '@scp/service-kit/internal-token';
import { serviceFixture } from '@scp/service-kit/service-fixture';
import { serviceTokenHeader } from '@scp/service-kit/testing';
import type { ServiceName } from '@scp/service-kit/service-names';
import { dashboardInternalPaths, type ShopLookupResponse } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { integrationsInternalPaths } from '@scp/shared/contracts/settings/integrations-internal';
import { createApp } from '../app';
import { dashboardEnvShape } from '../config';

// POST /internal/dashboard/shop-lookup: the auto-responder asks for products and orders of the
// owner's shop; the settings service, which keeps the shop's token, asks Shopify (its Shopify
// folder tests what Shopify answers). Here: who may ask, what is refused, and settings' silence.

const path = dashboardInternalPaths.shopLookup;
const ANSWER: ShopLookupResponse = {
  connected: true,
  shopName: "Alice's Bakery",
  currency: 'USD',
  products: [],
  orders: [],
};

/** Stands in for the settings service's internal API (a real HTTP server). */
const asked: Array<{ userId: string; caller: unknown; body: unknown }> = [];
let settingsDown = false;
let settings: http.Server;
beforeAll(async () => {
  settings = http.createServer((req, res) => {
    const claims = decodeJwt(String(req.headers[INTERNAL_TOKEN_HEADER] ?? ''));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (settingsDown || req.url !== integrationsInternalPaths.shopLookup) {
        res.statusCode = 503;
        res.end('{}');
        return;
      }
      asked.push({
        userId: String(claims.sub),
        caller: claims.iss,
        body: JSON.parse(Buffer.concat(chunks).toString()),
      });
      res.end(JSON.stringify(ANSWER));
    });
  });
  await new Promise<void>((resolve) => settings.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => settings?.close(resolve));
});

const fx = serviceFixture({
  name: 'dashboard',
  createApp,
  extraConfig: dashboardEnvShape,
  env: () => ({ SETTINGS_SERVICE_URL: `http://127.0.0.1:${(settings.address() as AddressInfo).port}/` }),
});

async function lookUp(userId: string, body: unknown, caller: ServiceName = 'responder') {
  return request(fx.app)
    .post(path)
    .set(await serviceTokenHeader(caller, 'dashboard', `POST ${path}`, userId))
    .send(body as object);
}

describe('POST /internal/dashboard/shop-lookup', () => {
  it("answers what settings read of the owner's shop, asked for that owner", async () => {
    const userId = new Types.ObjectId().toHexString();
    const body = { productTerms: ['mug'], orderNumbers: ['#1042'] };
    const answer = await lookUp(userId, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(ANSWER);
    expect(asked.at(-1)).toMatchObject({ userId, body });
  });

  it('is 503 when settings does not answer, never a 500', async () => {
    const userId = new Types.ObjectId().toHexString();
    settingsDown = true;
    try {
      const down = await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] });
      expect(down.status).toBe(503);
      expect(down.body.error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      settingsDown = false;
    }
    expect((await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] })).status).toBe(200);
  });

  it('refuses any caller but the auto-responder (403)', async () => {
    const userId = new Types.ObjectId().toHexString();
    for (const caller of ['assistant', 'settings', 'onboarding'] as const) {
      const refused = await lookUp(userId, { productTerms: ['mug'], orderNumbers: [] }, caller);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('FORBIDDEN');
    }
    const anonymous = await request(fx.app).post(path).send({ productTerms: [], orderNumbers: [] });
    expect(anonymous.status).toBe(401);
  });

  it('refuses a bad body (400) naming what is wrong, without asking settings', async () => {
    const userId = new Types.ObjectId().toHexString();
    const before = asked.length;
    const bodies: Array<[unknown, string | undefined]> = [
      [{}, 'productTerms'],
      [{ productTerms: ['mug'] }, 'orderNumbers'],
      [{ productTerms: ['mug'], orderNumbers: [], extra: true }, undefined],
      [{ productTerms: [''], orderNumbers: [] }, 'productTerms.0'],
      [{ productTerms: [], orderNumbers: ['order 1042'] }, 'orderNumbers.0'],
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
    expect(asked.length).toBe(before);
  });
});
