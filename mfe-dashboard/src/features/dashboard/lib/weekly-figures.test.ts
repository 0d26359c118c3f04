import { trendFixture } from '../../../test-support/render-dashboard.test-helper';
import { averageOfLast, weeklyFigures } from './weekly-figures';

describe('weeklyFigures', () => {
  it('compares the last 7 days with the 7 before', () => {
    // Fixture day i: i orders, $50·i, 10·i engagements, 1,000 + 10·i followers.
    const weekly = weeklyFigures(trendFixture(30));
    expect(weekly.engagements).toBe(10 * (24 + 25 + 26 + 27 + 28 + 29 + 30));
    expect(weekly.engagementChange).toBe(35);
    expect(weekly.orders).toBe(189);
    expect(weekly.ordersChange).toBe(35);
    expect(weekly.revenue).toBe(9450);
    expect(weekly.followers).toBe(1300);
    expect(weekly.followerGrowth).toBe(5.7);
  });

  it('says nothing about a change it cannot measure', () => {
    const weekly = weeklyFigures(trendFixture(5));
    expect(weekly.engagementChange).toBeNull();
    expect(weekly.followerGrowth).toBeNull();
    expect(weeklyFigures([])).toMatchObject({ followers: 0, engagements: 0, revenueChange: null });
  });

  it('averages the last days of a series', () => {
    expect(averageOfLast([1, 2, 3, 4], 2)).toBe(3.5);
    expect(averageOfLast([], 30)).toBe(0);
  });
});
