import { followerSeries, followersOn, shopOrders, shopProducts } from './generators';
import { seededRandom } from './seeded-random';

describe('seeded data', () => {
  it('gives the same sequence for the same seed and a different one for another seed', () => {
    const a = seededRandom('alice:orders');
    const b = seededRandom('alice:orders');
    const c = seededRandom('bob:orders');
    const first = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(first);
    for (const value of first) expect(value).toBeGreaterThanOrEqual(0);
    for (const value of first) expect(value).toBeLessThan(1);
  });

  it('keeps integers in range', () => {
    const random = seededRandom('range');
    const values = Array.from({ length: 500 }, () => random.int(3, 7));
    expect(Math.min(...values)).toBe(3);
    expect(Math.max(...values)).toBe(7);
  });

  it('gives a shop the same orders for a day whatever window asks for them', () => {
    const week = shopOrders('alices-bakery.myshopify.com', '2026-11-01', '2026-11-07');
    const day = shopOrders('alices-bakery.myshopify.com', '2026-11-03', '2026-11-03');
    expect(week.filter((order) => order.created_at.startsWith('2026-11-03'))).toEqual(day);
    expect(shopOrders('alices-bakery.myshopify.com', '2026-11-01', '2026-11-07')).toEqual(week);
    expect(shopOrders('chen-outdoor-gear.myshopify.com', '2026-11-01', '2026-11-07')).not.toEqual(week);
    expect(week.length).toBeGreaterThan(0);
    const productIds = new Set(shopProducts('alices-bakery.myshopify.com').map((product) => product.id));
    for (const order of week) {
      expect(order.line_items.every((line) => productIds.has(line.product_id))).toBe(true);
      const total = order.line_items.reduce((sum, line) => sum + Number(line.price) * line.quantity, 0);
      expect(order.total_price).toBe(total.toFixed(2));
    }
    expect(new Set(week.map((order) => order.id)).size).toBe(week.length);
  });

  it('gives an account the same follower history', () => {
    const series = followerSeries('instagram:17841400000000001', '2026-10-01', '2026-10-10');
    expect(series).toHaveLength(10);
    expect(series[4]).toEqual({
      date: '2026-10-05',
      followers: followersOn('instagram:17841400000000001', '2026-10-05'),
    });
    expect(followerSeries('instagram:17841400000000001', '2026-10-01', '2026-10-10')).toEqual(series);
    expect(followersOn('instagram:17841400000000002', '2026-10-05')).not.toBe(series[4]!.followers);
  });
});
