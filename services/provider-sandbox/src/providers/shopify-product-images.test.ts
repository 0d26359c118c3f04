import { inflateSync } from 'node:zlib';
import { shopProducts } from '../generators';
import type { RunningSandbox } from '../main';
import { connect } from '../provider-tokens.test.helper';
import { answer, startSandbox } from '../sandbox-client.test.helper';

// The shop's products with their images in Shopify's shape (featuredImage, images), and the images
// themselves served as real PNG bytes by the sandbox's CDN, without a token, as Shopify's CDN does.

const SHOP = 'alices-bakery.myshopify.com';
let sandbox: RunningSandbox;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox();
  token = (await connect(sandbox.url, 'shopify', 'alice', 'read_orders,read_products')).access;
});
afterAll(() => sandbox.stop());

const PRODUCTS = `query Products($first: Int!) {
  products(first: $first) {
    nodes {
      id title handle
      featuredImage { id url altText width height }
      images(first: 5) { nodes { url } }
    }
  }
}`;

type ProductNode = {
  id: string;
  title: string;
  handle: string;
  featuredImage: { id: string; url: string; altText: string | null; width: number; height: number };
  images: { nodes: { url: string }[] };
};

describe('Shopify product images', () => {
  it('lists every product with its featured image and images, each a PNG the CDN serves', async () => {
    const reply = await answer(
      await fetch(`${sandbox.url}/shopify/shops/${SHOP}/admin/api/2025-07/graphql.json`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': token },
        body: JSON.stringify({ query: PRODUCTS, variables: { first: 50 } }),
      }),
    );
    expect(reply.status).toBe(200);
    expect(reply.json.errors).toBeUndefined();
    const nodes = reply.json.data.products.nodes as ProductNode[];
    expect(nodes.map((node) => node.title)).toEqual(shopProducts(SHOP).map((product) => product.title));
    const urls = new Set<string>();
    for (const node of nodes) {
      expect(node.featuredImage).toEqual({
        id: expect.stringMatching(/^gid:\/\/shopify\/ProductImage\/\d+$/),
        url: `${sandbox.url}/shopify/cdn/shops/${SHOP}/products/${node.handle}.png?v=1`,
        altText: null,
        width: 96,
        height: 96,
      });
      expect(node.images.nodes).toEqual([{ url: node.featuredImage.url }]);
      urls.add(node.featuredImage.url);
    }
    expect(urls.size).toBe(nodes.length);

    const first = nodes[0] as ProductNode;
    const image = await fetch(first.featuredImage.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(bytes.readUInt32BE(16)).toBe(96);
    expect(bytes.readUInt32BE(20)).toBe(96);
    // The pixels are all there: 96 rows of a filter byte and 96 RGB pixels.
    const idat = bytes.indexOf('IDAT', 0, 'latin1');
    const length = bytes.readUInt32BE(idat - 4);
    expect(inflateSync(bytes.subarray(idat + 4, idat + 4 + length)).length).toBe(96 * (1 + 96 * 3));
    // The same photo each time; another product's is another picture.
    expect(Buffer.from(await (await fetch(first.featuredImage.url)).arrayBuffer())).toEqual(bytes);
    const second = nodes[1] as ProductNode;
    expect(Buffer.from(await (await fetch(second.featuredImage.url)).arrayBuffer())).not.toEqual(bytes);
  });

  it('answers 404 for a product or shop it does not have', async () => {
    expect((await fetch(`${sandbox.url}/shopify/cdn/shops/${SHOP}/products/no-such-thing.png`)).status).toBe(404);
    expect((await fetch(`${sandbox.url}/shopify/cdn/shops/example.com/products/x.png`)).status).toBe(404);
  });
});
