import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import {
  DATA_EPOCH,
  isoDay,
  orderCustomer,
  orderFulfillment,
  shopCustomers,
  shopOrderByNumber,
  productSku,
  shopOrders,
  shopProducts,
  type CustomerHistory,
  type GeneratedCustomer,
  type GeneratedOrder,
  type GeneratedProduct,
} from '../generators';
import { GraphSyntaxError, parseQuery, type Field, type GraphValue } from './graphql-lite';
import { placedOrder, placedOrdersIn } from './shopify-checkouts';
import { orderFirstVisit, ownerPostLinks, placedVisit, type PostLink } from './shopify-journeys';
import { PRODUCT_IMAGE_SIZE, productHandle, productImageUrl } from './shopify-product-images';

// The Shopify Admin GraphQL API, limited to what the metrics sync and the shop lookup read: `orders`
// (with line items, fulfillments and customer), `customers` (with their order count, amount spent
// and orders), `products` (with price, stock and images) and `shop`. Queries are
// validated against a small schema (Shopify's type and field names), so a misspelt field is an
// `undefinedField` error here as it is on Shopify.

const MAX_PAGE = 250;
const MAX_AVAILABLE = 2000;
const RESTORE_RATE = 100;

/**
 * A field's type: a scalar, an object type of SCHEMA, a connection of an object type, or a plain
 * list of one (Shopify's `fulfillments(first:)`, `trackingInfo(first:)`).
 */
type FieldType =
  'scalar' | { object: string } | { connection: string; args: string[] } | { list: string; args: string[] };

const CONNECTION_ARGS = ['first', 'after', 'query', 'reverse', 'sortKey'];
const money = { object: 'MoneyBag' };

const SCHEMA: Record<string, Record<string, FieldType>> = {
  QueryRoot: {
    orders: { connection: 'Order', args: CONNECTION_ARGS },
    customers: { connection: 'Customer', args: CONNECTION_ARGS },
    products: { connection: 'Product', args: CONNECTION_ARGS },
    shop: { object: 'Shop' },
  },
  Shop: {
    id: 'scalar',
    name: 'scalar',
    email: 'scalar',
    myshopifyDomain: 'scalar',
    currencyCode: 'scalar',
    ianaTimezone: 'scalar',
  },
  Order: {
    id: 'scalar',
    name: 'scalar',
    createdAt: 'scalar',
    processedAt: 'scalar',
    currencyCode: 'scalar',
    displayFinancialStatus: 'scalar',
    displayFulfillmentStatus: 'scalar',
    cancelledAt: 'scalar',
    email: 'scalar',
    phone: 'scalar',
    customer: { object: 'Customer' },
    totalPriceSet: money,
    subtotalPriceSet: money,
    lineItems: { connection: 'LineItem', args: ['first', 'after'] },
    fulfillments: { list: 'Fulfillment', args: ['first'] },
    customerJourneySummary: { object: 'CustomerJourneySummary' },
  },
  CustomerJourneySummary: {
    ready: 'scalar',
    daysToConversion: 'scalar',
    firstVisit: { object: 'CustomerVisit' },
    lastVisit: { object: 'CustomerVisit' },
  },
  CustomerVisit: {
    id: 'scalar',
    landingPage: 'scalar',
    occurredAt: 'scalar',
    referrerUrl: 'scalar',
    source: 'scalar',
    utmParameters: { object: 'UTMParameters' },
  },
  UTMParameters: { source: 'scalar', medium: 'scalar', campaign: 'scalar', content: 'scalar', term: 'scalar' },
  Customer: {
    id: 'scalar',
    firstName: 'scalar',
    lastName: 'scalar',
    displayName: 'scalar',
    email: 'scalar',
    phone: 'scalar',
    createdAt: 'scalar',
    numberOfOrders: 'scalar',
    amountSpent: { object: 'MoneyV2' },
    orders: { connection: 'Order', args: CONNECTION_ARGS },
  },
  Fulfillment: {
    id: 'scalar',
    status: 'scalar',
    displayStatus: 'scalar',
    createdAt: 'scalar',
    trackingInfo: { list: 'FulfillmentTrackingInfo', args: ['first'] },
  },
  FulfillmentTrackingInfo: { number: 'scalar', url: 'scalar', company: 'scalar' },
  LineItem: {
    id: 'scalar',
    title: 'scalar',
    quantity: 'scalar',
    product: { object: 'Product' },
    originalUnitPriceSet: money,
  },
  Product: {
    id: 'scalar',
    title: 'scalar',
    handle: 'scalar',
    vendor: 'scalar',
    productType: 'scalar',
    tags: 'scalar',
    status: 'scalar',
    createdAt: 'scalar',
    totalInventory: 'scalar',
    tracksInventory: 'scalar',
    onlineStoreUrl: 'scalar',
    priceRangeV2: { object: 'ProductPriceRangeV2' },
    featuredImage: { object: 'Image' },
    images: { connection: 'Image', args: ['first', 'after'] },
    variants: { connection: 'ProductVariant', args: ['first', 'after'] },
  },
  ProductVariant: { id: 'scalar', sku: 'scalar', price: 'scalar', inventoryQuantity: 'scalar' },
  Image: { id: 'scalar', url: 'scalar', altText: 'scalar', width: 'scalar', height: 'scalar' },
  ProductPriceRangeV2: { minVariantPrice: { object: 'MoneyV2' }, maxVariantPrice: { object: 'MoneyV2' } },
  MoneyBag: { shopMoney: { object: 'MoneyV2' }, presentmentMoney: { object: 'MoneyV2' } },
  MoneyV2: { amount: 'scalar', currencyCode: 'scalar' },
  PageInfo: { hasNextPage: 'scalar', hasPreviousPage: 'scalar', startCursor: 'scalar', endCursor: 'scalar' },
};

