import { analytics, healthStatuses, type HealthStatus } from './dashboard-constants';
import { dashboardTexts } from './dashboard-texts';

/**
 * Number formats of the dashboard and analytics (business constants: USD with no decimals, K at 1,000,
 * M at 1,000,000), shared so every screen and the assistant's answers write a figure the same way.
 */

const trimmed = (value: number) => value.toFixed(1).replace(/\.0$/, '');

/** 1,234 -> 1.2K; 2,500,000 -> 2.5M; below 1,000 a whole number with separators. */
export function formatCompact(value: number): string {
  const size = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (size >= analytics.compactMillion) return `${sign}${trimmed(size / analytics.compactMillion)}M`;
  if (size >= analytics.compactThousand) {
    // 999,950 rounds to 1000.0K: say 1M instead.
    const thousands = Number(trimmed(size / analytics.compactThousand));
    return thousands >= 1000 ? `${sign}1M` : `${sign}${trimmed(size / analytics.compactThousand)}K`;
  }
  return `${sign}${Math.round(size).toLocaleString('en-US')}`;
}

/** USD, no decimals, compact from 1,000: $845, $12.3K, $1.5M. */
export function formatCurrency(value: number, { compact = true }: { compact?: boolean } = {}): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  if (compact && size >= analytics.compactThousand) return `${sign}$${formatCompact(size)}`;
  return `${sign}$${Math.round(size).toLocaleString('en-US', { maximumFractionDigits: analytics.currencyDecimals })}`;
}

/** 3.456 -> 3.5% (one decimal, trailing .0 dropped). */
export function formatPercent(value: number): string {
  return `${trimmed(value)}%`;
}

/** A change against the previous period: +12.5%, -3%, or null when there is nothing to compare. */
export function formatChange(value: number | null): string | null {
  if (value === null) return null;
  return `${value > 0 ? '+' : ''}${trimmed(value)}%`;
}

/** The status band of a score (states and transitions): excellent 85+, good 70+, warning 50+, else critical. */
export function healthStatusOf(score: number): HealthStatus {
  return (healthStatuses.find((band) => score >= band.min) ?? healthStatuses[3]).status;
}

/** The words of a score's band: 'Excellent performance' ... 'Requires attention'. */
export function healthStatusLabelOf(score: number): string {
  return dashboardTexts.dashboard.healthStatus[healthStatusOf(score)];
}
