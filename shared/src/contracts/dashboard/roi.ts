// zod/mini: the dashboard remote validates these answers in the browser (see errors.ts).
import * as z from 'zod/mini';
import { analytics } from './dashboard-constants';
import { round } from './dashboard-math';

/**
 * Marketing ROI (`GET /api/dashboard/roi?range=`): the owner's ad spend over a range, by platform and
 * campaign, against the shop's sales. Real spend where an ad account is synced; without any, the
 * analytics' fallback (spend assumed to be 15 % of revenue), said so by `spendSource`.
 */

/** Where the spend comes from: the owner's synced ad accounts, or the 15 % estimate. */
export const spendSources = ['ad_accounts', 'estimate'] as const;
export type SpendSource = (typeof spendSources)[number];

/** What one platform or campaign spent and brought over the range. */
const spendFiguresSchema = z.object({
  spend: z.number(),
  impressions: z.int(),
  clicks: z.int(),
  /** Purchases the ad platform attributes to it. */
  purchases: z.int(),
  /** Those purchases at the shop's average order value over the range. */
  attributedRevenue: z.number(),
  /** attributedRevenue ÷ spend; null without spend. */
  roas: z.nullable(z.number()),
  /** spend ÷ purchases; null without purchases. */
  costPerOrder: z.nullable(z.number()),
});
export type SpendFigures = z.infer<typeof spendFiguresSchema>;

export const roiPlatformSchema = z.extend(spendFiguresSchema, { platform: z.string() });
export const roiCampaignSchema = z.extend(spendFiguresSchema, {
  platform: z.string(),
  adAccountId: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
});
export type RoiCampaign = z.infer<typeof roiCampaignSchema>;

export const roiResponseSchema = z.object({
  range: z.object({ start: z.string(), end: z.string(), days: z.int() }),
  /** The ad accounts' currency (the shop's where there is none). */
  currency: z.string(),
  spendSource: z.enum(spendSources),
  totals: z.object({
    /** The shop's sales and orders over the range. */
    revenue: z.number(),
    orders: z.int(),
    /** Every platform's spend (or the estimate). */
    spend: z.number(),
    /** The shop's revenue ÷ all spend (the ROAS card's figure); null without spend. */
    roas: z.nullable(z.number()),
    /** Marketing efficiency: the same revenue ÷ all spend, named as marketers do; null without spend. */
    marketingEfficiency: z.nullable(z.number()),
    /** All spend ÷ the shop's orders; null without orders. */
    costPerOrder: z.nullable(z.number()),
    /** What the platforms claim: their attributed revenue ÷ their spend; null without spend or ad accounts. */
    attributedRoas: z.nullable(z.number()),
  }),
  platforms: z.array(roiPlatformSchema),
  campaigns: z.array(roiCampaignSchema),
});
export type RoiResponse = z.infer<typeof roiResponseSchema>;

/** One synced campaign day, as the computation reads it. */
export interface AdSpendRow {
  platform: string;
  adAccountId: string;
  campaignId: string;
  campaignName: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
  purchases: number;
}

const ratio = (top: number, bottom: number): number | null => (bottom > 0 ? round(top / bottom) : null);

function figuresOf(rows: readonly AdSpendRow[], averageOrderValue: number): SpendFigures {
  const spend = round(rows.reduce((sum, row) => sum + row.spend, 0));
  const purchases = rows.reduce((sum, row) => sum + row.purchases, 0);
  const attributedRevenue = round(purchases * averageOrderValue);
  return {
    spend,
    impressions: rows.reduce((sum, row) => sum + row.impressions, 0),
    clicks: rows.reduce((sum, row) => sum + row.clicks, 0),
    purchases,
    attributedRevenue,
    roas: ratio(attributedRevenue, spend),
    costPerOrder: ratio(spend, purchases),
  };
}

function groupBy(rows: readonly AdSpendRow[], keyOf: (row: AdSpendRow) => string): Map<string, AdSpendRow[]> {
  const groups = new Map<string, AdSpendRow[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * The ROI answer of a range from the shop's revenue and orders over it and the synced campaign days
 * in it. `hasAdAccounts`: the owner has an ad account synced (its spend counts even when it spent
 * nothing in the range); without one the spend is the 15 % estimate and there are no rows.
 */
export function roiOf(input: {
  range: RoiResponse['range'];
  revenue: number;
  orders: number;
  shopCurrency: string;
  hasAdAccounts: boolean;
  rows: readonly AdSpendRow[];
}): RoiResponse {
  const revenue = round(input.revenue);
  const { orders } = input;
  const averageOrderValue = orders > 0 ? revenue / orders : 0;
  if (!input.hasAdAccounts) {
    const spend = round(revenue * analytics.adSpendFallbackShare);
    return {
      range: input.range,
      currency: input.shopCurrency,
      spendSource: 'estimate',
      totals: {
        revenue,
        orders,
        spend,
        roas: ratio(revenue, spend),
        marketingEfficiency: ratio(revenue, spend),
        costPerOrder: ratio(spend, orders),
        attributedRoas: null,
      },
      platforms: [],
      campaigns: [],
    };
  }
  const all = figuresOf(input.rows, averageOrderValue);
  const byPlatform = [...groupBy(input.rows, (row) => row.platform)].map(([platform, rows]) => ({
    platform,
    ...figuresOf(rows, averageOrderValue),
  }));
  const byCampaign = [...groupBy(input.rows, (row) => `${row.platform}\n${row.adAccountId}\n${row.campaignId}`)].map(
    ([, rows]) => {
      const first = rows[0] as AdSpendRow;
      return {
        platform: first.platform,
        adAccountId: first.adAccountId,
        campaignId: first.campaignId,
        // The name it has on its latest day (a campaign can be renamed).
        campaignName: rows[rows.length - 1]?.campaignName ?? first.campaignName,
        ...figuresOf(rows, averageOrderValue),
      };
    },
  );
  return {
    range: input.range,
    currency: input.rows[0]?.currency ?? input.shopCurrency,
    spendSource: 'ad_accounts',
    totals: {
      revenue,
      orders,
      spend: all.spend,
      roas: ratio(revenue, all.spend),
      marketingEfficiency: ratio(revenue, all.spend),
      costPerOrder: ratio(all.spend, orders),
      attributedRoas: all.roas,
    },
    platforms: byPlatform.sort((a, b) => b.spend - a.spend || a.platform.localeCompare(b.platform)),
    campaigns: byCampaign.sort((a, b) => b.spend - a.spend || a.campaignName.localeCompare(b.campaignName)),
  };
}
