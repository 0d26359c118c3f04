import { roiOf, roiResponseSchema, type AdSpendRow } from './roi';

const range = { start: '2026-03-01', end: '2026-03-30', days: 30 };
const day = (
  campaignId: string,
  campaignName: string,
  spend: number,
  impressions: number,
  clicks: number,
  purchases: number,
): AdSpendRow => ({
  platform: 'facebook',
  adAccountId: 'act_1',
  campaignId,
  campaignName,
  currency: 'USD',
  spend,
  impressions,
  clicks,
  purchases,
});

// Three campaign days written out (c1 renamed on its second day); the shop sold 1,000 in 20 orders
// (an average order of 50). Every figure below is worked out by hand from them.
const rows = [
  day('c1', 'Spring', 30, 3000, 60, 3),
  day('c1', 'Spring sale', 20, 2000, 40, 1),
  day('c2', 'Retarget', 50, 4000, 100, 6),
];

describe('marketing ROI', () => {
  it('from real spend: ROAS and marketing efficiency are revenue ÷ spend, cost per order spend ÷ orders', () => {
    const roi = roiOf({ range, revenue: 1000, orders: 20, shopCurrency: 'EUR', hasAdAccounts: true, rows });
    expect(roiResponseSchema.parse(roi)).toEqual(roi);
    expect(roi).toEqual({
      range,
      currency: 'USD',
      spendSource: 'ad_accounts',
      // spend 30 + 20 + 50 = 100; 1000 / 100 = 10; 100 / 20 = 5; attributed: 10 purchases × 50 = 500 → 5.
      totals: {
        revenue: 1000,
        orders: 20,
        spend: 100,
        roas: 10,
        marketingEfficiency: 10,
        costPerOrder: 5,
        attributedRoas: 5,
      },
      platforms: [
        {
          platform: 'facebook',
          spend: 100,
          impressions: 9000,
          clicks: 200,
          purchases: 10,
          attributedRevenue: 500,
          roas: 5,
          costPerOrder: 10,
        },
      ],
      // Equal spend (50 each): by name. c1: 4 purchases × 50 = 200 → 4, 50 / 4 = 12.5; c2: 300 → 6, 50 / 6 = 8.33.
      campaigns: [
        {
          platform: 'facebook',
          adAccountId: 'act_1',
          campaignId: 'c2',
          campaignName: 'Retarget',
          spend: 50,
          impressions: 4000,
          clicks: 100,
          purchases: 6,
          attributedRevenue: 300,
          roas: 6,
          costPerOrder: 8.33,
        },
        {
          platform: 'facebook',
          adAccountId: 'act_1',
          campaignId: 'c1',
          campaignName: 'Spring sale',
          spend: 50,
          impressions: 5000,
          clicks: 100,
          purchases: 4,
          attributedRevenue: 200,
          roas: 4,
          costPerOrder: 12.5,
        },
      ],
    });
  });

  it('without any ad account: the 15 % estimate, said so, and no platform or campaign rows', () => {
    const roi = roiOf({ range, revenue: 1000, orders: 20, shopCurrency: 'USD', hasAdAccounts: false, rows: [] });
    // spend 150; 1000 / 150 = 6.67; 150 / 20 = 7.5.
    expect(roi).toEqual({
      range,
      currency: 'USD',
      spendSource: 'estimate',
      totals: {
        revenue: 1000,
        orders: 20,
        spend: 150,
        roas: 6.67,
        marketingEfficiency: 6.67,
        costPerOrder: 7.5,
        attributedRoas: null,
      },
      platforms: [],
      campaigns: [],
    });
  });

  it('an ad account that spent nothing in the range, or a shop without orders: no division by zero', () => {
    const idle = roiOf({ range, revenue: 400, orders: 8, shopCurrency: 'USD', hasAdAccounts: true, rows: [] });
    expect(idle.spendSource).toBe('ad_accounts');
    expect(idle.totals).toEqual({
      revenue: 400,
      orders: 8,
      spend: 0,
      roas: null,
      marketingEfficiency: null,
      costPerOrder: 0,
      attributedRoas: null,
    });
    const noSales = roiOf({ range, revenue: 0, orders: 0, shopCurrency: 'USD', hasAdAccounts: true, rows });
    expect(noSales.totals).toMatchObject({ spend: 100, roas: 0, costPerOrder: null, attributedRoas: 0 });
    expect(noSales.campaigns[0]).toMatchObject({ attributedRevenue: 0, roas: 0 });
  });
});
