import { isRecord, platformFetch } from '@scp/service-kit/oauth-client';
import { PlatformFailure, patientFetch, str, type PatientOptions } from '@scp/service-kit/platform-http';
import { retryBackoffMs } from '@scp/service-kit/retry-backoff';
import type { AdAccountInsights, AdCampaignDay } from '@scp/shared/contracts/settings/ad-insights-internal';
import type { PlatformApp } from '../platform-apps';
import { chunkRange, MAX_PAGES, numberOf, records } from '../reader-support';

// TikTok's API for Business (the Marketing API) behind an owner's TikTok ad spend: a separate app and
// authorization from Login Kit. The advertiser authorizes the app on the business portal, the
// callback's auth_code is exchanged for a long-lived token and the advertisers it reaches, and the
// integrated report gives each campaign's day. Every answer is HTTP 200 with `{ code, message, data }`:
// a non-zero code is the error (40001 the token, 40100 the rate limit, waited out like a 429).

const BASE = '/open_api/v1.3';
/** Daily rows: at most 30 days a report call. */
const MAX_DAYS = 30;
const PAGE_SIZE = 1000;
const RATE_LIMITED = 40100;
const TOKEN_INVALID = new Set([40001, 40104, 40105]);
const ADVERTISER_ID = /^\d{1,25}$/;
const METRICS = ['spend', 'impressions', 'clicks', 'complete_payment'];

export interface TiktokAdsGrant {
  accessToken: string;
  advertiserIds: string[];
  scopes: string[];
}

