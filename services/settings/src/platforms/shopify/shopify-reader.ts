import { isRecord } from '@scp/service-kit/oauth-client';
import { PlatformFailure, str, type PatientOptions } from '@scp/service-kit/platform-http';
import type { UtmParameters } from '@scp/shared/contracts/settings/integrations-internal';
import type { CatalogueProduct, ProductSales, ShopDay, ShopRead, ShopReader, SyncAccount } from '../platform-reader';
import { addDays, callJson, checkRange, daysBetween, MAX_PAGES, numberOf, records } from '../reader-support';

// A shop's days from its orders (Admin GraphQL API): paid orders make the day's sales, order count
// and average order value; their line items (quantity × unit price) each product's sales. Days are
// UTC, as every other series of the dashboard. And the shop's catalogue (its products, sold or
// not, with their page, price and featured image) for the studio's 'Add product'. Each order is also
// given back with the customer who placed it, for the customers' figures.

const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

export interface ShopifyGraphqlOptions {
  /** `https://` in production (a shop's URL is this plus its domain), `<sandbox>/shopify/shops/` locally. */
  shopsBaseUrl: string;
  apiVersion: string;
  patient?: PatientOptions;
}

/** The shop an Admin GraphQL call is made to, and the token it is made with. */
export type ShopifyShop = Pick<SyncAccount, 'accountId' | 'accessToken'>;

/**
 * One Admin GraphQL query to a shop: its `data`, or the PlatformFailure its answer means
 * (`rejected` when the token or a scope is refused, `unavailable` when Shopify cannot serve us).
 */
