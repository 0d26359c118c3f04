import { goalOptions } from '@scp/shared/contracts/onboarding/onboarding-constants';
import { summaryWith } from '../onboarding-harness.test.util';
import { targetFor } from './goal-targets';

describe('targetFor', () => {
  it("grows each option's figure of the last 30 days by 10 %", () => {
    const summary = summaryWith({
      totalSales: 1234.5,
      totalOrders: 37,
      totalFollowers: 2000,
      avgEngagementRate: 2.34,
      totalReach: 15_005,
    });
    expect(targetFor('increase-sales', summary)).toBe(1358);
    expect(targetFor('more-orders', summary)).toBe(41);
    expect(targetFor('grow-audience', summary)).toBe(2200);
    // A percentage keeps one decimal: 2.574 -> 2.6.
    expect(targetFor('boost-engagement', summary)).toBe(2.6);
    expect(targetFor('reach-more-people', summary)).toBe(16_506);
  });

  it('uses the starter target without a figure above 0 or without the dashboard', () => {
    for (const option of goalOptions) {
      expect(targetFor(option.id, null)).toBe(option.starterTarget);
      expect(targetFor(option.id, summaryWith({}))).toBe(option.starterTarget);
      expect(targetFor(option.id, summaryWith({ totalSales: -5, avgEngagementRate: Number.NaN }))).toBe(
        option.starterTarget,
      );
    }
  });

  it('keeps a tiny figure above 0 and a huge one within the limit', () => {
    expect(targetFor('boost-engagement', summaryWith({ avgEngagementRate: 0.01 }))).toBe(0.1);
    expect(targetFor('increase-sales', summaryWith({ totalSales: 0.2 }))).toBe(1);
    expect(targetFor('reach-more-people', summaryWith({ totalReach: 5e12 }))).toBe(1_000_000_000);
  });
});
