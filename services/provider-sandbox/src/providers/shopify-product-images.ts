import { crc32, deflateSync } from 'node:zlib';
import type { Router } from 'express';
import { shopProducts, type GeneratedProduct } from '../generators';
import { seededRandom } from '../seeded-random';

// Product photos as Shopify's CDN serves them: each sandbox product has one real PNG (a square in
// its own colours), so a browser shows it and a service that imports it reads real image bytes.

/** Width and height of every product photo, in pixels. */
export const PRODUCT_IMAGE_SIZE = 96;
const SIZE = PRODUCT_IMAGE_SIZE;

/** The product's handle, as Shopify derives it from the title. */
export function productHandle(product: Pick<GeneratedProduct, 'title'>): string {
  return product.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Where the CDN serves a product's image (`<sandbox>/shopify/cdn/shops/<shop>/products/<handle>.png`). */
export function productImageUrl(publicUrl: string, shopDomain: string, product: GeneratedProduct): string {
  return `${publicUrl}/shopify/cdn/shops/${shopDomain}/products/${productHandle(product)}.png?v=1`;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A SIZE×SIZE RGB PNG: the product's colour with a lighter band across it, seeded by shop and product. */
export function productImagePng(shopDomain: string, product: GeneratedProduct): Buffer {
  const random = seededRandom(`${shopDomain}:product-image:${product.id}`);
  const base = [random.int(40, 200), random.int(40, 200), random.int(40, 200)];
  const light = base.map((value) => Math.min(255, value + 50));
  const rows: Buffer[] = [];
  for (let y = 0; y < SIZE; y += 1) {
    const row = Buffer.alloc(1 + SIZE * 3); // filter byte 0: none
    const colour = y >= SIZE / 3 && y < (SIZE * 2) / 3 ? light : base;
    for (let x = 0; x < SIZE; x += 1) row.set(colour, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The CDN: public, as Shopify's is (no token); an unknown shop or product is a 404. */
export function mountShopifyProductImages(router: Router): void {
  router.get('/cdn/shops/:shop/products/:file', (req, res) => {
    const shop = String(req.params.shop).toLowerCase();
    const product = /\.myshopify\.com$/.test(shop)
      ? shopProducts(shop).find((candidate) => `${productHandle(candidate)}.png` === req.params.file)
      : undefined;
    if (!product) {
      res.status(404).type('text/plain').send('Not Found');
      return;
    }
    res
      .status(200)
      .set({ 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=31536000' })
      .send(productImagePng(shop, product));
  });
}