export type ShopifyGraphql = (
  shop: ShopifyShop,
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export interface ShopifyReaderOptions extends ShopifyGraphqlOptions {
  /**
   * Line items read with each order. Shopify prices a query at 2 + first × (node cost) per
   * connection, so orders × line items must stay small to keep a query under the 1000-point
   * single-query limit: 20 orders × 10 lines, with each order's first visit, costs 962. An order with more lines has the rest read
   * on its own (tests lower this to exercise that path).
   */
  lineItemsPerOrder?: number;
  ordersPerPage?: number;
}

interface Line {
  productId: string;
  title: string;
  cents: number;
  /** The product's handle and online-store page (null when unpublished or deleted), and its unit price on this line. */
  handle: string | null;
  url: string | null;
  unitCents: number;
  /** How many of it the line sold. */
  units: number;
}

interface Order {
  id: string;
  name: string | undefined;
  customerId: string | null;
  customerName: string | undefined;
  financialStatus: string | undefined;
  fulfillmentStatus: string | undefined;
  createdAt: string;
  paid: boolean;
  cents: number;
  lines: Line[];
  landingPage: string | null;
  utm: UtmParameters | null;
}

// The product's handle and page are scalars (no query cost): the studio links a post to the page.
const LINE_FIELDS =
  'quantity title product { id title handle onlineStoreUrl } originalUnitPriceSet { shopMoney { amount } }';

export const ORDERS_QUERY = `query Orders($first: Int!, $lines: Int!, $after: String, $search: String!) {
  shop { currencyCode }
  orders(first: $first, after: $after, query: $search, sortKey: CREATED_AT) {
    edges { node {
      id name createdAt displayFinancialStatus displayFulfillmentStatus customer { id displayName }
      customerJourneySummary { firstVisit { landingPage utmParameters { source medium campaign content term } } }
      totalPriceSet { shopMoney { amount } }
      lineItems(first: $lines) { edges { node { ${LINE_FIELDS} } } pageInfo { hasNextPage endCursor } }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;

// The rest of one order's lines: found again by its creation second (Shopify's search has no
// order id term the sandbox imitates; created_at narrows it to that order and its twins).
export const MORE_LINES_QUERY = `query MoreLines($search: String!, $after: String) {
  orders(first: 3, query: $search) {
    edges { node { id lineItems(first: 50, after: $after) { edges { node { ${LINE_FIELDS} } } pageInfo { hasNextPage endCursor } } } }
  }
}`;

// Every active product, a page of 50 at a time, with its first 10 variants' SKUs (what the products
// page searches): 2 + 50 × (1 + price range 2 + image 1 + variants 2 + 10 × 1) = 802 points.
export const PRODUCTS_QUERY = `query Catalogue($first: Int!, $after: String) {
  shop { currencyCode }
  products(first: $first, after: $after, query: "status:active", sortKey: ID) {
    edges { node {
      id title handle onlineStoreUrl totalInventory tracksInventory
      priceRangeV2 { minVariantPrice { amount } }
      featuredImage { url }
      variants(first: 10) { edges { node { sku } } }
    } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const PRODUCTS_PER_PAGE = 50;

const cents = (amount: unknown) => Math.round(numberOf(amount) * 100);
const money = (value: unknown) => (isRecord(value) && isRecord(value.shopMoney) ? value.shopMoney.amount : undefined);

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term'] as const;

/**
 * The landing page of an order's first visit and its UTM parameters (what ties a sale to the post it
 * came from); nulls when Shopify recorded no visit. Shopify parses the parameters itself; a visit
 * without them has its landing page's, if any.
 */
function firstVisitOf(journey: unknown): { landingPage: string | null; utm: UtmParameters | null } {
  const visit = isRecord(journey) && isRecord(journey.firstVisit) ? journey.firstVisit : undefined;
  const landingPage = typeof visit?.landingPage === 'string' ? visit.landingPage : null;
  let given: Record<string, unknown> | undefined = isRecord(visit?.utmParameters) ? visit.utmParameters : undefined;
  if (!given && landingPage) {
    try {
      const params = new URL(landingPage).searchParams;
      given = Object.fromEntries(UTM_KEYS.map((key) => [key, params.get(`utm_${key}`)]));
    } catch {
      given = undefined;
    }
  }
  const utm = Object.fromEntries(
    UTM_KEYS.map((key) => [key, typeof given?.[key] === 'string' && given[key] !== '' ? given[key] : null]),
  ) as UtmParameters;
  return { landingPage, utm: Object.values(utm).some((value) => value !== null) ? utm : null };
}

/** The numeric id of a `gid://shopify/Product/123` (what the shop's admin URLs show), of an order or customer too. */
function productIdOf(gid: unknown): string | undefined {
  return typeof gid === 'string' ? (/\/(\d+)$/.exec(gid)?.[1] ?? gid) : undefined;
}

function linesOf(connection: unknown): { lines: Line[]; more?: string } {
  const lines: Line[] = [];
  if (!isRecord(connection)) return { lines };
  for (const edge of records(connection.edges)) {
    const node = isRecord(edge.node) ? edge.node : {};
    const product = isRecord(node.product) ? node.product : undefined;
    const title = String((product?.title as string | undefined) ?? node.title ?? '');
    // A deleted product has no product any more: its sales stay under the line's title.
    const productId = productIdOf(product?.id) ?? `deleted:${title}`;
    const unitCents = cents(money(node.originalUnitPriceSet));
    lines.push({
      productId,
      title,
      cents: unitCents * numberOf(node.quantity),
      handle: typeof product?.handle === 'string' ? product.handle : null,
      url: typeof product?.onlineStoreUrl === 'string' ? product.onlineStoreUrl : null,
      unitCents,
      units: numberOf(node.quantity),
    });
  }
  const pageInfo = isRecord(connection.pageInfo) ? connection.pageInfo : {};
  const more = pageInfo.hasNextPage === true && typeof pageInfo.endCursor === 'string' ? pageInfo.endCursor : undefined;
  return { lines, more };
}

/** The URL of `path` in a shop's Admin API of the configured version; only a myshopify.com domain is called. */
export function shopAdminApiUrl(options: ShopifyGraphqlOptions, shopDomain: string, path: string): string {
  const base = /(\/|:\/\/)$/.test(options.shopsBaseUrl) ? options.shopsBaseUrl : `${options.shopsBaseUrl}/`;
  const shop = shopDomain.toLowerCase();
  if (!SHOP_DOMAIN.test(shop))
    throw new PlatformFailure('refused', 'Shopify: the account is not a myshopify.com domain');
  return `${base}${shop}/admin/api/${encodeURIComponent(options.apiVersion)}/${path}`;
}

export function createShopifyGraphql(options: ShopifyGraphqlOptions): ShopifyGraphql {
  const sleep = options.patient?.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  return async (account, query, variables) => {
    const url = shopAdminApiUrl(options, account.accountId, 'graphql.json');
    for (let attempt = 0; ; attempt += 1) {
      const body = await callJson(
        'Shopify GraphQL',
        url,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': account.accessToken },
          body: JSON.stringify({ query, variables }),
        },
        options.patient,
      );
      const errors = records(body.errors);
      const cost = isRecord(body.extensions) && isRecord(body.extensions.cost) ? body.extensions.cost : {};
      const throttle = isRecord(cost.throttleStatus) ? cost.throttleStatus : {};
      const restoreRate = numberOf(throttle.restoreRate) || 50;
      // GraphQL throttling is a 200 with THROTTLED, not a 429: wait for the bucket to refill.
      if (errors.some((error) => isRecord(error.extensions) && error.extensions.code === 'THROTTLED')) {
        if (attempt >= 5) throw new PlatformFailure('unavailable', 'Shopify GraphQL: throttled');
        const missing = numberOf(cost.requestedQueryCost) - numberOf(throttle.currentlyAvailable);
        await sleep(Math.max(1000, Math.ceil((missing / restoreRate) * 1000)));
        continue;
      }
      if (errors.length) {
        const denied = errors.find((error) => isRecord(error.extensions) && error.extensions.code === 'ACCESS_DENIED');
        const message = String((denied ?? errors[0])?.message ?? 'GraphQL error');
        // A scope the owner did not grant (read_orders) is mended only by connecting again.
        throw new PlatformFailure(denied ? 'rejected' : 'refused', `Shopify GraphQL: ${message}`, message);
      }
      if (!isRecord(body.data)) throw new PlatformFailure('refused', 'Shopify GraphQL: no data');
      // Leave the bucket room for the next query of the same size rather than meet THROTTLED.
      const available = numberOf(throttle.currentlyAvailable);
      const next = numberOf(cost.requestedQueryCost);
      if (isRecord(cost.throttleStatus) && available < next)
        await sleep(Math.ceil(((next - available) / restoreRate) * 1000));
      return body.data;
    }
  };
}

export function createShopifyReader(options: ShopifyReaderOptions): ShopReader {
  const ordersPerPage = options.ordersPerPage ?? 20;
  const linesPerOrder = options.lineItemsPerOrder ?? 10;
  const graphql = createShopifyGraphql(options);

  /** The lines of `order` past `after`, looked up again by its creation second. */
  const remainingLines = async (account: SyncAccount, order: Order, after: string): Promise<Line[]> => {
    const at = Date.parse(order.createdAt);
    const search = `created_at:>='${new Date(at).toISOString()}' created_at:<'${new Date(at + 1000).toISOString()}'`;
    const lines: Line[] = [];
    let cursor: string | undefined = after;
    for (let page = 0; cursor && page < MAX_PAGES; page += 1) {
      const data = await graphql(account, MORE_LINES_QUERY, { search, after: cursor });
      const orders = isRecord(data.orders) ? records(data.orders.edges) : [];
      const node = orders.map((edge) => (isRecord(edge.node) ? edge.node : {})).find((n) => n.id === order.id);
      if (!node) throw new PlatformFailure('refused', `Shopify GraphQL: order ${order.id} not found again`);
      const read = linesOf(node.lineItems);
      lines.push(...read.lines);
      cursor = read.more;
    }
    return lines;
  };

  return {
    async readShop(account, from, to) {
      checkRange(from, to);
      // Whole UTC days as times: a bare date would be read in the shop's time zone by Shopify.
      const search = `created_at:>='${from}T00:00:00Z' created_at:<'${addDays(to, 1)}T00:00:00Z'`;
      const orders: Order[] = [];
      const seen = new Set<string>();
      let currency = '';
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const data = await graphql(account, ORDERS_QUERY, {
          first: ordersPerPage,
          lines: linesPerOrder,
          after: after ?? null,
          search,
        });
        if (isRecord(data.shop) && typeof data.shop.currencyCode === 'string') currency = data.shop.currencyCode;
        const connection = isRecord(data.orders) ? data.orders : {};
        for (const edge of records(connection.edges)) {
          const node = isRecord(edge.node) ? edge.node : {};
          const id = String(node.id ?? '');
          if (seen.has(id)) continue;
          seen.add(id);
          const read = linesOf(node.lineItems);
          const order: Order = {
            id,
            name: str(node.name),
            customerId: isRecord(node.customer) ? (productIdOf(node.customer.id) ?? null) : null,
            customerName: isRecord(node.customer) ? str(node.customer.displayName) : undefined,
            financialStatus: str(node.displayFinancialStatus),
            fulfillmentStatus: str(node.displayFulfillmentStatus),
            createdAt: String(node.createdAt ?? ''),
            // Refunded (and pending or voided) orders are no sales.
            paid: ['PAID', 'PARTIALLY_REFUNDED'].includes(String(node.displayFinancialStatus)),
            cents: cents(money(node.totalPriceSet)),
            lines: read.lines,
            ...firstVisitOf(node.customerJourneySummary),
          };
          if (order.paid && read.more) order.lines.push(...(await remainingLines(account, order, read.more)));
          orders.push(order);
        }
        const pageInfo = isRecord(connection.pageInfo) ? connection.pageInfo : {};
        if (pageInfo.hasNextPage !== true || typeof pageInfo.endCursor !== 'string') break;
        after = pageInfo.endCursor;
      }

      const days = new Map(daysBetween(from, to).map((date) => [date, { cents: 0, count: 0 }]));
      type Sold = Pick<Line, 'title' | 'cents' | 'handle' | 'url' | 'unitCents' | 'units'>;
      const products = new Map<string, Map<string, Sold>>();
      for (const order of orders) {
        const date = new Date(Date.parse(order.createdAt)).toISOString().slice(0, 10);
        const day = days.get(date);
        if (!day || !order.paid) continue;
        day.cents += order.cents;
        day.count += 1;
        const sold = products.get(date) ?? new Map<string, Sold>();
        products.set(date, sold);
        for (const line of order.lines) {
          const product = sold.get(line.productId) ?? { ...line, cents: 0, units: 0 };
          product.cents += line.cents;
          product.units += line.units;
          // The day's latest line tells the product's page and price as the shop last sold it.
          product.handle = line.handle ?? product.handle;
          product.url = line.url ?? product.url;
          product.unitCents = line.unitCents;
          sold.set(line.productId, product);
        }
      }
      const shopDays: ShopDay[] = [...days.entries()].map(([date, day]) => ({
        date,
        totalSales: day.cents / 100,
        orderCount: day.count,
        averageOrderValue: day.count ? Math.round(day.cents / day.count) / 100 : 0,
      }));
      const productSalesByDay = daysBetween(from, to).map((date) => ({
        date,
        products: [...(products.get(date)?.entries() ?? [])]
          .map(([id, product]): ProductSales => ({
            shopifyProductId: id,
            productTitle: product.title,
            totalSales: product.cents / 100,
            handle: product.handle,
            url: product.url,
            unitPrice: product.unitCents / 100,
            units: product.units,
          }))
          .sort((a, b) => b.totalSales - a.totalSales || a.shopifyProductId.localeCompare(b.shopifyProductId)),
      }));
      const placed = orders
        .filter((order) => days.has(new Date(Date.parse(order.createdAt)).toISOString().slice(0, 10)))
        .map((order) => ({
          orderId: productIdOf(order.id) ?? order.id,
          customerId: order.customerId,
          createdAt: new Date(Date.parse(order.createdAt)).toISOString(),
          total: order.paid ? order.cents / 100 : 0,
          paid: order.paid,
          // What the inbox shows of a proved customer's orders (their name, and each order's).
          ...(order.name ? { name: order.name } : {}),
          ...(order.customerName ? { customerName: order.customerName } : {}),
          ...(order.financialStatus ? { financialStatus: order.financialStatus } : {}),
          ...(order.fulfillmentStatus ? { fulfillmentStatus: order.fulfillmentStatus } : {}),
          landingPage: order.landingPage,
          utm: order.utm,
        }));
      return { currency, days: shopDays, productSalesByDay, orders: placed } satisfies ShopRead;
    },

    async readProducts(account) {
      const products: CatalogueProduct[] = [];
      let currency = '';
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page += 1) {
        const data = await graphql(account, PRODUCTS_QUERY, { first: PRODUCTS_PER_PAGE, after: after ?? null });
        if (isRecord(data.shop) && typeof data.shop.currencyCode === 'string') currency = data.shop.currencyCode;
        const connection = isRecord(data.products) ? data.products : {};
        for (const edge of records(connection.edges)) {
          const node = isRecord(edge.node) ? edge.node : {};
          const id = productIdOf(node.id);
          if (!id || typeof node.handle !== 'string') continue;
          const range = isRecord(node.priceRangeV2) ? node.priceRangeV2 : {};
          const lowest = isRecord(range.minVariantPrice) ? range.minVariantPrice.amount : undefined;
          const image = isRecord(node.featuredImage) ? node.featuredImage.url : undefined;
          products.push({
            shopifyProductId: id,
            title: String(node.title ?? ''),
            handle: node.handle,
            url: typeof node.onlineStoreUrl === 'string' ? node.onlineStoreUrl : null,
            price: lowest === undefined || lowest === null ? null : cents(lowest) / 100,
            imageUrl: typeof image === 'string' ? image : null,
            // A product whose stock Shopify does not track has no count to show.
            stock:
              node.tracksInventory === false || typeof node.totalInventory !== 'number' ? null : node.totalInventory,
            skus: isRecord(node.variants)
              ? records(node.variants.edges)
                  .map((variant) => (isRecord(variant.node) ? variant.node.sku : undefined))
                  .filter((sku): sku is string => typeof sku === 'string' && sku !== '')
              : [],
          });
        }
        const pageInfo = isRecord(connection.pageInfo) ? connection.pageInfo : {};
        if (pageInfo.hasNextPage !== true || typeof pageInfo.endCursor !== 'string') break;
        after = pageInfo.endCursor;
      }
      return { currency, products };
    },
  };
}
