import type { TrendPoint } from '@scp/shared/contracts/dashboard/analytics';

const round1 = (value: number) => Math.round(value * 10) / 10;
const percentChange = (current: number, previous: number) =>
  previous > 0 ? round1(((current - previous) / previous) * 100) : null;

export interface WeeklyFigures {
  /** Followers on the last day, and their change since 7 days before, in percent. */
  followers: number;
  followerGrowth: number | null;
  /** Engagements of the last 7 days, and their change against the 7 days before, in percent. */
  engagements: number;
  engagementChange: number | null;
  revenue: number;
  revenueChange: number | null;
  orders: number;
  ordersChange: number | null;
}

const sum = (points: TrendPoint[], pick: (point: TrendPoint) => number) =>
  points.reduce((total, point) => total + pick(point), 0);

/** The hero's weekly tiles and the Weekly Progress panel, from the daily series (oldest first). */
export function weeklyFigures(trends: TrendPoint[]): WeeklyFigures {
  const thisWeek = trends.slice(-7);
  const lastWeek = trends.slice(-14, -7);
  const lastDay = trends.at(-1);
  const weekAgo = trends.at(-8);
  const engagements = sum(thisWeek, (point) => point.engagement);
  const revenue = sum(thisWeek, (point) => point.revenue);
  const orders = sum(thisWeek, (point) => point.orders);
  return {
    followers: lastDay?.followers ?? 0,
    followerGrowth: lastDay && weekAgo ? percentChange(lastDay.followers, weekAgo.followers) : null,
    engagements,
    engagementChange:
      lastWeek.length === 7
        ? percentChange(
            engagements,
            sum(lastWeek, (point) => point.engagement),
          )
        : null,
    revenue,
    revenueChange:
      lastWeek.length === 7
        ? percentChange(
            revenue,
            sum(lastWeek, (point) => point.revenue),
          )
        : null,
    orders,
    ordersChange:
      lastWeek.length === 7
        ? percentChange(
            orders,
            sum(lastWeek, (point) => point.orders),
          )
        : null,
  };
}

/** The average of a series' last `days` values (the KPI cards' 30-day average). */
export function averageOfLast(values: number[], days: number): number {
  const window = values.slice(-days);
  return window.length ? window.reduce((total, value) => total + value, 0) / window.length : 0;
}
