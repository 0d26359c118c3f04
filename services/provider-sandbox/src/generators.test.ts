import {
  activityEvents,
  addDays,
  dailyActivity,
  dayRange,
  followerSeries,
  followersOn,
  shopOrders,
  shopProducts,
} from './generators';
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

  it('computes a follower series in one pass with the same numbers as followersOn', () => {
    const series = followerSeries('x:1600000000000000001', '2025-12-28', '2026-01-03');
    expect(series.map((day) => day.followers)).toEqual(
      dayRange('2025-12-28', '2026-01-03').map((date) => followersOn('x:1600000000000000001', date)),
    );
    expect(followerSeries('x:1', '2023-12-30', '2024-01-01').map((day) => day.followers)).toEqual(
      ['2023-12-30', '2023-12-31', '2024-01-01'].map((date) => followersOn('x:1', date)),
    );
  });
});

describe('daily activity', () => {
  const KEY = 'alices-bakery.myshopify.com';
  const mean = (dates: string[], key = KEY) =>
    dates.reduce((sum, date) => sum + dailyActivity(key, date), 0) / dates.length;

  it('is a pure function of key and date', () => {
    expect(dailyActivity(KEY, '2026-05-05')).toBe(dailyActivity(KEY, '2026-05-05'));
    expect(dailyActivity(KEY, '2026-05-05')).not.toBe(dailyActivity('chen-outdoor-gear.myshopify.com', '2026-05-05'));
  });

  it('has a busiest and a quietest weekday', () => {
    const weeks = dayRange('2026-08-03', '2026-09-27'); // eight weeks, no events: checked below
    const events = activityEvents(KEY, 2026);
    const inEvent = (date: string) =>
      (date >= events.launch.start && date < addDays(events.launch.start, events.launch.days)) ||
      (date >= events.badWeek.start && date < addDays(events.badWeek.start, 7));
    const byWeekday = Array.from({ length: 7 }, (_, weekday) =>
      mean(weeks.filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === weekday && !inEvent(date))),
    );
    expect(Math.max(...byWeekday) / Math.min(...byWeekday)).toBeGreaterThan(1.25);
  });

  it('peaks in the holiday season and dips in January', () => {
    const holidays = mean(dayRange('2025-11-20', '2025-12-20'));
    const october = mean(dayRange('2025-10-16', '2025-11-10'));
    const january = mean(dayRange('2026-01-05', '2026-01-31'));
    expect(holidays).toBeGreaterThan(october * 1.25);
    expect(january).toBeLessThan(october);
  });

  it('has a launch spike and a bad week every year, weeks apart', () => {
    for (const key of [KEY, 'instagram:17841400000000001', 'x:1600000000000000002']) {
      const { launch, badWeek } = activityEvents(key, 2026);
      expect(launch.start < addDays(badWeek.start, -14) || badWeek.start < addDays(launch.start, -14)).toBe(true);
      const around = mean(
        [
          ...dayRange(addDays(launch.start, -21), addDays(launch.start, -8)),
          ...dayRange(addDays(launch.start, 8), addDays(launch.start, 21)),
        ],
        key,
      );
      expect(dailyActivity(key, launch.start)).toBeGreaterThan(around * 2.3);
      const bad = mean(dayRange(badWeek.start, addDays(badWeek.start, 6)), key);
      expect(bad).toBeLessThan(0.55 * mean(dayRange(addDays(badWeek.start, -21), addDays(badWeek.start, -8)), key));
    }
  });

  it('shapes a shop’s daily order count', () => {
    const { launch, badWeek } = activityEvents(KEY, 2026);
    const launchOrders = shopOrders(KEY, launch.start, addDays(launch.start, 2)).length;
    const badOrders = shopOrders(KEY, badWeek.start, addDays(badWeek.start, 6)).length;
    const normalWeek = shopOrders(KEY, addDays(badWeek.start, -14), addDays(badWeek.start, -8)).length;
    expect(launchOrders).toBeGreaterThan(normalWeek * 0.8); // three launch days ≈ a normal week or more
    expect(badOrders).toBeLessThan(normalWeek * 0.6);
    const numbers = shopOrders(KEY, '2026-03-01', '2026-03-05').map((order) => order.order_number);
    expect(numbers).toEqual(numbers.map((_, index) => (numbers[0] ?? 0) + index));
  });
});
