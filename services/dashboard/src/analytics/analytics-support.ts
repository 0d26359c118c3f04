import { analytics } from '@scp/shared/contracts/dashboard/dashboard-constants';

/** The small numeric helpers of the health and platform scores (pure). */

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