function connectionFields(node: string): Record<string, FieldType> {
  return { edges: { object: `${node}Edge` }, nodes: { object: node }, pageInfo: { object: 'PageInfo' } };
}
function edgeFields(node: string): Record<string, FieldType> {
  return { cursor: 'scalar', node: { object: node } };
}
function fieldsOf(type: string): Record<string, FieldType> | undefined {
  if (type.endsWith('Connection')) return connectionFields(type.slice(0, -'Connection'.length));
  if (type.endsWith('Edge')) return edgeFields(type.slice(0, -'Edge'.length));
  return SCHEMA[type];
}

interface GraphError {
  message: string;
  locations?: { line: number; column: number }[];
  path?: (string | number)[];
  extensions: Record<string, unknown>;
}

function fieldError(field: Field, path: string[], message: string, extensions: Record<string, unknown>): GraphError {
  return { message, locations: [{ line: field.line, column: field.column }], path, extensions };
}

/** The type a field's selections are made on (undefined for a scalar). */
function targetOf(fieldType: FieldType): string | undefined {
  if (fieldType === 'scalar') return undefined;
  if ('connection' in fieldType) return `${fieldType.connection}Connection`;
  return 'list' in fieldType ? fieldType.list : fieldType.object;
}

/** Checks the selections against the schema; returns Shopify's validation errors (none = valid). */
function validate(fields: Field[], type: string, path: string[]): GraphError[] {
  const known = fieldsOf(type) ?? {};
  const errors: GraphError[] = [];
  for (const field of fields) {
    const here = [...path, field.alias ?? field.name];
    if (field.name === '__typename') continue;
    const fieldType = known[field.name];
    if (!fieldType) {
      errors.push(
        fieldError(field, here, `Field '${field.name}' doesn't exist on type '${type}'`, {
          code: 'undefinedField',
          typeName: type,
          fieldName: field.name,
        }),
      );
      continue;
    }
    const accepted = typeof fieldType === 'object' && 'args' in fieldType ? fieldType.args : [];
    for (const arg of Object.keys(field.args)) {
      if (!accepted.includes(arg))
        errors.push(
          fieldError(field, here, `Field '${field.name}' doesn't accept argument '${arg}'`, {
            code: 'argumentNotAccepted',
            name: field.name,
            typeName: 'Field',
            argumentName: arg,
          }),
        );
    }
    const target = targetOf(fieldType);
    if (!target && field.selections.length)
      errors.push(
        fieldError(field, here, `Selections can't be made on scalars (field '${field.name}' returns a scalar)`, {
          code: 'selectionMismatch',
          nodeName: `field '${field.name}'`,
          typeName: 'scalar',
        }),
      );
    if (target && !field.selections.length)
      errors.push(
        fieldError(
          field,
          here,
          `Field must have selections (field '${field.name}' returns ${target} but has no selections. Did you mean '${field.name} { ... }'?)`,
          {
            code: 'selectionMismatch',
            nodeName: `field '${field.name}'`,
            typeName: target,
          },
        ),
      );
    if (target) errors.push(...validate(field.selections, target, here));
  }
  return errors;
}

