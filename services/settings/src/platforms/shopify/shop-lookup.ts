import { AppError } from '@scp/service-kit/errors';
import type { Logger } from '@scp/service-kit/logger';
import { isRecord, PlatformUnreachable } from '@scp/service-kit/oauth-client';
import { PlatformFailure, str } from '@scp/service-kit/platform-http';
import type {
  ShopLookupOrder,
  ShopLookupProduct,
  ShopLookupRequest,
  ShopLookupResponse,
} from '@scp/shared/contracts/dashboard/dashboard-internal';
import type { IntegrationsService } from '../../integrations/integrations-service';
import { records } from '../reader-support';
import { createShopifyGraphql, type ShopifyGraphqlOptions } from './shopify-reader';

// The shop as it is at the time of asking, for the auto-responder's answers to customers: products
// by words of their titles (price, stock) and orders by their numbers (status, tracking), read from
// Shopify's Admin GraphQL API with the owner's token, in one query. Nothing is stored: a price or a
// stock level from the last sync could already be wrong.

const PRODUCTS_PER_TERM = 3;
/** Shopify's name search may match more than the one order: the exact name is picked from these. */
const ORDERS_PER_NUMBER = 3;
/** A term's words searched for; the rest of a long sentence would only narrow it to nothing. */
const WORDS_PER_TERM = 8;

const PRODUCT_FIELDS =
  'id title totalInventory tracksInventory onlineStoreUrl priceRangeV2 { minVariantPrice { amount currencyCode } }';
const ORDER_FIELDS = `name createdAt cancelledAt displayFinancialStatus displayFulfillmentStatus
  email phone customer { id }
  totalPriceSet { shopMoney { amount currencyCode } }
  fulfillments(first: 5) { createdAt trackingInfo(first: 1) { number url } }`;

/**
 * A customer waits for the answer: one retry of a failed call, no long wait on a rate limit (a
 * lookup that cannot be answered now is a 503 the responder copes with).
 */
const LOOKUP_PATIENCE = { retries: 1, maxWaitMs: 2000 };

const NOT_CONNECTED: ShopLookupResponse = {
  connected: false,
  shopName: null,
  currency: null,
  products: [],
  orders: [],
};

export interface ShopLookup {
  lookup(userId: string, request: ShopLookupRequest): Promise<ShopLookupResponse>;
}

/**
 * A term as a Shopify products search: every word of it a prefix of a word of the title (Shopify's
 * search is case-insensitive). Only letters and digits go in, so nothing a customer typed can be
 * read as search syntax. Undefined when the term has no word.
 */
export function productSearch(term: string): string | undefined {
  const words = term.match(/[\p{L}\p{N}]+/gu)?.slice(0, WORDS_PER_TERM) ?? [];
  return words.length ? `status:active ${words.map((word) => `title:${word}*`).join(' ')}` : undefined;
}

/** An order number as Shopify names the order: '1042', '#1042' and '#01042' are all '#1042'. */
export function orderName(number: string): string {
  return `#${number.replace(/^#/, '').replace(/^0+(?=\d)/, '')}`;
}

/** One query for the whole lookup: the shop, then each search under its own alias (p0…, o0…). */
function lookupQuery(
  productSearches: string[],
  orderNames: string[],
): { query: string; variables: Record<string, string> } {
  const variables: Record<string, string> = {};
  const selections = ['shop { name currencyCode }'];
  productSearches.forEach((search, index) => {
    variables[`p${index}`] = search;
    selections.push(
      `p${index}: products(first: ${PRODUCTS_PER_TERM}, query: $p${index}) { nodes { ${PRODUCT_FIELDS} } }`,
    );
  });
  orderNames.forEach((name, index) => {
    variables[`o${index}`] = `name:${name}`;
    selections.push(`o${index}: orders(first: ${ORDERS_PER_NUMBER}, query: $o${index}) { nodes { ${ORDER_FIELDS} } }`);
  });
  const declarations = Object.keys(variables).map((name) => `$${name}: String!`);
  const header = declarations.length ? `query ShopLookup(${declarations.join(', ')})` : 'query ShopLookup';
  return { query: `${header} {\n  ${selections.join('\n  ')}\n}`, variables };
}

/** Shopify's Decimal amount ('24.0') as the contract's two decimals; undefined when it is none. */
function amountOf(value: unknown): string | undefined {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(amount) ? amount.toFixed(2) : undefined;
}

