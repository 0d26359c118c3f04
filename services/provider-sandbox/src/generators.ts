import { seededRandom, type SeededRandom } from './seeded-random';

// Deterministic synthetic data: a value depends only on its key and date, never on when or how
// often it is asked for, so the same shop always has the same orders on a given day and the same
// account the same follower count.

/** Day zero of all generated histories. */
export const DATA_EPOCH = '2024-01-01';
const DAY_MS = 24 * 3600 * 1000;

/** The day `index` days after the epoch (YYYY-MM-DD). */
function dayOfIndex(index: number): string {
  return isoDay(new Date(Date.parse(`${DATA_EPOCH}T00:00:00Z`) + index * DAY_MS));
}

function dayIndex(date: string): number {
  const time = Date.parse(`${date}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(time)) throw new Error(`Not a YYYY-MM-DD date: ${date}`);
  return Math.round((time - Date.parse(`${DATA_EPOCH}T00:00:00Z`)) / DAY_MS);
}

export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function* days(from: string, to: string): Generator<string> {
  for (let time = Date.parse(`${from}T00:00:00Z`); time <= Date.parse(`${to}T00:00:00Z`); time += DAY_MS) {
    yield isoDay(new Date(time));
  }
}

/** Follower count of a social account at the end of `date` (before the epoch: the starting count). */
export function followersOn(accountKey: string, date: string): number {
  const base = seededRandom(`${accountKey}:followers-base`).int(800, 25000);
  const deltas = seededRandom(`${accountKey}:followers-daily`);
  let count = base;
  for (let day = 0; day <= dayIndex(date); day += 1) count = Math.max(0, count + deltas.int(-6, 24));
  return count;
}

/** followersOn for every day from `from` to `to` (inclusive), computed in one pass. */
export function followerSeries(accountKey: string, from: string, to: string): { date: string; followers: number }[] {
  const series: { date: string; followers: number }[] = [];
  const first = dayIndex(from);
  const last = dayIndex(to);
  if (last < first) return series;
  const deltas = seededRandom(`${accountKey}:followers-daily`);
  let count = seededRandom(`${accountKey}:followers-base`).int(800, 25000);
  for (let day = 0; day < first; day += 1) count = Math.max(0, count + deltas.int(-6, 24));
  let index = first;
  for (const date of days(from, to)) {
    if (index >= 0) count = Math.max(0, count + deltas.int(-6, 24));
    series.push({ date, followers: count });
    index += 1;
  }
  return series;
}

/** `date` moved by `delta` days (YYYY-MM-DD). */
export function addDays(date: string, delta: number): string {
  dayIndex(date);
  return isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + delta * DAY_MS));
}

/** Every day from `from` to `to`, inclusive (YYYY-MM-DD). */
export function dayRange(from: string, to: string): string[] {
  dayIndex(from);
  dayIndex(to);
  return [...days(from, to)];
}

/** The launch spike and the bad week of an account in one calendar year (first days, YYYY-MM-DD). */
export interface ActivityEvents {
  launch: { start: string; days: number; peak: number };
  badWeek: { start: string; days: 7; factor: number };
}

/**
 * Where an account's yearly events fall: one launch (3 to 5 days, the first at 3 to 5 times the
 * normal level, decaying) and one bad week (7 days at 25 to 45 % of normal), both between March and
 * mid-October and at least three weeks apart, so they never meet the holiday season.
 */
export function activityEvents(key: string, year: number): ActivityEvents {
  const random = seededRandom(`${key}:activity-events:${year}`);
  const early = random.int(70, 150);
  const late = random.int(185, 275);
  const launchFirst = random.chance(0.5);
  const jan1 = `${year}-01-01`;
  return {
    launch: {
      start: addDays(jan1, launchFirst ? early : late),
      days: random.int(3, 5),
      peak: 3 + random.int(0, 20) / 10,
    },
    badWeek: { start: addDays(jan1, launchFirst ? late : early), days: 7, factor: 0.25 + random.int(0, 20) / 100 },
  };
}

/** The fourth Thursday of November (US Thanksgiving); Black Friday is the day after. */
function thanksgiving(year: number): string {
  const first = new Date(Date.UTC(year, 10, 1)).getUTCDay();
  return `${year}-11-${String(1 + ((4 - first + 7) % 7) + 21).padStart(2, '0')}`;
}

/**
 * How busy an account (a shop, a social account, a property) is on `date`, as a multiplier of its
 * normal level (about 1): weekly seasonality (a per-account busiest weekday), a yearly curve with
 * a holiday season (rising from mid-November, peaking Black Friday to Cyber Monday, high until
 * Christmas, a January lull), slow growth, a launch spike and a bad week every year (see
 * activityEvents) and ±10 % daily noise. A pure function of key and date, like followersOn.
 */
export function dailyActivity(key: string, date: string): number {
  const index = dayIndex(date);
  const time = Date.parse(`${date}T00:00:00Z`);
  const day = new Date(time);
  const year = day.getUTCFullYear();
  const shape = seededRandom(`${key}:activity-shape`);
  const busiestWeekday = shape.int(0, 6);
  const weeklyAmplitude = 0.15 + shape.int(0, 20) / 100;
  const weekly = 1 + weeklyAmplitude * Math.cos((2 * Math.PI * (day.getUTCDay() - busiestWeekday)) / 7);

  const dayOfYear = Math.round((time - Date.UTC(year, 0, 1)) / DAY_MS);
  // A gentle yearly wave (busier late spring), then the holiday season on top.
  let yearly = 1 + 0.1 * Math.cos((2 * Math.PI * (dayOfYear - 140)) / 365);
  const month = day.getUTCMonth();
  const dom = day.getUTCDate();
  if (month === 0) yearly *= 0.8;
  if ((month === 10 && dom >= 15) || (month === 11 && dom <= 24)) yearly *= 1.35;
  const blackFriday = addDays(thanksgiving(year), 1);
  if (date >= blackFriday && date <= addDays(blackFriday, 3)) yearly *= 1.6;

  const growth = 1 + 0.2 * (Math.max(0, index) / 365);

  const events = activityEvents(key, year);
  let event = 1;
  const sinceLaunch = Math.round((time - Date.parse(`${events.launch.start}T00:00:00Z`)) / DAY_MS);
  if (sinceLaunch >= 0 && sinceLaunch < events.launch.days) event = 1 + (events.launch.peak - 1) * 0.75 ** sinceLaunch;
  const sinceBad = Math.round((time - Date.parse(`${events.badWeek.start}T00:00:00Z`)) / DAY_MS);
  if (sinceBad >= 0 && sinceBad < events.badWeek.days) event = events.badWeek.factor;

  const noise = 0.9 + seededRandom(`${key}:activity:${date}`).next() * 0.2;
  return weekly * yearly * growth * event * noise;
}

/**
 * A deterministic whole count around `base × dailyActivity(key, date)` (±20 %), never negative:
 * the daily number of a metric (`purpose` tells metrics of one account apart).
 */
export function dailyCount(key: string, purpose: string, date: string, base: number): number {
  const jitter = 0.8 + seededRandom(`${key}:${purpose}:${date}`).next() * 0.4;
  return Math.max(0, Math.round(base * dailyActivity(key, date) * jitter));
}

/** The evening hour (18 to 21 UTC) an account's followers are most often online: one per account. */
export function onlinePeakHour(key: string): number {
  return seededRandom(`${key}:online-peak`).int(18, 21);
}

/**
 * How many of an account's `followers` are online in each hour (0 to 23 UTC) of `date`: a night low
 * of about 4 %, a small lunchtime bump and an evening peak at onlinePeakHour (a quarter to a third
 * of them). The noise (±8 % a day, ±3 % an hour) is kept small enough that the peak hour is the
 * busiest of every day, so a test can tell accounts apart by it.
 */
export function onlineFollowersByHour(key: string, date: string, followers: number): number[] {
  const peak = onlinePeakHour(key);
  const peakShare = 0.25 + seededRandom(`${key}:online-share`).int(0, 8) / 100;
  const random = seededRandom(`${key}:online:${date}`);
  const level = 0.92 + random.next() * 0.16;
  return Array.from({ length: 24 }, (_, hour) => {
    // Around the clock: 23 h is one hour from a peak at 0 h, not 23.
    const fromPeak = Math.min(Math.abs(hour - peak), 24 - Math.abs(hour - peak));
    const share =
      0.04 + (peakShare - 0.04) * Math.exp(-(fromPeak ** 2) / 8) + 0.06 * Math.exp(-((hour - 12.5) ** 2) / 4.5);
    return Math.max(0, Math.round(followers * share * level * (0.97 + random.next() * 0.06)));
  });
}

export interface GeneratedProduct {
  id: number;
  title: string;
  price: string;
  /** Units in stock; 0 is sold out. */
  inventory: number;
}

const ADJECTIVES = [
  'Classic',
  'Organic',
  'Handmade',
  'Rustic',
  'Everyday',
  'Deluxe',
  'Mini',
  'Seasonal',
  'Signature',
  'Limited',
];
const NOUNS = [
  'Sourdough Loaf',
  'Ceramic Mug',
  'Canvas Tote',
  'Trail Bottle',
  'Gift Box',
  'Candle',
  'Tea Blend',
  'Notebook',
  'Beanie',
  'Serving Bowl',
];

/**
 * A product's units in stock, from a random of its own: drawn from the catalogue's random, stock
 * would have changed every title and price the shops had before.
 */
function productStock(shopDomain: string, productId: number): number {
  const random = seededRandom(`${shopDomain}:inventory:${productId}`);
  return random.chance(0.15) ? 0 : random.int(1, 120);
}

/** The shop's product catalogue (8 to 14 products), at least one of them sold out. */
export function shopProducts(shopDomain: string): GeneratedProduct[] {
  const random = seededRandom(`${shopDomain}:products`);
  const count = random.int(8, 14);
  const titles = new Set<string>();
  const products: Omit<GeneratedProduct, 'inventory'>[] = [];
  while (products.length < count) {
    const title = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    if (titles.has(title)) continue;
    titles.add(title);
    products.push({ id: 8000000000 + products.length + 1, title, price: (random.int(500, 9000) / 100).toFixed(2) });
  }
  // Every shop has an empty shelf, so an answer about a sold-out product can always be tried.
  const soldOut = seededRandom(`${shopDomain}:sold-out`).int(0, count - 1);
  return products.map((product, index) => ({
    ...product,
    inventory: index === soldOut ? 0 : productStock(shopDomain, product.id),
  }));
}

/** A product's one variant's SKU: its id's last digits after the title's initials (e.g. `SL-0001`). */
export function productSku(product: Pick<GeneratedProduct, 'id' | 'title'>): string {
  const initials = product.title
    .split(' ')
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
  return `${initials}-${String(product.id % 10000).padStart(4, '0')}`;
}

export interface GeneratedOrder {
  id: number;
  order_number: number;
  name: string;
  created_at: string;
  currency: string;
  financial_status: 'paid' | 'refunded';
  total_price: string;
  line_items: { id: number; product_id: number; title: string; quantity: number; price: string }[];
}

/** Average orders a day of a shop on a normal day (before dailyActivity shapes it). */
function ordersBase(shopDomain: string): number {
  return seededRandom(`${shopDomain}:orders-base`).int(30, 55) / 10;
}

/** The number of orders of a shop on a day: the first draw of the day's random, shaped by dailyActivity. */
function orderCount(shopDomain: string, date: string, random: SeededRandom): number {
  return Math.min(
    99,
    Math.floor(ordersBase(shopDomain) * dailyActivity(shopDomain, date) * (0.6 + 0.8 * random.next())),
  );
}

/** Orders placed by each shop before a day (index into the cache = days since the epoch). */
const ordersBeforeCache = new Map<string, number[]>();

function ordersBefore(shopDomain: string, index: number): number {
  let cumulative = ordersBeforeCache.get(shopDomain);
  if (!cumulative) {
    cumulative = [0];
    ordersBeforeCache.set(shopDomain, cumulative);
  }
  while (cumulative.length <= index) {
    const day = cumulative.length - 1;
    const date = dayOfIndex(day);
    const count = orderCount(shopDomain, date, seededRandom(`${shopDomain}:orders:${date}`));
    cumulative.push((cumulative[day] ?? 0) + count);
  }
  return cumulative[index] ?? 0;
}

/**
 * The shop's orders placed on each day from `from` to `to` (inclusive, YYYY-MM-DD, UTC; none before
 * the epoch). The daily count follows dailyActivity(shop, date); order numbers run on without gaps.
 */
export function shopOrders(shopDomain: string, from: string, to: string, currency = 'USD'): GeneratedOrder[] {
  const products = shopProducts(shopDomain);
  const orders: GeneratedOrder[] = [];
  for (const date of days(from, to)) {
    const index = dayIndex(date);
    if (index < 0) continue; // the sample shops opened on the epoch
    const random = seededRandom(`${shopDomain}:orders:${date}`);
    const count = orderCount(shopDomain, date, random);
    const before = ordersBefore(shopDomain, index);
    for (let seq = 0; seq < count; seq += 1) {
      const lineCount = random.int(1, 3);
      const lines = Array.from({ length: lineCount }, (_, line) => {
        const product = random.pick(products);
        return {
          id: (index * 100 + seq) * 10 + line,
          product_id: product.id,
          title: product.title,
          quantity: random.int(1, 3),
          price: product.price,
        };
      });
      const total = lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
      const seconds = random.int(0, 86399);
      orders.push({
        id: ORDER_ID_BASE + index * 100 + seq,
        order_number: 0, // numbered below, in the order they were placed
        name: '',
        created_at: new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000).toISOString(),
        currency,
        financial_status: random.chance(0.04) ? 'refunded' : 'paid',
        total_price: total.toFixed(2),
        line_items: lines,
      });
    }
    // Numbers follow the time of day, so #1234 was placed before #1235.
    const today = orders.slice(orders.length - count).sort((a, b) => a.created_at.localeCompare(b.created_at));
    today.forEach((order, position) => {
      order.order_number = 1001 + before + position;
      order.name = `#${order.order_number}`;
    });
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/**
 * The shop's order numbered `orderNumber` (#1001 is the first), placed on or before `lastDay`, or
 * undefined. Numbers follow the order of placing, so its day is found by a binary search over the
 * orders placed before each day; only that day's orders are generated.
 */