type Resolved = { [key: string]: unknown };
/** A field with arguments (a connection, a list) resolves through them; anything else is a value. */
type Lazy = (args: Record<string, GraphValue>, field: Field, path: string[]) => Resolved | Resolved[];

const isRecord = (value: unknown): value is Resolved =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

class FieldFailure extends Error {
  constructor(readonly error: GraphError) {
    super(error.message);
  }
}

/** Resolves `selections` on `value`, adding Shopify's actual cost to `spent` (objects 1, connections 2 more). */
function project(value: unknown, selections: Field[], path: string[], spent: { cost: number }): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value))
    return value.map((item, index) => project(item, selections, [...path, String(index)], spent));
  if (!selections.length || typeof value !== 'object') return value;
  const source = value as Resolved;
  const typeName = String(source.__typename ?? '');
  if (typeName && !/(Connection|Edge|PageInfo|QueryRoot)$/.test(typeName)) spent.cost += 1;
  const out: Record<string, unknown> = {};
  for (const field of selections) {
    const key = field.alias ?? field.name;
    const here = [...path, key];
    const raw = source[field.name];
    const resolved = typeof raw === 'function' ? (raw as Lazy)(field.args, field, here) : raw;
    if (isRecord(resolved) && String(resolved.__typename).endsWith('Connection')) spent.cost += 2;
    out[key] = project(resolved, field.selections, here, spent);
  }
  return out;
}

function encodeCursor(id: number, value: string): string {
  return Buffer.from(JSON.stringify({ last_id: id, last_value: value })).toString('base64');
}

function decodeCursor(cursor: string): { id: number; value: string } | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as {
      last_id?: unknown;
      last_value?: unknown;
    };
    if (typeof parsed.last_id === 'number' && typeof parsed.last_value === 'string')
      return { id: parsed.last_id, value: parsed.last_value };
  } catch {
    return undefined;
  }
  return undefined;
}

/** `first` as Shopify checks it; undefined when left out of a field that may go without. */
function checkedFirst(
  args: Record<string, GraphValue>,
  field: Field,
  path: string[],
  required: boolean,
  max = MAX_PAGE,
): number | undefined {
  const first = args.first;
  if (first === undefined || first === null) {
    if (!required) return undefined;
    throw new FieldFailure(fieldError(field, path, 'you must provide one of first or last', { code: 'BAD_REQUEST' }));
  }
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 0)
    throw new FieldFailure(
      fieldError(
        field,
        path,
        `Argument 'first' on Field '${field.name}' has an invalid value (${JSON.stringify(first)}). Expected type 'Int'.`,
        {
          code: 'argumentLiteralsIncompatible',
          typeName: 'Field',
          argumentName: 'first',
        },
      ),
    );
  if (first > max)
    throw new FieldFailure(
      fieldError(field, path, `The maximum number of records that can be requested with 'first' is ${max}.`, {
        code: 'BAD_REQUEST',
      }),
    );
  return first;
}

