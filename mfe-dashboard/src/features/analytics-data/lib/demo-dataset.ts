import {
  resolveDateRange,
  type AnalyticsQuery,
  type AnalyticsSummary,
} from '@scp/shared/contracts/dashboard/analytics';
import {
  analyticsFiguresOf,
  analyticsSummaryOf,
  comparedSpanOf,
  everyDayOf,
  type AnalyticsRows,
  type PlatformDayRow,
} from '@scp/shared/contracts/dashboard/analytics-computation';
import { round } from '@scp/shared/contracts/dashboard/dashboard-math';
import type { PlatformKey } from '@scp/shared/contracts/settings/integrations-constants';

/**
 * The "Demo Data" dataset: a fictional shop, seeded so every reload and every range shows the same
 * numbers. Only its daily rows are its own: the answer is computed from them by the shared analytics
 * computation the dashboard service runs on synced rows, so the screens need no demo branch. It never
 * touches the owner's data: the caller swaps the whole answer, never merges.
 */

export const DEMO_SHOP_NAME = 'Demo Boutique';

const DAY_MS = 24 * 3600 * 1000;
const FIRST_DAY_TIME = Date.parse('2024-01-01T00:00:00Z');
const SEED = 0x5eed2024;

/** mulberry32: tiny, fast and identical in every engine, unlike Math.random. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The demo's followers grow 2.75 % over every 30 days shown (29 daily steps), every account alike, so
 * the dashboard's month reads the product's demo health score, 96, from the model itself: every other
 * part of the weighted reading is at its target (docs/product.md, Health score), and growth
 * 2.75 % of the 5 % target adds 11 of its 20 points (25 + 35 + 11 + 20 + 5 = 96).
 */
const DAILY_GROWTH = 1.0275 ** (1 / 29) - 1;
/** The engagement rate is the period's engagements over the followers: the rates below are of a 30-day month. */
const RATE_DAYS = 30;

/**
 * The demo's social accounts: followers on 2024-01-01, the engagements of a 30-day month per follower
 * in percent, and reach and views as shares of followers and impressions.
 */
const SOCIAL = [
  { platform: 'facebook', followers: 8600, engagementRate: 4.6, reach: 0.3, views: 0.25 },
  { platform: 'instagram', followers: 12400, engagementRate: 6.1, reach: 0.42, views: 0.35 },
  { platform: 'linkedin', followers: 3100, engagementRate: 5.2, reach: 0.25, views: 0.1 },
  { platform: 'pinterest', followers: 4700, engagementRate: 5.4, reach: 0.5, views: 0.2 },
  { platform: 'tiktok', followers: 15200, engagementRate: 8.3, reach: 0.6, views: 0.8 },
] as const satisfies ReadonlyArray<{ platform: PlatformKey } & Record<string, unknown>>;

/** The demo's LinkedIn and Pinterest pages report clicks, as theirs do: 1.8 per 100 impressions. */
const CLICKING: ReadonlySet<PlatformKey> = new Set(['linkedin', 'pinterest']);
const CLICKS_PER_IMPRESSION = 0.018;

const PLATFORMS: PlatformKey[] = [
  ...SOCIAL.map((row) => row.platform),
  'shopify' as const,
  'google-analytics' as const,
].sort();

// Shares of each day's revenue, best seller first, so the top products never exceed the sales.
const PRODUCTS = ['Linen Wrap Dress', 'Everyday Canvas Tote', 'Gold Hoop Earrings', 'Cashmere Beanie', 'Pour-Over Set'];
const PRODUCT_SHARES = [0.16, 0.12, 0.1, 0.08, 0.06];

/**
 * One day of the demo shop, seeded by the day itself so its values are the same whatever range
 * contains it; nothing before 2024-01-01 (like a shop with no synced rows yet).
 */
