import { healthScoreSimple, healthScoreWeighted } from './dashboard-constants';
import { dashboardTexts } from './dashboard-texts';
import { healthStatusOf } from './dashboard-format';
import type { HealthComponent, HealthReading, QuickHealthReading } from './health';
import { clamp, finiteOr0, formatMoney, formatNumber, round1 } from './dashboard-math';

/**
 * The dashboard's two health readings (states and transitions: "Demo data and health score", business constants: "Health score
 * (weighted reading)"). Pure: the aggregation service gathers the inputs and calls these.
 * The spec does not say which reading drives the ring; both are offered.
 */

export interface HealthReadingInput {
  totalFollowers: number;
  /** Average engagement rate, in percent (5.5 = 5.5 %). */
  avgEngagementRate: number;
  /** Follower growth over the period, in percent; null = unknown (the spec's default estimate is used). */
  followerGrowth: number | null;
  totalSales: number;
  connectedPlatforms: number;
}

/** score × 0.9 + 10, clamped 5 to 95, one decimal (business constants). */
export function benchmarkPercentileOf(score: number): number {
  const { multiplier, offset, min, max } = healthScoreWeighted.benchmark;
  return round1(clamp(score * multiplier + offset, min, max));
}

/** value / target as 0 to 100 (negative and non-finite values score 0). */
function percentOfTarget(value: number, target: number): number {
  return clamp((value / target) * 100, 0, 100);
}

/**
 * The weighted reading (business constants). The spec is terse ("Followers 25% (target 20000), engagement
 * 35% (target 5.5%), growth 20% (target 5%, default estimate 2.5), revenue 20% (sales 10000 gives 50
 * points cap), diversification up to 5 points (1.5 per connected platform)"); it is read as:
 *
 * - followers, engagement and growth each score 0 to 100 against their target (value / target × 100,
 *   capped at 100, never below 0) and contribute weight × that: at most 25, 35 and 20 points;
 * - growth, when unknown (null, or not a finite number), is the default estimate 2.5 % and the
 *   component says `estimated: true`;
 * - revenue scores min(50, totalSales / 10000 × 50) points, capped at 50 (reached at 10,000 in sales);
 *   the cap is the revenue part's full share, so it contributes weight × points / 50 × 100: at most 20
 *   points, like the other parts at their target (the four weights add up to 100 %);
 * - diversification adds 1.5 points per connected platform, at most 5 (reached with 4 platforms);
 * - the total is clamped 0 to 100 and rounded to one decimal: every part at its target reads 100.
 *
 * Each component's points are rounded to one decimal for display (their sum may differ from the
 * score by a rounding step). The tips are the actions of the components furthest below their maximum
 * in points (ties in component order), at most 3, none for a component at its maximum. The
 * benchmark percentile is score × 0.9 + 10 clamped 5 to 95. Non-finite inputs count as 0.
 */
