// Marketing ROI (/analytics/roi, issue 35, ad spend): the words the owner reads there.

export const roiTexts = {
  /** The section's heading (the page's own is the tab's title, Marketing ROI). */
  title: 'Return on ad spend',
  figuresLabel: 'Marketing figures',
  spend: 'Ad spend',
  roas: 'ROAS',
  roasHint: 'Revenue per dollar of ad spend',
  marketingEfficiency: 'Marketing efficiency',
  marketingEfficiencyHint: 'Revenue ÷ all ad spend',
  costPerOrder: 'Cost per order',
  costPerOrderHint: 'Ad spend ÷ orders',
  /** The figures come from the owner's ad accounts. */
  fromAdAccounts: 'From your ad accounts’ spend over this range.',
  /** Shown whenever the spend is the estimate. */
  estimateLabel: 'Estimated: no ad account is connected, so ad spend is taken as 15% of revenue.',
  estimateHint:
    'Connect Facebook, Pinterest or TikTok with your ad accounts to see your real spend by platform and campaign.',
  byPlatform: 'Spend by platform',
  byPlatformCaption: 'Ad spend, purchases, ROAS and cost per order of each platform over the range',
  byCampaign: 'Spend by campaign',
  byCampaignCaption: 'Ad spend, purchases, ROAS and cost per order of each campaign over the range',
  noSpend: 'Your ad accounts spent nothing in this range.',
  columns: {
    platform: 'Platform',
    campaign: 'Campaign',
    spend: 'Spend',
    impressions: 'Impressions',
    clicks: 'Clicks',
    purchases: 'Purchases',
    roas: 'ROAS',
    costPerOrder: 'Cost per order',
  },
  platformNames: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok', pinterest: 'Pinterest' } as Record<
    string,
    string
  >,
  /** A ratio without a base (no spend, no purchases). */
  none: '—',
  loadFailed: 'Marketing figures could not be loaded.',
  retry: 'Try again',
} as const;
