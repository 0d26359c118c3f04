import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Types } from 'mongoose';
import sharp from 'sharp';
import request from 'supertest';
import { callService, internalTokenHeader } from '@scp/service-kit/testing';
import { dashboardInternalPaths, type ShopProduct } from '@scp/shared/contracts/dashboard/dashboard-internal';
import { mediaResponseSchema, studioProductsResponseSchema } from '@scp/shared/contracts/studio/studio-api';
import { png } from '../media/media-files.test.util';
import { studioWithNeighbours } from '../neighbours/neighbours-fixture.test.util';

// GET /api/studio/products?q=: the product picker lists the owner's synced Shopify products, which
// the dashboard keeps (a real HTTP server stands in for its internal API and answers per owner; the
// dashboard's own tests cover the search and the owner filter). POST /api/studio/products/image:
// 'Add product' imports the product's image from the shop's CDN (another real HTTP server here)
// into the owner's media library, checked and re-encoded as an upload is.

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
    const params = new URL(call.path, 'http://x').searchParams;
    const q = params.get('q')?.toLowerCase() ?? '';
    const handle = params.get('handle');
    return {
      products: (productsOf.get(call.userId ?? '') ?? []).filter(
        (item) => item.title.toLowerCase().includes(q) && (handle === null || item.handle === handle),
      ),
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

/** Shopify's CDN: a product photo (a real PNG), a text file served as an image, and nothing else. */
let cdn: http.Server;
let cdnUrl = '';
let photo: Buffer;
beforeAll(async () => {
  photo = await png(640, 480);
  cdn = http.createServer((req, res) => {
    if (req.url === '/files/linen-apron.png?v=1') res.writeHead(200, { 'content-type': 'image/png' }).end(photo);
    else if (req.url === '/files/fake.png') res.writeHead(200, { 'content-type': 'image/png' }).end('not a picture');
    else if (req.url === '/files/broken.png') res.writeHead(500).end();
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnUrl = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => cdn.close(resolve)));

describe('POST /api/studio/products/image', () => {
  const carol = newUserId();
  const shopDomain = 'carol.myshopify.com';
  const withImage = (title: string, file: string | null): ShopProduct => ({
    ...product(title, shopDomain),
    imageUrl: file ? `${cdnUrl}/files/${file}` : null,
  });
  beforeAll(() => {
    productsOf.set(carol, [
      withImage('Linen Apron', 'linen-apron.png?v=1'),
      withImage('Plain Candle', null),
      withImage('Fake Photo', 'fake.png'),
      withImage('Broken Photo', 'broken.png'),
      withImage('Gone Photo', 'gone.png'),
    ]);
  });
  const importImage = (userId: string | undefined, body: object) =>
    callService(fx.app, 'studio', 'post', '/products/image', { userId, body });

  it("stores the product's image in the owner's library as a re-encoded JPEG with the product's title as alt text", async () => {
    const answer = await importImage(carol, { shopDomain, handle: 'linen-apron' });
    expect(answer.status).toBe(201);
    const { media } = mediaResponseSchema.parse(answer.body);
    expect(media).toMatchObject({
      type: 'image',
      contentType: 'image/jpeg',
      width: 640,
      height: 480,
      alt: 'Linen Apron',
    });
    expect(dashboard.calls.at(-1)).toMatchObject({
      path: `${dashboardInternalPaths.shopProducts}?handle=linen-apron`,
      caller: 'studio',
      userId: carol,
    });
    // Served from the library like any upload: JPEG bytes, not the shop's PNG.
    const path = new URL(media.url).pathname;
    const file = await request(fx.app)
      .get(path)
      .set(await internalTokenHeader('studio', `GET ${path}`))
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect((await sharp(file.body as Buffer).metadata()).format).toBe('jpeg');
    const library = await callService(fx.app, 'studio', 'get', '/media', { userId: carol });
    expect(library.body.media.map((item: { id: string; alt: string }) => [item.id, item.alt])).toEqual([
      [media.id, 'Linen Apron'],
    ]);
  });

  it('answers 404 for a product without an image, of another shop or owner, or whose image is gone', async () => {
    for (const [userId, body] of [
      [carol, { shopDomain, handle: 'plain-candle' }],
      [carol, { shopDomain: 'other.myshopify.com', handle: 'linen-apron' }],
      [carol, { shopDomain, handle: 'no-such-product' }],
      [newUserId(), { shopDomain, handle: 'linen-apron' }],
      [carol, { shopDomain, handle: 'gone-photo' }],
    ] as const) {
      const answer = await importImage(userId, body);
      expect(answer.status).toBe(404);
      expect(answer.body.error.message).toBe('That product has no image in your shop.');
    }
  });

  it('refuses what is no image by its bytes (400), and answers 503 when the CDN fails or the dashboard is away', async () => {
    const fake = await importImage(carol, { shopDomain, handle: 'fake-photo' });
    expect(fake.status).toBe(400);
    const broken = await importImage(carol, { shopDomain, handle: 'broken-photo' });
    expect(broken.status).toBe(503);
    expect(broken.body.error.message).toBe(
      'The product’s image could not be fetched from your shop. Try again shortly.',
    );
    dashboard.mode = 'down';
    expect((await importImage(carol, { shopDomain, handle: 'linen-apron' })).status).toBe(503);
  });

  it('needs a session and a shop and handle, nothing else', async () => {
    expect((await importImage(undefined, { shopDomain, handle: 'linen-apron' })).status).toBe(401);
    for (const body of [
      {},
      { shopDomain },
      { handle: 'x' },
      { shopDomain, handle: '' },
      { shopDomain, handle: 'x', url: 'http://x' },
    ])
      expect((await importImage(carol, body)).status).toBe(400);
  });
});
