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
import { MAX_PAGES, numberOf, records } from '../reader-support';

// The Marketing API's reads behind an owner's ROAS: the ad accounts a person's grant reaches
// (`/me/adaccounts`) and each one's Ads Insights by campaign and day. Both are made with the
// person's user token (the grant behind their pages), which needs `ads_read`.

const INSIGHT_FIELDS = 'campaign_id,campaign_name,spend,impressions,clicks,actions';
const AD_ACCOUNT_ID = /^act_\d{1,20}$/;

export interface AdInsightsApi {
  /** Graph's base URL (`https://graph.facebook.com`, or `<sandbox>/meta`). */
  api: string;
  /** `v23.0` */
  version: string;
  patient?: PatientOptions;
}

/**
 * One Graph call with the user token in a header (URLs end up in logs). Meta's code 200 is a
 * permission the grant lacks (`ads_read` withdrawn): a refusal of this read, not of the page the
 * grant came with, so it is `refused` and the page stays connected.
 */
async function call(meta: AdInsightsApi, what: string, url: string, token: string): Promise<Record<string, unknown>> {
  const reply = await patientFetch(url, { headers: { Authorization: `Bearer ${token}` } }, meta.patient);
  const error = isRecord(reply.body) && isRecord(reply.body.error) ? reply.body.error : undefined;
  if (reply.status >= 400 && error && Number(error.code) === 200)
    throw new PlatformFailure('refused', `${what}: HTTP ${reply.status} permission`, platformReasonOf(reply.body));
  return expectObject(what, reply);
}

/** Every page of a Graph list, following `paging.next` (which carries its own cursor). */
async function allPages(
  meta: AdInsightsApi,
  what: string,
  first: string,
  token: string,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let url: string | undefined = first;
  for (let page = 0; url && page < MAX_PAGES; page += 1) {
    const body = await call(meta, what, url, token);
    items.push(...records(body.data));
    const next: string | undefined = isRecord(body.paging) ? str(body.paging.next) : undefined;
    // Only a next page on the same API: a link elsewhere would carry the token away.
    url = next && next.startsWith(`${meta.api}/`) ? next : undefined;
  }
  return items;
}

/** The purchases among a row's actions (Meta's `purchase`, or `omni_purchase` when only that is sent). */
function purchasesOf(actions: unknown): number {
  const list = records(actions);
  const value = (type: string) => list.find((action) => action.action_type === type)?.value;
  return Math.round(numberOf(value('purchase') ?? value('omni_purchase') ?? 0));
}

function campaignDayOf(row: Record<string, unknown>): AdCampaignDay | undefined {
  const date = str(row.date_start);
  const campaignId = str(row.campaign_id);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !campaignId) return undefined;
  return {
    date,
    campaignId,
    campaignName: str(row.campaign_name) ?? campaignId,
    spend: Math.max(0, Math.round(numberOf(row.spend) * 100) / 100),
    impressions: Math.max(0, Math.round(numberOf(row.impressions))),
    clicks: Math.max(0, Math.round(numberOf(row.clicks))),
    purchases: Math.max(0, purchasesOf(row.actions)),
  };
}

export function createAdInsightsApi(meta: AdInsightsApi) {
  const base = `${meta.api}/${meta.version}`;
  return {
    /** The ad accounts the person's grant reaches, each with its campaigns' days `from`..`to`. */
    async read(userToken: string, from: string, to: string): Promise<AdAccountInsights[]> {
      const accounts = await allPages(
        meta,
        'Meta ad accounts',
        `${base}/me/adaccounts?${new URLSearchParams({ fields: 'id,name,currency', limit: '100' })}`,
        userToken,
      );
      const answers: AdAccountInsights[] = [];
      for (const account of accounts) {
        const adAccountId = str(account.id);
        if (!adAccountId || !AD_ACCOUNT_ID.test(adAccountId)) continue;
        const query = new URLSearchParams({
          level: 'campaign',
          time_increment: '1',
          time_range: JSON.stringify({ since: from, until: to }),
          fields: INSIGHT_FIELDS,
          limit: '500',
        });
        const rows = await allPages(meta, 'Meta ad insights', `${base}/${adAccountId}/insights?${query}`, userToken);
        answers.push({
          adAccountId,
          name: str(account.name) ?? adAccountId,
          currency: str(account.currency) ?? 'USD',
          days: rows.flatMap((row) => campaignDayOf(row) ?? []).filter((day) => day.date >= from && day.date <= to),
        });
      }
      return answers;
    },
  };
}

export type AdInsightsReader = ReturnType<typeof createAdInsightsApi>;