export function shopOrderByNumber(
  shopDomain: string,
  orderNumber: number,
  lastDay: string,
  currency = 'USD',
): GeneratedOrder | undefined {
  const wanted = orderNumber - 1001;
  const last = dayIndex(lastDay);
  if (!Number.isSafeInteger(wanted) || wanted < 0 || last < 0 || ordersBefore(shopDomain, last + 1) <= wanted)
    return undefined;
  // The order's day is the first day by whose end more than `wanted` orders were placed.
  let low = 0;
  let high = last;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (ordersBefore(shopDomain, middle + 1) > wanted) high = middle;
    else low = middle + 1;
  }
  const date = dayOfIndex(low);
  return shopOrders(shopDomain, date, date, currency).find((order) => order.order_number === orderNumber);
}

/** A shop's customer: who placed an order, with the e-mail and phone they gave at checkout. */
export interface GeneratedCustomer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, in the fictional 555-01xx range. */
  phone: string;
}

/**
 * How a shop's customers order: a share of orders comes from someone who ordered before (one of the
 * shop's orders of the last REPEAT_WINDOW_DAYS days, drawn at random, so a customer who orders often
 * is drawn more often), every other order from a new customer. About a quarter of customers order
 * again and some three or more times, as in a small shop.
 */
export const REPEAT_ORDER_SHARE = 0.3;
const REPEAT_WINDOW_DAYS = 120;
const ORDER_ID_BASE = 5000000000000;
const FIRST_NAMES = [
  'Maya',
  'Liam',
  'Sofia',
  'Noah',
  'Emma',
  'Lucas',
  'Chloe',
  'Omar',
  'Hana',
  'Diego',
  'Priya',
  'Jonas',
];
const LAST_NAMES = [
  'Rossi',
  'Nguyen',
  'Schmidt',
  'Okafor',
  'Dubois',
  'Kowalski',
  'Tanaka',
  'Silva',
  'Jensen',
  'Haddad',
];

