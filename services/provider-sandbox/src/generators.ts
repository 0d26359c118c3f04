import { seededRandom } from './seeded-random';

// Deterministic synthetic data: a value depends only on its key and date, never on when or how
// often it is asked for, so the same shop always has the same orders on a given day and the same
// account the same follower count.

/** Day zero of all generated histories. */
export const DATA_EPOCH = '2024-01-01';
const DAY_MS = 24 * 3600 * 1000;

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

export function followerSeries(accountKey: string, from: string, to: string): { date: string; followers: number }[] {
  const series: { date: string; followers: number }[] = [];
  for (const date of days(from, to)) series.push({ date, followers: followersOn(accountKey, date) });
  return series;
}

export interface GeneratedProduct {
  id: number;
  title: string;
  price: string;
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

/** The shop's product catalogue (8 to 14 products). */
export function shopProducts(shopDomain: string): GeneratedProduct[] {
  const random = seededRandom(`${shopDomain}:products`);
  const count = random.int(8, 14);
  const titles = new Set<string>();
  const products: GeneratedProduct[] = [];
  while (products.length < count) {
    const title = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    if (titles.has(title)) continue;
    titles.add(title);
    products.push({ id: 8000000000 + products.length + 1, title, price: (random.int(500, 9000) / 100).toFixed(2) });
  }
  return products;
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

/** The shop's orders placed on each day from `from` to `to` (inclusive, YYYY-MM-DD, UTC; none before the epoch). */
export function shopOrders(shopDomain: string, from: string, to: string, currency = 'USD'): GeneratedOrder[] {
  const products = shopProducts(shopDomain);
  const orders: GeneratedOrder[] = [];
  for (const date of days(from, to)) {
    const index = dayIndex(date);
    if (index < 0) continue; // the sample shops opened on the epoch
    const random = seededRandom(`${shopDomain}:orders:${date}`);
    const count = random.int(0, 9);
    for (let seq = 0; seq < count; seq += 1) {
      const lineCount = random.int(1, 3);
      const lines = Array.from({ length: lineCount }, (_, line) => {
        const product = random.pick(products);
        return {
          id: (index * 10 + seq) * 10 + line,
          product_id: product.id,
          title: product.title,
          quantity: random.int(1, 3),
          price: product.price,
        };
      });
      const total = lines.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
      const seconds = random.int(0, 86399);
      const orderNumber = 1001 + index * 10 + seq;
      orders.push({
        id: 5000000000000 + index * 10 + seq,
        order_number: orderNumber,
        name: `#${orderNumber}`,
        created_at: new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000).toISOString(),
        currency,
        financial_status: random.chance(0.04) ? 'refunded' : 'paid',
        total_price: total.toFixed(2),
        line_items: lines,
      });
    }
  }
  return orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
}