function isoTime(value: unknown): string | undefined {
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const nodesOf = (connection: unknown) => (isRecord(connection) ? records(connection.nodes) : []);

function productOf(node: Record<string, unknown>, shopCurrency: string | undefined): ShopLookupProduct | undefined {
  const range = isRecord(node.priceRangeV2) ? node.priceRangeV2 : {};
  const lowest = isRecord(range.minVariantPrice) ? range.minVariantPrice : {};
  const title = str(node.title);
  const price = amountOf(lowest.amount);
  const currency = str(lowest.currencyCode) ?? shopCurrency;
  if (!title || !price || !currency) return undefined;
  // A product whose stock the shop does not count is sold however many Shopify says (0).
  const counted = node.tracksInventory !== false && typeof node.totalInventory === 'number';
  // Overselling leaves Shopify a negative count: for a customer that is none left.
  const inventory = counted ? Math.max(0, Math.trunc(node.totalInventory as number)) : null;
  return {
    title,
    price,
    currency,
    inStock: inventory === null || inventory > 0,
    inventory,
    url: str(node.onlineStoreUrl) ?? null,
  };
}

function orderOf(node: Record<string, unknown>, shopCurrency: string | undefined): ShopLookupOrder | undefined {
  const money =
    isRecord(node.totalPriceSet) && isRecord(node.totalPriceSet.shopMoney) ? node.totalPriceSet.shopMoney : {};
  const name = str(node.name);
  const createdAt = isoTime(node.createdAt);
  const total = amountOf(money.amount);
  const currency = str(money.currencyCode) ?? shopCurrency;
  if (!name || !createdAt || !total || !currency) return undefined;
  // The latest shipment's tracking (an order sent in parts has several).
  const shipments = records(node.fulfillments)
    .map((fulfillment) => ({
      at: isoTime(fulfillment.createdAt) ?? '',
      tracking: records(fulfillment.trackingInfo)[0],
    }))
    .filter((shipment) => shipment.tracking && str(shipment.tracking.number))
    .sort((a, b) => b.at.localeCompare(a.at));
  const tracking = shipments[0]?.tracking;
  return {
    name,
    createdAt,
    financialStatus: str(node.displayFinancialStatus) ?? 'UNKNOWN',
    fulfillmentStatus: str(node.displayFulfillmentStatus) ?? 'UNKNOWN',
    cancelledAt: isoTime(node.cancelledAt) ?? null,
    trackingNumber: str(tracking?.number) ?? null,
    trackingUrl: str(tracking?.url) ?? null,
    total,
    currency,
    email: str(node.email) ?? null,
    phone: str(node.phone) ?? null,
    customerId: (isRecord(node.customer) ? str(node.customer.id) : undefined) ?? null,
  };
}

export function createShopLookup(deps: {
  accounts: Pick<IntegrationsService, 'list' | 'withAccountToken'>;
  shopify: ShopifyGraphqlOptions;
  logger: Logger;
}): ShopLookup {
  const graphql = createShopifyGraphql({ ...deps.shopify, patient: { ...LOOKUP_PATIENCE, ...deps.shopify.patient } });

  return {
    async lookup(userId, request) {
      // The shop as the owner's list shows it (listing refreshes no token): one they need not reconnect.
      const shopAccount = (await deps.accounts.list(userId)).find(
        (candidate) => candidate.platform === 'shopify' && candidate.connected,
      );
      if (!shopAccount) return NOT_CONNECTED;
      const searches = request.productTerms.flatMap((term) => productSearch(term) ?? []);
      const names = [...new Set(request.orderNumbers.map(orderName))];
      const { query, variables } = lookupQuery(searches, names);

      let data: Record<string, unknown> | null;
      try {
        data = await deps.accounts.withAccountToken(userId, 'shopify', shopAccount.accountId, (account) =>
          graphql(account, query, variables),
        );
      } catch (err) {
        if (!(err instanceof PlatformFailure || err instanceof PlatformUnreachable)) throw err;
        const reason = err instanceof PlatformFailure ? (err.platformReason ?? err.detail) : err.message;
        // A token or scope Shopify no longer takes: the owner must connect the shop again, and
        // until then there is no usable shop to look in (asking again would not help).
        if (err instanceof PlatformFailure && err.kind === 'rejected') {
          deps.logger.warn({ userId, shop: shopAccount.accountId, reason }, 'shop lookup: Shopify refused the token');
          return NOT_CONNECTED;
        }
        deps.logger.warn({ userId, shop: shopAccount.accountId, reason }, 'shop lookup: Shopify did not answer');
        throw AppError.unavailable(
          'Shopify is not answering just now, so the shop cannot be looked up. Try again shortly.',
        );
      }
      if (!data) return NOT_CONNECTED;

      const shop = isRecord(data.shop) ? data.shop : {};
      const currency = str(shop.currencyCode);
      const products = new Map<string, ShopLookupProduct>();
      searches.forEach((_, index) => {
        for (const node of nodesOf(data[`p${index}`])) {
          const product = productOf(node, currency);
          const key = str(node.id) ?? product?.title;
          if (product && key && !products.has(key)) products.set(key, product);
        }
      });
      const orders = names.flatMap((name, index) => {
        const node = nodesOf(data[`o${index}`]).find((candidate) => candidate.name === name);
        return (node && orderOf(node, currency)) ?? [];
      });
      return {
        connected: true,
        shopName: str(shop.name) ?? null,
        currency: currency ?? null,
        products: [...products.values()],
        orders,
      };
    },
  };
}