/**
 * The shop's customer number `index` (0 for the first who ordered, then in the order they first
 * ordered). E-mail and phone carry the index, so no two customers of a shop share either: each
 * proves one customer only.
 */
export function shopCustomer(shopDomain: string, index: number): GeneratedCustomer {
  const random = seededRandom(`${shopDomain}:customer:${index}`);
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  return {
    id: 7000000000 + index + 1,
    firstName,
    lastName,
    email: `${firstName}.${lastName}.${index + 1}@example.com`.toLowerCase(),
    phone: `+1${201 + Math.floor(index / 100)}55501${String(index % 100).padStart(2, '0')}`,
  };
}

/** Orders placed by the shop on the day `index` days after the epoch. */
function ordersOnDay(shopDomain: string, index: number): number {
  return ordersBefore(shopDomain, index + 1) - ordersBefore(shopDomain, index);
}

/**
 * The id of the earlier order whose customer placed the order `orderId` too, or undefined when a
 * new customer placed it. Drawn from a random of the order's own (drawn from the day's random,
 * every order's lines and totals after it would have changed).
 */
function earlierOrderOf(shopDomain: string, orderId: number): number | undefined {
  const random = seededRandom(`${shopDomain}:order-customer:${orderId}`);
  if (!random.chance(REPEAT_ORDER_SHARE)) return undefined;
  const day = Math.floor((orderId - ORDER_ID_BASE) / 100) - random.int(1, REPEAT_WINDOW_DAYS);
  const count = day < 0 ? 0 : ordersOnDay(shopDomain, day);
  return count ? ORDER_ID_BASE + day * 100 + random.int(0, count - 1) : undefined;
}