function demoDay(date: string) {
  const time = Date.parse(`${date}T00:00:00Z`);
  const index = Math.round((time - FIRST_DAY_TIME) / DAY_MS);
  if (index < 0) return undefined;
  const random = mulberry32(SEED ^ Math.imul(index + 1, 0x9e3779b1));
  const jitter = (spread: number) => 1 + (random() * 2 - 1) * spread;
  // Weekends sell best, Mondays least; growth is a mild ~5 % a year.
  const weekly = [1.12, 0.9, 0.92, 0.95, 1, 1.06, 1.15][new Date(time).getUTCDay()] ?? 1;
  const target = Math.min(3500, Math.max(1500, 2300 * weekly * (1 + index * 0.00015) * jitter(0.1)));
  const aov = 68 * jitter(0.06);
  const orders = Math.round(target / aov);
  // Kept inside 2.5–4 % even after rounding the sessions.
  const conversion = 2.55 + random() * 1.4;
  const social = SOCIAL.map((profile) => {
    const followers = Math.round(profile.followers * (1 + DAILY_GROWTH) ** index);
    const reach = Math.round(followers * profile.reach * jitter(0.15));
    const impressions = Math.round(reach * (1.6 + random() * 0.6));
    return {
      platform: profile.platform,
      followers,
      reach,
      impressions,
      engagement: Math.round(((followers * profile.engagementRate) / 100 / RATE_DAYS) * jitter(0.2)),
      views: Math.round(impressions * profile.views * jitter(0.1)),
    };
  });
  return { revenue: round(orders * aov), orders, sessions: Math.round(orders / (conversion / 100)), social };
}

type DemoDay = NonNullable<ReturnType<typeof demoDay>>;

/**
 * A day's clicks of the pages that report them: 1.8 per 100 of their impressions, rounded for the day
 * as a whole and handed out page by page (each gets what it adds to the running total).
 */
function clicksOf(social: DemoDay['social']): Map<PlatformKey, number> {
  const clicks = new Map<PlatformKey, number>();
  let impressions = 0;
  let given = 0;
  for (const row of social) {
    if (!CLICKING.has(row.platform)) continue;
    impressions += row.impressions;
    const total = Math.round(impressions * CLICKS_PER_IMPRESSION);
    clicks.set(row.platform, total - given);
    given = total;
  }
  return clicks;
}

/** The demo's synced rows of some days, as the dashboard service stores an owner's. */
function demoRowsOf(days: ReadonlyArray<{ date: string; day: DemoDay }>): AnalyticsRows {
  return {
    shopDays: days.map(({ date, day }) => ({ date, totalSales: day.revenue, orderCount: day.orders })),
    platformDays: days.flatMap(({ date, day }): PlatformDayRow[] => {
      const clicks = clicksOf(day.social);
      return [
        { platform: 'google-analytics', accountId: 'demo-google-analytics', date, metrics: { sessions: day.sessions } },
        ...day.social.map(({ platform, ...metrics }) => {
          const clicked = clicks.get(platform);
          return {
            platform,
            accountId: `demo-${platform}`,
            date,
            metrics: clicked === undefined ? metrics : { ...metrics, clicks: clicked },
          };
        }),
      ];
    }),
    productDays: days.flatMap(({ date, day }) =>
      PRODUCTS.map((productTitle, index) => ({
        date,
        shopifyProductId: `demo-product-${index + 1}`,
        productTitle,
        totalSales: day.revenue * (PRODUCT_SHARES[index] ?? 0),
      })),
    ),
  };
}

/** The demo analytics of a query: the demo's rows up to today, computed as the service computes an owner's. */
export function demoAnalytics(query: AnalyticsQuery, today: string): AnalyticsSummary {
  const range = resolveDateRange(query, today);
  if (!range) throw new Error('The start date is after the end date.');
  const days = everyDayOf(comparedSpanOf(range)).flatMap((date) => {
    // No demo data in the future either: the shop has not sold it yet.
    const day = date <= today ? demoDay(date) : undefined;
    return day ? [{ date, day }] : [];
  });
  return analyticsSummaryOf(range, analyticsFiguresOf(demoRowsOf(days), range), {
    lastUpdated: `${today}T06:00:00.000Z`,
    shopConnected: true,
    platforms: PLATFORMS,
    connectedAccounts: PLATFORMS.length,
    cached: false,
  });
}
