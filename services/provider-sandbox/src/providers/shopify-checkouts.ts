import { shopCustomer, shopProducts, type GeneratedCustomer, type GeneratedOrder } from '../generators';
import type { SandboxContext } from '../oauth-flow';
import { perSandbox } from './per-sandbox';
import { productHandle } from './shopify-product-images';

// A customer's checkout placed now by a test (POST /_sandbox/shopify/checkouts): a paid order of one
// product, whose customer first landed on the page given (a post's tagged link, say). The shop's
// generated orders are a model of the past; a test that needs an order after something it just did
// (a post published a second ago) places it here. Shown with the shop's orders from then on, by
// the Admin GraphQL API's `orders` (with its first visit), not by the REST lookups.

/** Out of the generated orders' ids (5 000 000 000 000 + day × 100 + n). */
const PLACED_ID_BASE = 9_000_000_000_000;

export interface PlacedOrder {
  shopDomain: string;
  order: GeneratedOrder;
  customer: GeneratedCustomer;
  landingPage: string;
}

export const placedOrdersOf = perSandbox(() => [] as PlacedOrder[]);

/**
 * Places a paid order at `shopDomain` now: one of the product the landing page shows (its
 * `/products/<handle>`), else the shop's first product.
 */
export function placeOrder(
  sandbox: SandboxContext,
  shop: { domain: string; currency: string },
  landingPage: string,
  now = Date.now(),
): PlacedOrder {
  const placed = placedOrdersOf(sandbox);
  const products = shopProducts(shop.domain);
  const handle = /\/products\/([^/?#]+)/.exec(new URL(landingPage).pathname)?.[1];
  const product = products.find((one) => productHandle(one) === handle) ?? products[0];
  if (!product) throw new Error(`the sandbox shop ${shop.domain} has no products`);
  const n = placed.length;
  const id = PLACED_ID_BASE + n;
  const order: GeneratedOrder = {
    id,
    order_number: 900_001 + n,
    name: `#${900_001 + n}`,
    created_at: new Date(now).toISOString(),
    currency: shop.currency,
    financial_status: 'paid',
    total_price: product.price,
    line_items: [{ id: id * 10, product_id: product.id, title: product.title, quantity: 1, price: product.price }],
  };
  const record = { shopDomain: shop.domain, order, customer: shopCustomer(shop.domain, n), landingPage };
  placed.push(record);
  return record;
}

/** The orders placed at `shopDomain` in [from, to) (ISO instants). */
export function placedOrdersIn(sandbox: SandboxContext, shopDomain: string, from: string, to: string): PlacedOrder[] {
  return placedOrdersOf(sandbox).filter(
    (placed) => placed.shopDomain === shopDomain && placed.order.created_at >= from && placed.order.created_at < to,
  );
}

/** The placed order of this id, if a test placed it. */
export function placedOrder(sandbox: SandboxContext, id: number): PlacedOrder | undefined {
  return id >= PLACED_ID_BASE ? placedOrdersOf(sandbox).find((placed) => placed.order.id === id) : undefined;
}
