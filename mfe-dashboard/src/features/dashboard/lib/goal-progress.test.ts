import type { Goal } from '@scp/shared/contracts/onboarding/onboarding';
import { summaryFixture } from '../../../test-support/render-dashboard.test-helper';
import { goalProgress } from './goal-progress';

const goal = (overrides: Partial<Goal>): Goal => ({
  id: 'g1',
  option: null,
  title: 'Goal',
  metric: 'revenue',
  target: 10_000,
  periodDays: 30,
  deadline: null,
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('goalProgress', () => {
  // The fixture's day i sells $50·i and i orders, reaches 100·i people; 1,300 followers, 1.2 %.
  it('sums revenue, orders and reach over the goal period', () => {
    expect(goalProgress(goal({ metric: 'revenue', periodDays: 7 }), summaryFixture())).toEqual({
      current: 50 * (24 + 25 + 26 + 27 + 28 + 29 + 30),
      share: 0.945,
    });
    expect(goalProgress(goal({ metric: 'orders', target: 1000 }), summaryFixture()).current).toBe(465);
    expect(goalProgress(goal({ metric: 'reach', target: 100_000 }), summaryFixture()).share).toBe(0.465);
  });

  it('reads followers and the engagement rate as they are now, and caps the share at the target', () => {
    expect(goalProgress(goal({ metric: 'followers', target: 1000 }), summaryFixture())).toEqual({
      current: 1300,
      share: 1,
    });
    const engagement = goalProgress(goal({ metric: 'engagement_rate', target: 3 }), summaryFixture());
    expect(engagement.current).toBe(1.2);
    expect(engagement.share).toBeCloseTo(0.4);
  });
});
