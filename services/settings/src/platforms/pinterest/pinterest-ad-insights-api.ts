import { isRecord } from '@scp/service-kit/oauth-client';
import {
  expectObject,
  patientFetch,
  platformReasonOf,
  PlatformFailure,
  str,
  type PatientOptions,
} from '@scp/service-kit/platform-http';
import type { AdAccountInsights, AdCampaignDay } from '@scp/shared/contracts/settings/ad-insights-internal';
import { chunkRange, MAX_PAGES, numberOf, records } from '../reader-support';

// Pinterest API v5 ads reporting behind an owner's ROAS: the ad accounts the user can read, each
// one's campaigns, and their analytics by day, with the account's own token (`ads:read`). Pinterest
// answers at most 90 days a call and at most 250 campaigns, so a range is read in chunks of both.

const MAX_DAYS = 90;
const MAX_CAMPAIGNS = 250;
const COLUMNS = 'SPEND_IN_DOLLAR,TOTAL_IMPRESSION,TOTAL_CLICKTHROUGH,TOTAL_CHECKOUT';
const AD_ACCOUNT_ID = /^\d{1,20}$/;

export interface PinterestAdsApi {
  /** `https://api.pinterest.com`, sandbox `<sandbox>/pinterest`. */
  api: string;
  patient?: PatientOptions;
}

export function createPinterestAdInsightsApi(pinterest: PinterestAdsApi) {
  const get = async (what: string, path: string, params: Record<string, string>, token: string) => {
    const reply = await patientFetch(
      `${pinterest.api}/v5${path}?${new URLSearchParams(params).toString()}`,
      { headers: { Authorization: `Bearer ${token}` } },
      pinterest.patient,
    );
    if (reply.status >= 200 && reply.status < 300 && Array.isArray(reply.body)) return reply.body as unknown[];
    // A scope the token lacks (ads:read withdrawn): a refusal of this read, not of the account.
    if (reply.status === 403)
      throw new PlatformFailure('refused', `${what}: HTTP 403 permission`, platformReasonOf(reply.body));
    return expectObject(what, reply);
  };

  /** Every item of a listing, following Pinterest's `bookmark`. */
  const allItems = async (what: string, path: string, token: string) => {
    const items: Record<string, unknown>[] = [];
    let bookmark: string | undefined;
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const body = await get(what, path, { page_size: '100', ...(bookmark ? { bookmark } : {}) }, token);
      if (Array.isArray(body)) break;
      items.push(...records(body.items));
      bookmark = str(body.bookmark);
      if (!bookmark) break;
    }
    return items;
  };

  return {
    /** The ad accounts the token reaches, each with its campaigns' days `from`..`to`. */
    async read(token: string, from: string, to: string): Promise<AdAccountInsights[]> {
      const answers: AdAccountInsights[] = [];
      for (const account of await allItems('Pinterest ad accounts', '/ad_accounts', token)) {
        const adAccountId = str(account.id);
        if (!adAccountId || !AD_ACCOUNT_ID.test(adAccountId)) continue;
        const campaigns = await allItems('Pinterest campaigns', `/ad_accounts/${adAccountId}/campaigns`, token);
        const names = new Map(
          campaigns.flatMap((campaign) => {
            const id = str(campaign.id);
            return id ? [[id, str(campaign.name) ?? id] as const] : [];
          }),
        );
        const ids = [...names.keys()];
        const days: AdCampaignDay[] = [];
        for (let start = 0; start < ids.length; start += MAX_CAMPAIGNS)
          for (const chunk of chunkRange(from, to, MAX_DAYS)) {
            const rows = await get(
              'Pinterest campaign analytics',
              `/ad_accounts/${adAccountId}/campaigns/analytics`,
              {
                start_date: chunk.from,
                end_date: chunk.to,
                campaign_ids: ids.slice(start, start + MAX_CAMPAIGNS).join(','),
                columns: COLUMNS,
                granularity: 'DAY',
              },
              token,
            );
            for (const row of Array.isArray(rows) ? rows.filter(isRecord) : []) {
              const campaignId =
                str(row.CAMPAIGN_ID) ?? (typeof row.CAMPAIGN_ID === 'number' ? String(row.CAMPAIGN_ID) : undefined);
              const date = str(row.DATE);
              if (!campaignId || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < from || date > to) continue;
              days.push({
                date,
                campaignId,
                campaignName: names.get(campaignId) ?? campaignId,
                spend: Math.max(0, Math.round(numberOf(row.SPEND_IN_DOLLAR) * 100) / 100),
                impressions: Math.max(0, Math.round(numberOf(row.TOTAL_IMPRESSION))),
                clicks: Math.max(0, Math.round(numberOf(row.TOTAL_CLICKTHROUGH))),
                purchases: Math.max(0, Math.round(numberOf(row.TOTAL_CHECKOUT))),
              });
            }
          }
        answers.push({
          adAccountId,
          name: str(account.name) ?? adAccountId,
          currency: str(account.currency) ?? 'USD',
          days: days.sort((a, b) => a.date.localeCompare(b.date)),
        });
      }
      return answers;
    },
  };
}