/** One page of `items` (already in order), Relay style; `sortValue` is what the cursor remembers. */
function connection<T extends { id: number }>(
  items: T[],
  args: Record<string, GraphValue>,
  field: Field,
  path: string[],
  typeName: string,
  toNode: (item: T) => Resolved,
  sortValue: (item: T) => string,
  max = MAX_PAGE,
): Resolved {
  const first = checkedFirst(args, field, path, true, max) ?? 0;
  const reverse = args.reverse === true;
  const ordered = reverse ? [...items].reverse() : items;
  let start = 0;
  if (args.after !== undefined && args.after !== null) {
    const cursor = typeof args.after === 'string' ? decodeCursor(args.after) : undefined;
    if (!cursor)
      throw new FieldFailure(
        fieldError(field, path, 'Invalid cursor for current pagination sort.', { code: 'BAD_REQUEST' }),
      );
    const key = (value: string, id: number) => `${value}|${String(id).padStart(20, '0')}`;
    const after = key(cursor.value, cursor.id);
    start = ordered.findIndex((item) =>
      reverse ? key(sortValue(item), item.id) < after : key(sortValue(item), item.id) > after,
    );
    if (start < 0) start = ordered.length;
  }
  const page = ordered.slice(start, start + first);
  const edges = page.map((item) => ({
    __typename: `${typeName}Edge`,
    cursor: encodeCursor(item.id, sortValue(item)),
    node: toNode(item),
  }));
  return {
    __typename: `${typeName}Connection`,
    edges,
    nodes: edges.map((edge) => edge.node),
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: start + first < ordered.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}

function moneyV2(amount: string, currencyCode: string): Resolved {
  return { __typename: 'MoneyV2', amount, currencyCode };
}

function moneyBag(amount: string, currencyCode: string): Resolved {
  const v2 = moneyV2(amount, currencyCode);
  return { __typename: 'MoneyBag', shopMoney: v2, presentmentMoney: v2 };
}

/** A list field's items, the first `first` of them when it is given. */
function list<T>(items: T[], toItem: (item: T) => Resolved): Lazy {
  return (args, field, path) => {
    const first = checkedFirst(args, field, path, false);
    return (first === undefined ? items : items.slice(0, first)).map(toItem);
  };
}

const PRODUCT_TYPES: Record<string, string> = {
  'Sourdough Loaf': 'Bread',
  'Ceramic Mug': 'Kitchenware',
  'Canvas Tote': 'Bags',
  'Trail Bottle': 'Outdoor',
  'Gift Box': 'Gifts',
  Candle: 'Home',
  'Tea Blend': 'Tea',
  Notebook: 'Stationery',
  Beanie: 'Apparel',
  'Serving Bowl': 'Kitchenware',
};

function productNode(ctx: DataContext, product: GeneratedProduct): Resolved {
  const [adjective = '', ...rest] = product.title.split(' ');
  const noun = rest.join(' ');
  const { shop } = ctx.identity;
  const handle = productHandle(product);
  // One variant per product: its price is both ends of the range.
  const price = moneyV2(product.price, shop.currency);
  // One photo per product, served by the sandbox's CDN (Image's `url` is the transformable original).
  const image: Resolved = {
    __typename: 'Image',
    id: `gid://shopify/ProductImage/${product.id}`,
    url: productImageUrl(ctx.publicUrl, shop.domain, product),
    altText: null,
    width: PRODUCT_IMAGE_SIZE,
    height: PRODUCT_IMAGE_SIZE,
  };
  return {
    __typename: 'Product',
    id: `gid://shopify/Product/${product.id}`,
    title: product.title,
    handle,
    vendor: shop.name,
    productType: PRODUCT_TYPES[noun] ?? 'Other',
    tags: [adjective.toLowerCase(), (PRODUCT_TYPES[noun] ?? 'other').toLowerCase()],
    status: 'ACTIVE',
    createdAt: '2023-03-14T14:00:00Z',
    totalInventory: product.inventory,
    tracksInventory: true,
    onlineStoreUrl: `https://${shop.domain}/products/${handle}`,
    priceRangeV2: { __typename: 'ProductPriceRangeV2', minVariantPrice: price, maxVariantPrice: price },
    featuredImage: image,
    images: ((args, field, path) =>
      connection(
        [{ ...image, id: product.id }],
        args,
        field,
        path,
        'Image',
        ({ id: _id, ...node }) => ({ ...node, id: image.id }),
        (item) => String(item.id).padStart(20, '0'),
      )) satisfies Lazy,
    // One variant: the product's price, stock and SKU.
    variants: ((args, field, path) =>
      connection(
        [{ id: product.id }],
        args,
        field,
        path,
        'ProductVariant',
        () => ({
          __typename: 'ProductVariant',
          id: `gid://shopify/ProductVariant/${product.id}`,
          sku: productSku(product),
          price: product.price,
          inventoryQuantity: product.inventory,
        }),
        (item) => String(item.id).padStart(20, '0'),
      )) satisfies Lazy,
  };
}

const shopifyTime = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

/** What an order's and a customer's nodes are made from in one query. */
interface NodeSources {
  ctx: DataContext;
  catalogue: Map<number, GeneratedProduct>;
  now: number;
  /** The shop's customers with their orders to now, made once per query and only when asked for. */
  customers: () => Map<number, CustomerHistory>;
  /** The tagged links to the shop in the posts published for its owner, read once per query when asked for. */
  postLinks: () => PostLink[];
}

/**
 * A customer as Shopify's Customer object has them: `numberOfOrders` (an UnsignedInt64, so a
 * string) and `amountSpent` (their paid orders' totals) over every order they placed.
 */
function customerNode(sources: NodeSources, customer: GeneratedCustomer): Resolved {
  const history = () => sources.customers().get(customer.id);
  const ordersOf = () => history()?.orders ?? [];
  const currency = sources.ctx.identity.shop.currency;
  return {
    __typename: 'Customer',
    id: `gid://shopify/Customer/${customer.id}`,
    firstName: customer.firstName,
    lastName: customer.lastName,
    displayName: `${customer.firstName} ${customer.lastName}`,
    email: customer.email,
    phone: customer.phone,
    createdAt: (() => {
      const at = history()?.createdAt;
      return at ? shopifyTime(at) : null;
    }) as unknown as Lazy,
    numberOfOrders: (() => String(ordersOf().length)) as unknown as Lazy,
    amountSpent: (() => {
      const cents = ordersOf()
        .filter((order) => order.financial_status === 'paid')
        .reduce((sum, order) => sum + Math.round(Number(order.total_price) * 100), 0);
      return moneyV2((cents / 100).toFixed(2), currency);
    }) satisfies Lazy,
    orders: ((args, field, path) =>
      connection(
        ordersOf(),
        args,
        field,
        path,
        'Order',
        (order) => orderNode(sources, order),
        (order) => order.created_at,
      )) satisfies Lazy,
  };
}

function orderNode(sources: NodeSources, order: GeneratedOrder): Resolved {
  const { ctx, catalogue, now } = sources;
  const lines = order.line_items;
  const fulfillment = orderFulfillment(order, now);
  const customer = placedOrder(ctx.sandbox, order.id)?.customer ?? orderCustomer(ctx.identity.shop.domain, order);
  return {
    __typename: 'Order',
    id: `gid://shopify/Order/${order.id}`,
    name: order.name,
    createdAt: shopifyTime(order.created_at),
    processedAt: shopifyTime(order.created_at),
    currencyCode: order.currency,
    displayFinancialStatus: order.financial_status === 'paid' ? 'PAID' : 'REFUNDED',
    displayFulfillmentStatus: fulfillment.status,
    cancelledAt: null,
    email: customer.email,
    phone: customer.phone,
    customer: customerNode(sources, customer),
    totalPriceSet: moneyBag(order.total_price, order.currency),
    subtotalPriceSet: moneyBag(order.total_price, order.currency),
    lineItems: ((args, field, path) =>
      connection(
        lines,
        args,
        field,
        path,
        'LineItem',
        (line) => {
          const product = catalogue.get(line.product_id);
          return {
            __typename: 'LineItem',
            id: `gid://shopify/LineItem/${line.id}`,
            title: line.title,
            quantity: line.quantity,
            product: product ? productNode(ctx, product) : null,
            originalUnitPriceSet: moneyBag(line.price, order.currency),
          };
        },
        (line) => String(line.id).padStart(20, '0'),
      )) satisfies Lazy,
    customerJourneySummary: (() => journeySummary(sources, order)) as unknown as Lazy,
    fulfillments: list(fulfillment.shipment ? [fulfillment.shipment] : [], (shipment) => ({
      __typename: 'Fulfillment',
      id: `gid://shopify/Fulfillment/${order.id}`,
      status: 'SUCCESS',
      displayStatus: 'FULFILLED',
      createdAt: shopifyTime(shipment.shippedAt),
      trackingInfo: list([shipment.tracking], (tracking) => ({
        __typename: 'FulfillmentTrackingInfo',
        ...tracking,
      })),
    })),
  };
}

/** Shopify's journey of an order: its first visit, the one the order is attributed to (its only one here). */
function journeySummary(sources: NodeSources, order: GeneratedOrder): Resolved | null {
  const { ctx, catalogue } = sources;
  const first = order.line_items[0];
  const product = first ? catalogue.get(first.product_id) : undefined;
  const checkout = placedOrder(ctx.sandbox, order.id);
  const visit = checkout
    ? placedVisit(checkout)
    : orderFirstVisit(
        ctx.identity.shop.domain,
        { id: order.id, created_at: order.created_at, productHandle: product ? productHandle(product) : null },
        sources.postLinks(),
      );
  if (!visit) return null;
  const node: Resolved = {
    __typename: 'CustomerVisit',
    id: `gid://shopify/CustomerVisit/${order.id}`,
    landingPage: visit.landingPage,
    occurredAt: shopifyTime(visit.occurredAt),
    referrerUrl: null,
    source: visit.utm?.source ?? 'direct',
    utmParameters: visit.utm ? { __typename: 'UTMParameters', ...visit.utm } : null,
  };
  return {
    __typename: 'CustomerJourneySummary',
    ready: true,
    daysToConversion: 0,
    firstVisit: node,
    lastVisit: node,
  };
}

interface SearchWarning {
  field: string;
  message: string;
}

/** The `created_at` bounds of an orders search (`created_at:>='2025-01-01' created_at:<'2025-02-01'`). */
function createdAtBounds(search: string): { from?: string; to?: string; warnings: SearchWarning[] } {
  const bounds: { from?: string; to?: string; warnings: SearchWarning[] } = { warnings: [] };
  for (const term of search.matchAll(/created_at:(>=|<=|>|<)?\s*(?:'([^']*)'|"([^"]*)"|(\S+))/gi)) {
    const operator = term[1] ?? '';
    const raw = term[2] ?? term[3] ?? term[4] ?? '';
    const isDate = /^\d{4}-\d{2}-\d{2}$/.test(raw);
    const time = Date.parse(isDate ? `${raw}T00:00:00Z` : raw);
    if (Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}/.test(raw)) {
      bounds.warnings.push({ field: 'created_at', message: `Invalid date: ${raw}` });
      continue;
    }
    const at = new Date(time).toISOString();
    // A bare date as an upper bound with `<=` or `:` includes the whole day.
    const endOfDay = isDate ? new Date(time + 24 * 3600 * 1000).toISOString() : at;
    if (operator === '>=') bounds.from = at;
    else if (operator === '>') bounds.from = isDate ? endOfDay : new Date(time + 1).toISOString();
    else if (operator === '<') bounds.to = at;
    else if (operator === '<=') bounds.to = endOfDay;
    else {
      bounds.from = at;
      bounds.to = endOfDay;
    }
  }
  return bounds;
}

