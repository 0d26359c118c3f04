import type { AnalyticsSummary, TrendPoint } from '@scp/shared/contracts/dashboard/analytics';
import type { Goal } from '@scp/shared/contracts/onboarding/onboarding';

const sumOver = (trends: TrendPoint[], days: number, pick: (point: TrendPoint) => number) =>
  trends.slice(-days).reduce((total, point) => total + pick(point), 0);

/**
 * Where a goal stands on the owner's own figures: sums over the goal's period (at most the days the
 * summary holds), followers and engagement rate as they are now. `share` is current / target, 0 to 1.
 */
export function goalProgress(goal: Goal, summary: AnalyticsSummary): { current: number; share: number } {
  const days = goal.periodDays;
  const current = (() => {
    switch (goal.metric) {
      case 'revenue':
        return sumOver(summary.trends, days, (point) => point.revenue);
      case 'orders':
        return sumOver(summary.trends, days, (point) => point.orders);
      case 'reach':
        return sumOver(summary.trends, days, (point) => point.reach);
      case 'followers':
        return summary.kpis.totalFollowers;
      case 'engagement_rate':
        return summary.kpis.avgEngagementRate;
    }
  })();
  return { current, share: goal.target > 0 ? Math.min(1, Math.max(0, current / goal.target)) : 0 };
}