export function createTiktokAdsApi(
  app: PlatformApp<'tiktokAds'>,
  patient: PatientOptions = {},
  /** Rows a page of a list or report asks for (TikTok's most: 1,000). */
  pageSize = PAGE_SIZE,
) {
  const retries = patient.retries ?? 3;
  const sleep = patient.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  /** The answer's data when its code is 0; its rate limit waited out; any other code a PlatformFailure. */
  const call = async (what: string, url: string, init: RequestInit): Promise<Record<string, unknown>> => {
    for (let attempt = 0; ; attempt += 1) {
      const reply = await patientFetch(url, init, patient);
      const body = isRecord(reply.body) ? reply.body : undefined;
      if (reply.status !== 200 || !body || typeof body.code !== 'number')
        throw new PlatformFailure('refused', `${what}: HTTP ${reply.status}`);
      const message = str(body.message);
      if (body.code === 0) return isRecord(body.data) ? body.data : {};
      if (body.code === RATE_LIMITED) {
        if (attempt >= retries) throw new PlatformFailure('unavailable', `${what}: rate limited (40100)`);
        await sleep(retryBackoffMs(attempt + 1));
        continue;
      }
      // A token TikTok no longer accepts: the ad account's authorization is gone, not the TikTok account's.
      throw new PlatformFailure(
        'refused',
        `${what}: code ${body.code}${TOKEN_INVALID.has(body.code) ? ' (token)' : ''}`,
        message,
      );
    }
  };

  const get = (what: string, path: string, params: Record<string, string>, token: string) =>
    call(what, `${app.urls.api}${BASE}${path}?${new URLSearchParams(params).toString()}`, {
      headers: { 'Access-Token': token },
    });

  /** Every page of a paged list (`page_info.total_page`). */
  const allPages = async (what: string, path: string, params: Record<string, string>, token: string) => {
    const rows: Record<string, unknown>[] = [];
    for (let page = 1; page <= MAX_PAGES; page += 1) {
      const data = await get(what, path, { ...params, page: String(page), page_size: String(pageSize) }, token);
      rows.push(...records(data.list));
      const info = isRecord(data.page_info) ? data.page_info : {};
      if (page >= numberOf(info.total_page)) break;
    }
    return rows;
  };

  return {
    /** The business portal's consent page for one flow (no PKCE: the exchange is app_id and secret). */
    authorizationUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
      const query = new URLSearchParams({ app_id: app.clientId, state, redirect_uri: redirectUri });
      return `${app.urls.auth}/portal/auth?${query.toString()}`;
    },

    /** The callback's auth_code for the advertiser's long-lived token and the advertisers it reaches. */
    async exchange(params: URLSearchParams): Promise<TiktokAdsGrant> {
      const error = params.get('error');
      if (error) throw new PlatformFailure('denied', `callback error ${error}`);
      const authCode = params.get('auth_code') ?? params.get('code');
      if (!authCode || params.getAll('auth_code').length > 1)
        throw new PlatformFailure('invalid_callback', 'no single auth_code');
      const reply = await platformFetch(`${app.urls.api}${BASE}/oauth2/access_token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ app_id: app.clientId, secret: app.clientSecret, auth_code: authCode }),
      });
      const body = isRecord(reply.body) ? reply.body : {};
      if (reply.status !== 200 || body.code !== 0 || !isRecord(body.data))
        throw new PlatformFailure('refused', `TikTok ads token: code ${String(body.code)}`, str(body.message));
      const accessToken = str(body.data.access_token);
      if (!accessToken) throw new PlatformFailure('invalid_callback', 'TikTok ads token: no access_token');
      const ids = Array.isArray(body.data.advertiser_ids) ? body.data.advertiser_ids : [];
      const scopes = Array.isArray(body.data.scope) ? body.data.scope : [];
      return {
        accessToken,
        advertiserIds: ids.map(String).filter((id) => ADVERTISER_ID.test(id)),
        scopes: scopes.map(String),
      };
    },

    /** Withdraws the advertiser's authorization at TikTok (the Login Kit grant is apart and stays). */
    async revoke(token: string): Promise<void> {
      await call('TikTok ads revoke', `${app.urls.api}${BASE}/oauth2/revoke_token/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ app_id: app.clientId, secret: app.clientSecret, access_token: token }),
      });
    },

    /** The advertisers the token reaches, each with its campaigns' days `from`..`to` (30 days a report call). */
    async read(token: string, from: string, to: string): Promise<AdAccountInsights[]> {
      const advertisers = records(
        (
          await get(
            'TikTok advertisers',
            '/oauth2/advertiser/get/',
            { app_id: app.clientId, secret: app.clientSecret },
            token,
          )
        ).list,
      );
      const answers: AdAccountInsights[] = [];
      for (const advertiser of advertisers) {
        const adAccountId = str(advertiser.advertiser_id) ?? String(advertiser.advertiser_id ?? '');
        if (!ADVERTISER_ID.test(adAccountId)) continue;
        const info = records(
          (
            await get(
              'TikTok advertiser',
              '/advertiser/info/',
              { advertiser_ids: JSON.stringify([adAccountId]), fields: JSON.stringify(['name', 'currency']) },
              token,
            )
          ).list,
        )[0];
        const campaigns = await allPages('TikTok campaigns', '/campaign/get/', { advertiser_id: adAccountId }, token);
        const names = new Map(
          campaigns.flatMap((campaign) => {
            const id = str(campaign.campaign_id);
            return id ? [[id, str(campaign.campaign_name) ?? id] as const] : [];
          }),
        );
        const days: AdCampaignDay[] = [];
        for (const chunk of chunkRange(from, to, MAX_DAYS)) {
          const rows = await allPages(
            'TikTok report',
            '/report/integrated/get/',
            {
              advertiser_id: adAccountId,
              report_type: 'BASIC',
              data_level: 'AUCTION_CAMPAIGN',
              dimensions: JSON.stringify(['campaign_id', 'stat_time_day']),
              metrics: JSON.stringify(METRICS),
              start_date: chunk.from,
              end_date: chunk.to,
            },
            token,
          );
          for (const row of rows) {
            const dimensions = isRecord(row.dimensions) ? row.dimensions : {};
            const metrics = isRecord(row.metrics) ? row.metrics : {};
            const campaignId = str(dimensions.campaign_id);
            const date = str(dimensions.stat_time_day)?.slice(0, 10);
            if (!campaignId || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date) || date < from || date > to) continue;
            days.push({
              date,
              campaignId,
              campaignName: names.get(campaignId) ?? campaignId,
              spend: Math.max(0, Math.round(numberOf(metrics.spend) * 100) / 100),
              impressions: Math.max(0, Math.round(numberOf(metrics.impressions))),
              clicks: Math.max(0, Math.round(numberOf(metrics.clicks))),
              purchases: Math.max(0, Math.round(numberOf(metrics.complete_payment))),
            });
          }
        }
        answers.push({
          adAccountId,
          name: str(info?.name) ?? str(advertiser.advertiser_name) ?? adAccountId,
          // The report's spend is in the advertiser's currency, which advertiser/info says.
          currency: str(info?.currency) ?? 'USD',
          days: days.sort((a, b) => a.date.localeCompare(b.date) || a.campaignId.localeCompare(b.campaignId)),
        });
      }
      return answers;
    },
  };
}

export type TiktokAdsApi = ReturnType<typeof createTiktokAdsApi>;
