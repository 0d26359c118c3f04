import * as z from 'zod/mini';
import { platformFailureSchema } from './integrations-internal';

/**
 * Between the dashboard's sync and the settings service (which keeps the owner's grants and is the
 * only one to call the platforms, docs/architecture.md, Who owns what): the daily spend of the
 * owner's ad accounts, by campaign, read with the grant behind a connected Facebook page, with a
 * connected Pinterest account's token, or with the ad account token kept with a connected TikTok
 * account. Internal
 * only, with a service token for one user; the token never leaves settings.
 */
export function adInsightsReadPath(platform: string, accountId: string): `/internal/settings/${string}` {
  return `/internal/settings/accounts/${encodeURIComponent(platform)}/${encodeURIComponent(accountId)}/ad-insights`;
}

/**
 * The platforms whose connection can grant ad accounts (Facebook Login with `ads_read`, Pinterest with
 * `ads:read`, a TikTok account once its ad account is connected through TikTok's API for Business).
 */
export const adPlatforms = ['facebook', 'pinterest', 'tiktok'] as const;
export type AdPlatform = (typeof adPlatforms)[number];

/** The longest range one read covers (the sync reads in windows of at most 90 days). */
export const MAX_AD_READ_DAYS = 93;

const isoDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date'));

export const adInsightsReadRequestSchema = z.strictObject({ from: isoDaySchema, to: isoDaySchema });
export type AdInsightsReadRequest = z.infer<typeof adInsightsReadRequestSchema>;

/** One campaign's day (UTC): what it spent in the account's currency, and what it brought. */
export const adCampaignDaySchema = z.object({
  date: isoDaySchema,
  campaignId: z.string(),
  campaignName: z.string(),
  spend: z.number().check(z.nonnegative()),
  impressions: z.int().check(z.nonnegative()),
  clicks: z.int().check(z.nonnegative()),
  /** Purchases the platform attributes to the campaign. */
  purchases: z.int().check(z.nonnegative()),
});
export type AdCampaignDay = z.infer<typeof adCampaignDaySchema>;

export const adAccountInsightsSchema = z.object({
  /** The platform's id of the ad account (Meta: `act_<digits>`). */
  adAccountId: z.string(),
  name: z.string(),
  currency: z.string(),
  days: z.array(adCampaignDaySchema),
});
export type AdAccountInsights = z.infer<typeof adAccountInsightsSchema>;

/**
 * The answer: `granted` false when the owner's grant does not include the ad accounts (connected
 * without `ads_read`), else every ad account the grant reaches with its campaigns' days; or the
 * platform's failure, as the sync tells outcomes apart.
 */
export const adInsightsReadSchema = z.union([
  z.object({ granted: z.boolean(), adAccounts: z.array(adAccountInsightsSchema) }),
  z.object({ failure: platformFailureSchema }),
]);
export type AdInsightsRead = z.infer<typeof adInsightsReadSchema>;
