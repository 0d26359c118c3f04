import * as z from 'zod/mini';
import { round } from './dashboard-math';

/** The days after a customer's first order a cohort's return is measured at. */
export const RETENTION_WINDOWS = [30, 60, 90] as const;

const DAY_MS = 24 * 3600 * 1000;

/** How many of a cohort ordered again within a window, and their share of it (percent, one decimal). */
export const cohortRetentionSchema = z.object({
  days: z.int(),
  /** Customers of the cohort who placed a second order at most `days` days after their first. */
  customers: z.int(),
  /** Their share of the cohort; null while the window has not passed for every customer of it. */
  rate: z.nullable(z.number()),
});

/** The customers who first ordered in one calendar month (UTC). */
export const customerCohortSchema = z.object({
  /** YYYY-MM. */
  month: z.string(),
  customers: z.int(),
  /** What they have spent since (their paid orders' totals), in the shop's currency. */
  revenue: z.number(),
  /** One entry per RETENTION_WINDOWS day count, in that order. */
  retention: z.array(cohortRetentionSchema),
});
export type CustomerCohort = z.infer<typeof customerCohortSchema>;

/**
 * `GET /api/dashboard/customers`: the owner's shop customers over the synced orders (the sync's
 * history, 400 days by default). Lifetime value is revenue (paid orders' totals) per customer; the
 * repeat rate the share of customers with two orders or more; the time to a second order the median
 * of the days between a customer's first and second orders. An order without a customer record
 * counts for no one.
 */
export const customerFiguresSchema = z.object({
  shopConnected: z.boolean(),
  /** False until a synced order names a customer. */
  hasData: z.boolean(),
  currency: z.string(),
  /** The first and last day (YYYY-MM-DD, UTC) of the orders the figures come from; null without any. */
  range: z.nullable(z.object({ start: z.string(), end: z.string() })),
  customers: z.int(),
  orders: z.int(),
  revenue: z.number(),
  /** Average revenue per customer over their synced history, 2 decimals. */
  lifetimeValue: z.number(),
  averageOrdersPerCustomer: z.number(),
  repeatCustomers: z.int(),
  /** Percent, one decimal. */
  repeatRate: z.number(),
  /** Days, one decimal; null while no customer has ordered twice. */
  medianDaysToSecondOrder: z.nullable(z.number()),
  /** By month of first order, oldest first. */
  cohorts: z.array(customerCohortSchema),
});
export type CustomerFigures = z.infer<typeof customerFiguresSchema>;

/** One order as the figures read it. */
export interface CustomerOrder {
  /** A customer key unique across the owner's shops (e.g. shop and customer id). */
  customer: string;
  /** ISO instant. */
  createdAt: string;
  /** Its total; 0 when refunded or unpaid. */
  total: number;
}

function median(values: number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The first moment of the month after `month` (YYYY-MM), in ms. */
function monthEnd(month: string): number {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, index, 1);
}

/**
 * The customers' figures of `orders` (any order), as known at `now` (ms): a cohort's window counts
 * as passed once `now` is at least that many days after the month's end.
 */
export function customerFiguresOf(
  orders: CustomerOrder[],
  now: number,
): Omit<CustomerFigures, 'shopConnected' | 'currency'> {
  const byCustomer = new Map<string, { at: number[]; revenue: number }>();
  let first: string | undefined;
  let last: string | undefined;
  for (const order of orders) {
    const at = Date.parse(order.createdAt);
    if (Number.isNaN(at)) continue;
    const day = new Date(at).toISOString().slice(0, 10);
    if (!first || day < first) first = day;
    if (!last || day > last) last = day;
    const customer = byCustomer.get(order.customer) ?? { at: [], revenue: 0 };
    customer.at.push(at);
    customer.revenue += Math.round(order.total * 100);
    byCustomer.set(order.customer, customer);
  }
  const customers = [...byCustomer.values()].map((customer) => ({
    ...customer,
    at: customer.at.sort((a, b) => a - b),
  }));
  const count = customers.length;
  const revenueCents = customers.reduce((sum, customer) => sum + customer.revenue, 0);
  const orderCount = customers.reduce((sum, customer) => sum + customer.at.length, 0);
  const secondAfter = customers
    .filter((customer) => customer.at.length >= 2)
    .map((customer) => ((customer.at[1] as number) - (customer.at[0] as number)) / DAY_MS);
  const daysToSecond = median(secondAfter);

  const cohorts = new Map<string, typeof customers>();
  for (const customer of customers) {
    const month = new Date(customer.at[0] as number).toISOString().slice(0, 7);
    cohorts.set(month, [...(cohorts.get(month) ?? []), customer]);
  }
  return {
    hasData: count > 0,
    range: first && last ? { start: first, end: last } : null,
    customers: count,
    orders: orderCount,
    revenue: revenueCents / 100,
    lifetimeValue: count ? round(revenueCents / 100 / count) : 0,
    averageOrdersPerCustomer: count ? round(orderCount / count) : 0,
    repeatCustomers: secondAfter.length,
    repeatRate: count ? round((secondAfter.length / count) * 100, 1) : 0,
    medianDaysToSecondOrder: daysToSecond === null ? null : round(daysToSecond, 1),
    cohorts: [...cohorts.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, members]) => ({
        month,
        customers: members.length,
        revenue: members.reduce((sum, member) => sum + member.revenue, 0) / 100,
        retention: RETENTION_WINDOWS.map((days) => {
          const returned = members.filter(
            (member) => member.at.length >= 2 && (member.at[1] as number) - (member.at[0] as number) <= days * DAY_MS,
          ).length;
          const passed = now >= monthEnd(month) + days * DAY_MS;
          return { days, customers: returned, rate: passed ? round((returned / members.length) * 100, 1) : null };
        }),
      })),
  };
}

/** How many of the latest cohorts `analyze_customer_ltv` gives (a year of months). */
export const LTV_TOOL_COHORTS = 12;

/**
 * `analyze_customer_ltv`'s result: the customers' figures (the latest LTV_TOOL_COHORTS cohorts), and
 * the last 90 days' orders and average order value beside them.
 */
export const customerLtvResultSchema = z.object({
  ...customerFiguresSchema.shape,
  orders90Days: z.number(),
  averageOrderValue: z.number(),
});
export type CustomerLtvResult = z.infer<typeof customerLtvResultSchema>;
