import { platformPerformance as model } from './dashboard-constants';
import { dashboardTexts } from './dashboard-texts';
import type { PlatformPerformanceLabel, PlatformPerformanceResult } from './health';
import { bandOf, finiteOr0, formatMoney, formatNumber, round1 } from './dashboard-math';

/** The performance score of one connected platform (business constants) and its label (states and transitions). Pure. */

export interface PlatformPerformanceInput {
  followers: number;
  /** Engagements (likes, comments, shares...) over the period. */
  engagement: number;
  /** Follower growth in percent; null = unknown. */
  followerGrowth: number | null;
  /** Ecommerce sales (a shop platform); absent for social platforms. */
  sales?: number;
  averageOrderValue?: number;
  /** Conversion rate in percent; null = unknown (no sessions source). */
  conversionRate?: number | null;
  /** Engagement rate in percent; null for a platform without followers to engage (the shop): no engagement advice. */
  engagementRate: number | null;
  /** False when the platform has no synced data at all. */
  hasData: boolean;
}

/** hasData (entities): true if any of followers, sales, engagement or views is above 0. */
export function platformHasData(figures: { followers?: number; sales?: number; engagement?: number; views?: number }) {
  return [figures.followers, figures.sales, figures.engagement, figures.views].some((value) => finiteOr0(value) > 0);
}

/** The label of a score (states and transitions): Excellent 80+, Good 60+, Fair 40+, else Poor. */
export function platformPerformanceLabelOf(score: number): PlatformPerformanceLabel {
  return bandOf(model.labels, score).label;
}

/**
 * Score (business constants: "Followers up to 40 points at 10,000; engagement up to 30 at 1,000; follower
 * growth up to 30 (3 points per percent); ecommerce sales up to 50 at 10,000; averaged over
 * contributing parts; 25 if none contribute; 0 if no data"), read as:
 *
 * - the parts: followers min(40, followers / 10000 × 40); engagement min(30, engagement / 1000 × 30);
 *   follower growth min(30, growth % × 3); ecommerce sales min(50, sales / 10000 × 50);
 * - a part contributes when its input is above 0 (growth: known and above 0; sales: given and above 0);
 * - the score is the average, over the contributing parts, of points / maxPoints × 100 (so each part
 *   weighs the same whatever its maximum), one decimal;
 * - 25 when the platform has data but no part contributes; 0 when it has no data (then no advice).
 *
 * Advice (business constants), in this order: engagement rate above 3 % an excellent note, above 1 % a good note,
 * otherwise low-engagement advice (none when the rate is null: the shop has no followers); known growth below 1 % flagged; average order value below 50
 * (only when given and above 0: 0 means no orders, not a small basket); conversion rate below 2 %
 * (only when given and not null). Non-finite inputs count as 0.
 */
export function platformPerformance(input: PlatformPerformanceInput): PlatformPerformanceResult {
  if (!input.hasData) {
    return {
      score: model.scoreWhenNoData,
      label: platformPerformanceLabelOf(model.scoreWhenNoData),
      advice: [],
    };
  }

  const followers = finiteOr0(input.followers);
  const engagement = finiteOr0(input.engagement);
  const growth = finiteOr0(input.followerGrowth);
  const sales = finiteOr0(input.sales);

  /** Each contributing part as a share of its maximum, in percent. */
  const parts: number[] = [];
  const addPart = (points: number, maxPoints: number) => parts.push((Math.min(maxPoints, points) / maxPoints) * 100);
  if (followers > 0)
    addPart((followers / model.followers.atValue) * model.followers.maxPoints, model.followers.maxPoints);
  if (engagement > 0)
    addPart((engagement / model.engagement.atValue) * model.engagement.maxPoints, model.engagement.maxPoints);
  if (growth > 0) addPart(growth * model.followerGrowth.pointsPerPercent, model.followerGrowth.maxPoints);
  if (sales > 0)
    addPart((sales / model.ecommerceSales.atValue) * model.ecommerceSales.maxPoints, model.ecommerceSales.maxPoints);

  const score =
    parts.length === 0
      ? model.scoreWhenNoPartContributes
      : round1(parts.reduce((sum, part) => sum + part, 0) / parts.length);

  return { score, label: platformPerformanceLabelOf(score), advice: platformAdvice(input) };
}

function platformAdvice(input: PlatformPerformanceInput): string[] {
  const texts = dashboardTexts.platformAdvice;
  const thresholds = model.advice;
  const advice: string[] = [];

  if (input.engagementRate !== null) {
    const engagementRate = finiteOr0(input.engagementRate);
    const rate = formatNumber(engagementRate, 2);
    if (engagementRate > thresholds.engagementExcellentAbovePercent) advice.push(texts.engagementExcellent(rate));
    else if (engagementRate > thresholds.engagementGoodAbovePercent) advice.push(texts.engagementGood(rate));
    else advice.push(texts.engagementLow(rate));
  }

  const growth = input.followerGrowth;
  if (growth !== null && Number.isFinite(growth) && growth < thresholds.growthFlaggedBelowPercent)
    advice.push(texts.growthLow(formatNumber(growth, 2)));

  const orderValue = input.averageOrderValue;
  if (
    orderValue !== undefined &&
    Number.isFinite(orderValue) &&
    orderValue > 0 &&
    orderValue < thresholds.averageOrderValueBelow
  )
    advice.push(texts.averageOrderValueLow(formatMoney(orderValue, 2)));

  const conversion = input.conversionRate;
  if (
    conversion !== undefined &&
    conversion !== null &&
    Number.isFinite(conversion) &&
    conversion < thresholds.conversionBelowPercent
  )
    advice.push(texts.conversionLow(formatNumber(conversion, 2)));

  return advice;
}

/** The shop's figures over the range (every shop of the owner added up). */
export interface ShopPerformanceInput {
  sales: number;
  averageOrderValue: number;
  /** Orders per 100 sessions; null without a sessions source (no Google Analytics property). */
  conversionRate: number | null;
}

/**
 * The shop scored like the other platforms (business constants: the platform performance score): its only
 * part is the ecommerce sales (up to 50 points at 10,000), so the score is sales / 10,000 as a share,
 * capped at 100; no sales is no data (score 0, no advice). Its advice is the order value and conversion
 * advice; a shop whose conversion cannot be measured (no sessions) is told so instead of a made-up rate.
 */
export function shopPerformance(input: ShopPerformanceInput): PlatformPerformanceResult {
  const hasData = platformHasData({ sales: input.sales });
  const result = platformPerformance({
    followers: 0,
    engagement: 0,
    followerGrowth: null,
    sales: input.sales,
    averageOrderValue: input.averageOrderValue,
    conversionRate: input.conversionRate,
    engagementRate: null,
    hasData,
  });
  return hasData && input.conversionRate === null
    ? { ...result, advice: [...result.advice, dashboardTexts.platformAdvice.conversionUnknown] }
    : result;
}
