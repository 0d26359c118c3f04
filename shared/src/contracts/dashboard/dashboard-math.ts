import { analytics } from './dashboard-constants';

/**
 * The small numeric helpers of the analytics summary and the health and platform scores (pure):
 * the dashboard service and the demo dataset compute their figures with the same ones.
 */

/** Rounded to `places` decimals (2 by default: money and rates). */
export function round(value: number, places = 2): number {
  return Math.round(value * 10 ** places) / 10 ** places;
}

/** The change from `previous` to `current` in percent, one decimal; null with nothing to compare to. */
export function percentChange(current: number, previous: number | undefined): number | null {
  return previous === undefined || previous === 0 ? null : round(((current - previous) / previous) * 100, 1);
}

/**
 * Engagement rate (entities: "engagementRate (engagement divided by followers, as a percentage)"): the
 * engagements of the whole period over the followers, in percent, two decimals; 0 without followers.
 * The one formula of the rate: the breakdown, both health readings and the platform advice read it.
 */
export function engagementRateOf(engagement: number, followers: number): number {
  return followers > 0 && Number.isFinite(engagement) ? round((engagement / followers) * 100) : 0;
}

/** Revenue per dollar of ad spend, the spend being the spec's 15 % of revenue (no ad platform is synced). */
export function estimatedRoasOf(revenue: number): number | null {
  return revenue > 0 ? round(revenue / (revenue * analytics.adSpendFallbackShare)) : null;
}

/** A finite number as is; NaN, ±Infinity and null as 0. */
export function finiteOr0(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounded to one decimal. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** The first band whose `min` the value reaches; bands are ordered best first, the last one open. */
export function bandOf<T extends { min: number }>(bands: readonly T[], value: number): T {
  const last = bands[bands.length - 1];
  if (last === undefined) throw new Error('bandOf: no bands');
  return bands.find((band) => value >= band.min) ?? last;
}

/** 20000 -> '20,000'; 5.5 -> '5.5'; 2.345 -> '2.3'. */
export function formatNumber(value: number, maxDecimals = 1): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: maxDecimals });
}

/**
 * 10000 -> '$10,000' (the analytics currency, no decimals). With `maxDecimals`, cents are shown when
 * there are some (49.6 -> '$49.60' rather than a misleading '$50'; 42 -> '$42').
 */
export function formatMoney(value: number, maxDecimals: number = analytics.currencyDecimals): string {
  return value.toLocaleString('en-US', {
    style: 'currency',
    currency: analytics.currency,
    minimumFractionDigits: Number.isInteger(value) ? Math.min(analytics.currencyDecimals, maxDecimals) : maxDecimals,
    maximumFractionDigits: maxDecimals,
  });
}