export function healthReading(input: HealthReadingInput): HealthReading {
  const weights = healthScoreWeighted;
  const actions = dashboardTexts.healthActions;
  const followers = finiteOr0(input.totalFollowers);
  const engagementRate = finiteOr0(input.avgEngagementRate);
  const growthEstimated = input.followerGrowth === null || !Number.isFinite(input.followerGrowth);
  const growth = growthEstimated ? weights.growth.defaultEstimatePercent : (input.followerGrowth as number);
  const sales = finiteOr0(input.totalSales);
  const platforms = Math.max(0, finiteOr0(input.connectedPlatforms));

  const { salesForCap, capPoints } = weights.revenue;
  const revenuePoints = clamp((sales / salesForCap) * capPoints, 0, capPoints);
  const { pointsPerPlatform, maxPoints: diversificationMax } = weights.diversification;
  const platformsForMax = Math.ceil(diversificationMax / pointsPerPlatform);

  // Unrounded points, for the total and the tips.
  const raw: Array<Omit<HealthComponent, 'points'> & { rawPoints: number }> = [
    {
      key: 'followers',
      rawPoints: weights.followers.weight * percentOfTarget(followers, weights.followers.target),
      maxPoints: weights.followers.weight * 100,
      input: followers,
      target: weights.followers.target,
      action: actions.followers(formatNumber(weights.followers.target)),
    },
    {
      key: 'engagement',
      rawPoints: weights.engagement.weight * percentOfTarget(engagementRate, weights.engagement.targetPercent),
      maxPoints: weights.engagement.weight * 100,
      input: engagementRate,
      target: weights.engagement.targetPercent,
      action: actions.engagement(formatNumber(weights.engagement.targetPercent)),
    },
    {
      key: 'growth',
      rawPoints: weights.growth.weight * percentOfTarget(growth, weights.growth.targetPercent),
      maxPoints: weights.growth.weight * 100,
      input: growth,
      target: weights.growth.targetPercent,
      ...(growthEstimated ? { estimated: true } : {}),
      action: actions.growth(formatNumber(weights.growth.targetPercent)),
    },
    {
      key: 'revenue',
      rawPoints: weights.revenue.weight * (revenuePoints / capPoints) * 100,
      maxPoints: weights.revenue.weight * 100,
      input: sales,
      target: salesForCap,
      action: actions.revenue(formatMoney(salesForCap)),
    },
    {
      key: 'diversification',
      rawPoints: Math.min(diversificationMax, platforms * pointsPerPlatform),
      maxPoints: diversificationMax,
      input: platforms,
      target: platformsForMax,
      action: actions.diversification(formatNumber(platformsForMax)),
    },
  ];

  const total = raw.reduce((sum, component) => sum + component.rawPoints, 0);
  const score = round1(clamp(total, 0, 100));
  const status = healthStatusOf(score);

  const tips = raw
    .map((component) => ({ action: component.action, gap: component.maxPoints - component.rawPoints }))
    .filter((component) => component.gap > 1e-9)
    .sort((a, b) => b.gap - a.gap)
    .slice(0, weights.maxTips)
    .map((component) => component.action);

  return {
    score,
    status,
    statusLabel: dashboardTexts.dashboard.healthStatus[status],
    components: raw.map(({ rawPoints, ...component }) => ({
      ...component,
      points: round1(rawPoints),
      maxPoints: round1(component.maxPoints),
    })),
    tips,
    benchmarkPercentile: benchmarkPercentileOf(score),
  };
}

export interface QuickReadingInput {
  /** Average engagement rate, in percent. */
  avgEngagementRate: number;
  /** TikTok follower growth, in percent; null = no TikTok data (adds nothing). */
  tiktokGrowthRate: number | null;
  /** Daily sales and daily engagement of the same days, paired by index. */
  dailySales: number[];
  dailyEngagement: number[];
}

/**
 * Pearson's r of two series paired by index, over the shorter length, skipping pairs with a
 * non-finite value; null with fewer than 3 pairs or when either series has no variance.
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const pairs: Array<[number, number]> = [];
  for (let index = 0; index < Math.min(xs.length, ys.length); index += 1) {
    const x = xs[index];
    const y = ys[index];
    if (x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y)) pairs.push([x, y]);
  }
  if (pairs.length < 3) return null;
  const meanX = pairs.reduce((sum, [x]) => sum + x, 0) / pairs.length;
  const meanY = pairs.reduce((sum, [, y]) => sum + y, 0) / pairs.length;
  let covariance = 0;
  let varianceX = 0;
  let varianceY = 0;
  for (const [x, y] of pairs) {
    covariance += (x - meanX) * (y - meanY);
    varianceX += (x - meanX) ** 2;
    varianceY += (y - meanY) ** 2;
  }
  if (varianceX === 0 || varianceY === 0) return null;
  return clamp(covariance / Math.sqrt(varianceX * varianceY), -1, 1);
}

/**
 * The simple reading (states and transitions): 50 + min(25, engagement rate × 5) + min(15, TikTok growth × 3)
 * + the sales/engagement correlation (Pearson r × 10 when r > 0; 0 when r ≤ 0, with fewer than 3
 * days or without variance), clamped 0 to 100, one decimal. As the spec writes it, only the upper
 * caps apply: a negative engagement rate or growth lowers the score (down to the clamp at 0).
 * Trend: the spec's fixed 4.2 when the engagement rate is above 0, else null.
 */
export function quickReading(input: QuickReadingInput): QuickHealthReading {
  const model = healthScoreSimple;
  const engagementRate = finiteOr0(input.avgEngagementRate);
  const growth = finiteOr0(input.tiktokGrowthRate);
  const r = pearson(input.dailySales, input.dailyEngagement);
  const correlation = r !== null && r > 0 ? r * model.correlationMax : 0;
  const total =
    model.base +
    Math.min(model.engagement.max, engagementRate * model.engagement.multiplier) +
    Math.min(model.tiktokGrowth.max, growth * model.tiktokGrowth.multiplier) +
    correlation;
  return {
    score: round1(clamp(total, model.min, model.max)),
    trend: engagementRate > 0 ? model.fixedTrend : null,
  };
}