/** Customers who first ordered before each day (index into the cache = days since the epoch). */
const customersBeforeCache = new Map<string, number[]>();

function customersBefore(shopDomain: string, index: number): number {
  let cumulative = customersBeforeCache.get(shopDomain);
  if (!cumulative) {
    cumulative = [0];
    customersBeforeCache.set(shopDomain, cumulative);
  }
  while (cumulative.length <= index) {
    const day = cumulative.length - 1;
    let first = 0;
    for (let seq = 0; seq < ordersOnDay(shopDomain, day); seq += 1)
      if (earlierOrderOf(shopDomain, ORDER_ID_BASE + day * 100 + seq) === undefined) first += 1;
    cumulative.push((cumulative[day] ?? 0) + first);
  }
  return cumulative[index] ?? 0;
}

/**
 * Who placed an order: the customer of the earlier order it repeats, or a new customer, numbered
 * after those who first ordered on the days before and the day's orders before it.
 */
export function orderCustomer(shopDomain: string, order: Pick<GeneratedOrder, 'id'>): GeneratedCustomer {
  let id = order.id;
  for (let earlier = earlierOrderOf(shopDomain, id); earlier !== undefined; earlier = earlierOrderOf(shopDomain, id))
    id = earlier;
  const day = Math.floor((id - ORDER_ID_BASE) / 100);
  let index = customersBefore(shopDomain, day);
  for (let seq = ORDER_ID_BASE + day * 100; seq < id; seq += 1)
    if (earlierOrderOf(shopDomain, seq) === undefined) index += 1;
  return shopCustomer(shopDomain, index);
}

