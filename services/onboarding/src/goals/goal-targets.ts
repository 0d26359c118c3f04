import type { AnalyticsSummary } from '@scp/shared/contracts/dashboard/analytics';
import {
  goalOptions,
  goalTargetGrowth,
  onboardingLimits,
  type GoalMetric,
  type GoalOptionId,
} from '@scp/shared/contracts/onboarding/onboarding-constants';

type Kpis = AnalyticsSummary['kpis'];

/** The dashboard's figure of the last 30 days each goal metric grows from. */
const figureOf: Record<GoalMetric, (kpis: Kpis) => number> = {
  revenue: (kpis) => kpis.totalSales,
  orders: (kpis) => kpis.totalOrders,
  followers: (kpis) => kpis.totalFollowers,
  engagement_rate: (kpis) => kpis.avgEngagementRate,
  reach: (kpis) => kpis.totalReach,
};

export function goalOptionOf(id: GoalOptionId) {
  return goalOptions.find((option) => option.id === id) as (typeof goalOptions)[number];
}

/**
 * An option's target: 10 % above the owner's last 30 days when the dashboard has a figure above 0
 * (the engagement rate, a percentage, keeps one decimal; counts and revenue are whole), else the
 * option's starter target (nothing synced yet, or the dashboard out of reach: `summary` null).
 */
export function targetFor(id: GoalOptionId, summary: AnalyticsSummary | null): number {
  const option = goalOptionOf(id);
  const figure = summary ? figureOf[option.metric](summary.kpis) : 0;
  if (!Number.isFinite(figure) || figure <= 0) return option.starterTarget;
  const grown = figure * (1 + goalTargetGrowth);
  const target = option.metric === 'engagement_rate' ? Math.round(grown * 10) / 10 : Math.round(grown);
  // A figure so small it rounds to nothing still gets a target above 0.
  const smallest = option.metric === 'engagement_rate' ? 0.1 : 1;
  return Math.min(Math.max(target, smallest), onboardingLimits.goalTargetMax);
}