/** A search's terms: `field:value` (the value quoted or not) or a bare word; `AND` joins them as a space does. */
function searchTerms(search: string): { field?: string; value: string }[] {
  const terms: { field?: string; value: string }[] = [];
  for (const match of search.matchAll(/(?:([a-z_]+):)?(?:'([^']*)'|"([^"]*)"|(\S+))/gi)) {
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (match[1]) terms.push({ field: match[1].toLowerCase(), value });
    else if (value !== 'AND') terms.push({ value });
  }
  return terms;
}

/**
 * The order number an orders search names (`name:#1042` or `name:1042`): undefined when it names
 * none, NaN when no order can have it (not a number, or two different ones).
 */
function orderNumberOf(search: string): number | undefined {
  const names = new Set(
    searchTerms(search)
      .filter((term) => term.field === 'name')
      .map((term) => term.value.replace(/^#/, '')),
  );
  if (!names.size) return undefined;
  const [name = ''] = names;
  return names.size === 1 && /^\d{1,15}$/.test(name) ? Number(name) : Number.NaN;
}

/**
 * What a products search keeps: a product whose title holds every `title:` value and bare word
 * (any case; `*` wildcards match anything, so `title:*mug*` is `mug`), when `status:` (if given) is
 * active, the status of every sandbox product. Other fields are ignored with a warning, as Shopify
 * does with a field it does not know.
 */
function productFilter(search: string): { keeps: (title: string) => boolean; warnings: SearchWarning[] } {
  const pieces: string[] = [];
  const warnings: SearchWarning[] = [];
  let active = true;
  for (const term of searchTerms(search)) {
    if (term.field === 'status') active &&= term.value.toLowerCase() === 'active';
    else if (term.field && term.field !== 'title')
      warnings.push({ field: term.field, message: 'Invalid search field for this query.' });
    else if (!term.field && term.value === 'OR')
      warnings.push({ field: 'default', message: 'OR is not supported by the sandbox: the terms are all required.' });
    else pieces.push(...term.value.toLowerCase().split('*').filter(Boolean));
  }
  return { keeps: (title) => active && pieces.every((piece) => title.toLowerCase().includes(piece)), warnings };
}

function granted(ctx: DataContext, resource: string): boolean {
  return ctx.token.scopes.includes(`read_${resource}`) || ctx.token.scopes.includes(`write_${resource}`);
}

/** Shopify's calculated cost: objects 1, scalars 0, a connection 2 plus `first` times its node's cost. */
function cost(fields: Field[], type: string, count: (field: Field) => number): number {
  let total = 0;
  for (const field of fields) {
    const fieldType = fieldsOf(type)?.[field.name];
    if (!fieldType || fieldType === 'scalar') continue;
    if ('list' in fieldType) {
      // A list without `first` is priced as one item.
      total += Math.max(1, count(field)) * (1 + cost(field.selections, fieldType.list, count));
    } else if ('connection' in fieldType) {
      const node = fieldType.connection;
      const inner = field.selections.flatMap((selection) =>
        selection.name === 'edges'
          ? selection.selections.filter((edge) => edge.name === 'node').flatMap((edge) => edge.selections)
          : selection.name === 'nodes'
            ? selection.selections
            : [],
      );
      total += 2 + count(field) * (1 + cost(inner, node, count));
    } else {
      total += 1 + cost(field.selections, fieldType.object, count);
    }
  }
  return total;
}

function graphql(ctx: DataContext): unknown {
  const body = (ctx.body ?? {}) as { query?: unknown; variables?: unknown };
  if (typeof body !== 'object' || typeof body.query !== 'string' || !body.query.trim())
    return new DataReply(400, { errors: { query: 'Required parameter missing or invalid' } });
  const variables =
    body.variables && typeof body.variables === 'object' && !Array.isArray(body.variables)
      ? (body.variables as Record<string, unknown>)
      : {};
  let fields: Field[];
  try {
    fields = parseQuery(body.query, variables);
  } catch (error) {
    if (!(error instanceof GraphSyntaxError)) throw error;
    return {
      errors: [
        {
          message: error.message,
          locations: [{ line: error.line, column: error.column }],
          extensions: { code: 'parseError' },
        },
      ],
    };
  }
  const invalid = validate(fields, 'QueryRoot', ['query']);
  if (invalid.length) return { errors: invalid };

  const { shop } = ctx.identity;
  const now = new Date().toISOString();
  const products = shopProducts(shop.domain);
  const catalogue = new Map(products.map((product) => [product.id, product]));
  const errors: GraphError[] = [];
  const searchNotes: unknown[] = [];
  let customers: Map<number, CustomerHistory> | undefined;
  let postLinks: PostLink[] | undefined;
  const sources: NodeSources = {
    ctx,
    catalogue,
    now: Date.parse(now),
    customers: () => {
      customers ??= new Map(
        shopCustomers(shop.domain, isoDay(new Date(now)), shop.currency).map((history) => [
          history.customer.id,
          { ...history, orders: history.orders.filter((order) => order.created_at < now) },
        ]),
      );
      return customers;
    },
    postLinks: () => (postLinks ??= ownerPostLinks(ctx.sandbox, ctx.identity.id, shop.domain)),
  };
  const root: Resolved = {
    __typename: 'QueryRoot',
    shop: {
      __typename: 'Shop',
      id: `gid://shopify/Shop/${shop.shopId}`,
      name: shop.name,
      email: ctx.identity.email,
      myshopifyDomain: shop.domain,
      currencyCode: shop.currency,
      ianaTimezone: shop.country === 'IT' ? 'Europe/Rome' : 'America/New_York',
    },
    orders: ((args, field, path) => {
      const search = typeof args.query === 'string' ? args.query : '';
      const bounds = createdAtBounds(search);
      if (bounds.warnings.length) searchNotes.push({ path, query: search, warnings: bounds.warnings });
      const from =
        bounds.from && bounds.from > `${DATA_EPOCH}T00:00:00.000Z` ? bounds.from : `${DATA_EPOCH}T00:00:00.000Z`;
      const to = bounds.to && bounds.to < now ? bounds.to : now;
      const within = (order: GeneratedOrder) => order.created_at >= from && order.created_at < to;
      const lastDay = isoDay(new Date(Date.parse(to) - 1));
      const number = orderNumberOf(search);
      let orders: GeneratedOrder[] = [];
      if (from < to && number !== undefined) {
        // One order by its number: its day alone is generated, not every day since the epoch.
        const order = shopOrderByNumber(shop.domain, number, lastDay, shop.currency);
        orders = order && within(order) ? [order] : [];
      } else if (from < to) {
        orders = shopOrders(shop.domain, from.slice(0, 10), lastDay, shop.currency).filter(within);
        // With the checkouts a test placed (shopify-checkouts.ts), in the order they were placed.
        const placed = placedOrdersIn(ctx.sandbox, shop.domain, from, to).map((one) => one.order);
        if (placed.length)
          orders = [...orders, ...placed].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id);
      }
      return connection(
        orders,
        args,
        field,
        path,
        'Order',
        (order) => orderNode(sources, order),
        (order) => order.created_at,
      );
    }) satisfies Lazy,
    customers: ((args, field, path) => {
      const search = typeof args.query === 'string' ? args.query.trim() : '';
      if (search)
        searchNotes.push({
          path,
          query: search,
          warnings: [{ field: 'default', message: 'The sandbox does not search customers: all are listed.' }],
        });
      // Sorted by id (Shopify's default sort key), which here is the order they first ordered in.
      const everyone = [...sources.customers().values()].filter((history) => history.orders.length > 0);
      return connection(
        everyone.map((history) => ({ ...history, id: history.customer.id })),
        args,
        field,
        path,
        'Customer',
        (history) => customerNode(sources, history.customer),
        (history) => String(history.id).padStart(20, '0'),
      );
    }) satisfies Lazy,
    products: ((args, field, path) => {
      const search = typeof args.query === 'string' ? args.query : '';
      const filter = productFilter(search);
      if (filter.warnings.length) searchNotes.push({ path, query: search, warnings: filter.warnings });
      return connection(
        products.filter((product) => filter.keeps(product.title)),
        args,
        field,
        path,
        'Product',
        (product) => productNode(ctx, product),
        (product) => String(product.id).padStart(20, '0'),
      );
    }) satisfies Lazy,
  };
  const data: Record<string, unknown> = {};
  const spent = { cost: 0 };
  for (const field of fields) {
    const key = field.alias ?? field.name;
    const resource = ['orders', 'products', 'customers'].includes(field.name) ? field.name : undefined;
    if (resource && !granted(ctx, resource)) {
      data[key] = null;
      errors.push({
        message: `Access denied for ${field.name} field. Required access: \`read_${resource}\` access scope.`,
        locations: [{ line: field.line, column: field.column }],
        path: [key],
        extensions: {
          code: 'ACCESS_DENIED',
          documentation: 'https://shopify.dev/api/usage/access-scopes',
          requiredAccess: `\`read_${resource}\` access scope.`,
        },
      });
      continue;
    }
    try {
      const resolved = project(root, [field], [], spent) as Record<string, unknown>;
      data[key] = resolved[key];
    } catch (error) {
      if (!(error instanceof FieldFailure)) throw error;
      data[key] = null;
      errors.push(error.error);
    }
  }
  const requested = cost(fields, 'QueryRoot', (field) => (typeof field.args.first === 'number' ? field.args.first : 0));
  const actual = Math.min(requested, spent.cost);
  return {
    data,
    ...(errors.length ? { errors } : {}),
    extensions: {
      cost: {
        requestedQueryCost: requested,
        actualQueryCost: actual,
        throttleStatus: {
          maximumAvailable: MAX_AVAILABLE,
          currentlyAvailable: MAX_AVAILABLE - actual,
          restoreRate: RESTORE_RATE,
        },
      },
      ...(searchNotes.length ? { search: searchNotes } : {}),
    },
  };
}

export function registerShopifyInsights(): void {
  // Scopes are checked per root field (orders: read_orders, products: read_products, customers:
  // read_customers), as Shopify does.
  registerDataEndpoint('shopify', 'POST', '/shops/:shop/admin/api/:version/graphql.json', graphql);
}