/** A customer of the shop with the orders they placed (oldest first), as Shopify's customer record sums them. */
export interface CustomerHistory {
  customer: GeneratedCustomer;
  /** When they first ordered (their record was made at that checkout). */
  createdAt: string;
  orders: GeneratedOrder[];
}

/**
 * The shop's customers who ordered up to `lastDay` (inclusive), in the order they first ordered,
 * each with their orders to that day.
 */
export function shopCustomers(shopDomain: string, lastDay: string, currency = 'USD'): CustomerHistory[] {
  const byId = new Map<number, CustomerHistory>();
  for (const order of shopOrders(shopDomain, DATA_EPOCH, lastDay, currency)) {
    const customer = orderCustomer(shopDomain, order);
    const history = byId.get(customer.id) ?? { customer, createdAt: order.created_at, orders: [] };
    history.orders.push(order);
    byId.set(customer.id, history);
  }
  return [...byId.values()].sort((a, b) => a.customer.id - b.customer.id);
}

export type FulfillmentStatus = 'UNFULFILLED' | 'IN_PROGRESS' | 'FULFILLED';

export interface GeneratedFulfillment {
  status: FulfillmentStatus;
  /** The parcel sent (FULFILLED only). */
  shipment?: { shippedAt: string; tracking: { number: string; url: string; company: string } };
}

const CARRIERS = [
  { company: 'UPS', prefix: '1Z', digits: 16, url: 'https://www.ups.com/track?tracknum=' },
  { company: 'USPS', prefix: '9400', digits: 18, url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=' },
  { company: 'FedEx', prefix: '', digits: 12, url: 'https://www.fedex.com/fedextrack/?trknbr=' },
  { company: 'DHL Express', prefix: '', digits: 10, url: 'https://www.dhl.com/en/express/tracking.html?AWB=' },
] as const;

/**
 * Where an order stands at `now`: a shop packs for two days and ships within four, so orders
 * placed less than 2 days ago are unfulfilled, 2 to 4 days ago in progress, older ones shipped
 * (with a carrier's tracking number). The status depends on the time asked; the rest on the order.
 */
export function orderFulfillment(order: GeneratedOrder, now: number): GeneratedFulfillment {
  const placed = Date.parse(order.created_at);
  const age = now - placed;
  if (age < 2 * DAY_MS) return { status: 'UNFULFILLED' };
  if (age < 4 * DAY_MS) return { status: 'IN_PROGRESS' };
  const random = seededRandom(`order:${order.id}:fulfillment`);
  // Shipped between 2 and 4 days after it was placed, so always before `now`.
  const shippedAt = new Date(placed + 2 * DAY_MS + random.int(0, 47) * 3600 * 1000).toISOString();
  const carrier = random.pick(CARRIERS);
  const number = `${carrier.prefix}${Array.from({ length: carrier.digits }, () => random.int(0, 9)).join('')}`;
  return {
    status: 'FULFILLED',
    shipment: { shippedAt, tracking: { number, url: `${carrier.url}${number}`, company: carrier.company } },
  };
}
