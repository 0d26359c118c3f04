import { randomBytes } from 'node:crypto';
import type { Request, Router } from 'express';
import { DataReply, registerDataEndpoint, type DataContext, type RejectionReply } from '../data-endpoints';
import { DATA_EPOCH, isoDay } from '../generators';
import { adAccountOf, adCampaignDays, type AdCampaignDay } from '../generators-ads';
import {
  authorizeEndpoint,
  stateParam,
  tokenEndpoint,
  type ErrorFormatter,
  type OAuthFlow,
  type ProviderOAuth,
} from '../oauth-flow';
import { param } from '../params';

// TikTok's API for Business (the Marketing API) as an owner's ads reporting meets it: a separate app
// and authorization from Login Kit. The advertiser authorizes the app on the business portal
// (`/portal/auth?app_id&state&redirect_uri`), the callback carries `auth_code`, and
// `/open_api/v1.3/oauth2/access_token/` exchanges it (app_id, secret, auth_code) for a long-lived
// token and the advertiser ids it reaches. Calls carry that token in the `Access-Token` header and
// answer HTTP 200 with `{ code, message, request_id, data }`: a non-zero code is the error (40001
// the token, 40002 the parameters, 40100 the rate limit). The integrated report gives each
// campaign's day, at most 30 days a call for daily rows, paged (at most 1,000 rows a page).
// Figures: generators-ads.ts.

const BASE = '/open_api/v1.3';
const MAX_DAILY_DAYS = 30;
const MAX_PAGE_SIZE = 1000;
/** The permission ids the portal's consent grants to an ads reporting app (Ads Management, Reporting). */
const GRANTED_SCOPES = ['4', '5'];
const METRICS = new Set(['spend', 'impressions', 'clicks', 'complete_payment', 'conversion', 'ctr', 'cpm']);
const DIMENSIONS = new Set(['campaign_id', 'stat_time_day']);

function requestId(): string {
  return `${new Date()
    .toISOString()
    .replace(/[-:T.Z]/g, '')
    .slice(0, 14)}${randomBytes(12).toString('hex').toUpperCase()}`;
}

/** The API's envelope: whatever happened, the outcome in `code`. */
const envelope = (code: number, message: string, data: unknown = {}) => ({
  code,
  message,
  request_id: requestId(),
  data,
});

/** The API's answer: always HTTP 200. */
function answer(code: number, message: string, data: unknown = {}): DataReply {
  return new DataReply(200, envelope(code, message, data));
}

const invalidParams = (message: string) => answer(40002, message);

/** A missing, unknown or revoked token: code 40001 (a Login Kit token is not one of these). */
function tokenRejection(reason: string): RejectionReply {
  return {
    status: 200,
    body: envelope(
      40001,
      reason === 'missing'
        ? 'Access-Token is required in the request header.'
        : 'Access token is incorrect or has been revoked.',
    ),
  };
}

const accessToken = (req: Request) => req.header('access-token') ?? undefined;

/** The person's advertiser when the business token reaches it; else the API's own refusal. */
function advertiserOf(ctx: DataContext) {
  if (ctx.token.data.variant !== 'business')
    return { refused: answer(40001, 'Access token is incorrect or has been revoked.') };
  const advertiser = adAccountOf(ctx.identity, 'tiktok');
  const wanted = ctx.query.advertiser_id;
  if (typeof wanted !== 'string' || !wanted)
    return { refused: invalidParams('advertiser_id: Missing data for required field.') };
  if (wanted !== advertiser.id)
    return { refused: answer(40001, `No permission to operate advertiser ${wanted}. Please check the authorization.`) };
  return { advertiser };
}

function jsonList(value: unknown): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) && parsed.every((item) => typeof item === 'string') ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** `page` and `page_size` as the API checks them; a string is the 40002 message. */
function paging(query: Record<string, unknown>, defaultSize: number): { page: number; pageSize: number } | string {
  const page = query.page === undefined ? 1 : Number(query.page);
  const pageSize = query.page_size === undefined ? defaultSize : Number(query.page_size);
  if (!Number.isInteger(page) || page < 1) return 'page: Must be greater than or equal to 1.';
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE)
    return `page_size: Must be between 1 and ${MAX_PAGE_SIZE}.`;
  return { page, pageSize };
}

function pageOf<T>(items: T[], page: number, pageSize: number) {
  return {
    list: items.slice((page - 1) * pageSize, page * pageSize),
    page_info: {
      page,
      page_size: pageSize,
      total_number: items.length,
      total_page: Math.ceil(items.length / pageSize),
    },
  };
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

function metricOf(metric: string, row: AdCampaignDay): string {
  const ctr = row.impressions ? (row.clicks / row.impressions) * 100 : 0;
  const cpm = row.impressions ? (row.spend / row.impressions) * 1000 : 0;
  return {
    spend: row.spend.toFixed(2),
    impressions: String(row.impressions),
    clicks: String(row.clicks),
    complete_payment: String(row.purchases),
    conversion: String(row.purchases),
    ctr: ctr.toFixed(2),
    cpm: cpm.toFixed(2),
  }[metric] as string;
}

/** GET report/integrated/get: BASIC report by campaign and day (AUCTION_CAMPAIGN, campaign_id + stat_time_day). */
function integratedReport(ctx: DataContext): DataReply {
  const found = advertiserOf(ctx);
  if (found.refused) return found.refused;
  const { advertiser } = found;
  const { report_type: reportType, data_level: dataLevel, start_date: start, end_date: end } = ctx.query;
  if (reportType !== 'BASIC') return invalidParams('report_type: Only BASIC is available to this app.');
  if (dataLevel !== 'AUCTION_CAMPAIGN')
    return invalidParams('data_level: Only AUCTION_CAMPAIGN is available to this app.');
  const dimensions = jsonList(ctx.query.dimensions);
  if (!dimensions || !dimensions.length || dimensions.some((dimension) => !DIMENSIONS.has(dimension)))
    return invalidParams('dimensions: Must be a JSON list of campaign_id and stat_time_day.');
  const metrics = jsonList(ctx.query.metrics);
  if (!metrics || !metrics.length) return invalidParams('metrics: Must be a non-empty JSON list.');
  const unknown = metrics.find((metric) => !METRICS.has(metric));
  if (unknown) return invalidParams(`metrics: Invalid metric ${unknown}.`);
  if (!isDay(start) || !isDay(end)) return invalidParams('start_date and end_date: Must be dates (YYYY-MM-DD).');
  if (start > end) return invalidParams('start_date: Must not be after end_date.');
  const daily = dimensions.includes('stat_time_day');
  if (daily && (Date.parse(end) - Date.parse(start)) / (24 * 3600 * 1000) + 1 > MAX_DAILY_DAYS)
    return invalidParams(`end_date: The time span cannot exceed ${MAX_DAILY_DAYS} days when grouped by stat_time_day.`);
  const pages = paging(ctx.query, 10);
  if (typeof pages === 'string') return invalidParams(pages);
  const today = isoDay(new Date());
  const from = start < DATA_EPOCH ? DATA_EPOCH : start;
  const to = end > today ? today : end;
  const days = from <= to ? adCampaignDays(advertiser, ctx.identity.shop.domain, from, to) : [];
  const rows = daily
    ? days
    : advertiser.campaigns.flatMap((campaign) => {
        const mine = days.filter((day) => day.campaignId === campaign.id);
        if (!mine.length) return [];
        return [
          {
            date: from,
            campaignId: campaign.id,
            campaignName: campaign.name,
            spend: Math.round(mine.reduce((sum, day) => sum + day.spend, 0) * 100) / 100,
            impressions: mine.reduce((sum, day) => sum + day.impressions, 0),
            clicks: mine.reduce((sum, day) => sum + day.clicks, 0),
            purchases: mine.reduce((sum, day) => sum + day.purchases, 0),
          },
        ];
      });
  const list = rows.map((row) => ({
    dimensions: Object.fromEntries(
      dimensions.map((dimension) => [dimension, dimension === 'campaign_id' ? row.campaignId : `${row.date} 00:00:00`]),
    ),
    metrics: Object.fromEntries(metrics.map((metric) => [metric, metricOf(metric, row)])),
  }));
  return answer(0, 'OK', pageOf(list, pages.page, pages.pageSize));
}

/**
 * The business portal's consent, the token exchange and the Marketing API's reads the sandbox's
 * owners need: advertiser/get, advertiser/info (its currency), campaign/get and report/integrated/get.
 */
/** An OAuth error of the token calls (the exchange and the revoke) in the envelope: a wrong app or secret is 40001, anything else 40002. */
const envelopeError: ErrorFormatter = (error) => ({
  status: 200,
  body: envelope(error.error === 'invalid_client' ? 40001 : 40002, error.description),
});

export function mountTiktokAds(router: Router, flow: OAuthFlow): void {
  const config: ProviderOAuth = {
    provider: 'tiktok',
    variant: 'business',
    platformName: 'TikTok for Business',
    pkce: 'optional',
    // The portal asks for the permissions set on the app, not for scopes in the URL.
    isKnownScope: () => false,
    heading: () => 'Authorize access to your TikTok ad accounts',
    describe: (identity) => `${identity.shop.name} TikTok Ads (${identity.email})`,
    deliver: ({ request, code, error }) => {
      const state = stateParam(request);
      // TikTok sends the code twice (auth_code and code); a refusal comes back without one.
      if (error || !code) return { mode: 'query', params: { error: error?.error ?? 'access_denied', ...state } };
      return { mode: 'query', params: { auth_code: code.code, code: code.code, ...state } };
    },
  };
  flow.register(config);
  router.get(
    '/portal/auth',
    authorizeEndpoint((req, res) =>
      flow.authorize(req, res, config, {
        clientId: param(req.query, 'app_id'),
        redirectUri: param(req.query, 'redirect_uri'),
        responseType: 'code',
        state: param(req.query, 'state'),
        extra: { variant: 'business' },
      }),
    ),
  );

  // The exchange answers in the API's envelope: a bad secret or code is a non-zero code, not an HTTP error.
  router.post(
    `${BASE}/oauth2/access_token`,
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const appId = param(body, 'app_id');
      const authCode = param(body, 'auth_code');
      if (!appId || !param(body, 'secret') || !authCode)
        return envelope(40002, 'app_id, secret and auth_code are required.');
      const client = flow.authenticateClient('tiktok', appId, param(body, 'secret'));
      const code = flow.redeemCode('tiktok', client, { code: authCode, redirectUri: null, codeVerifier: undefined });
      const identity = flow.identityOf(code);
      const { access } = flow.issue({
        provider: 'tiktok',
        clientId: client.clientId,
        identityId: code.identityId,
        scopes: GRANTED_SCOPES,
        accessPrefix: '',
        accessLifetimeSeconds: null,
        data: { variant: 'business' },
        fromCode: code,
      });
      return envelope(0, 'OK', {
        access_token: access.value,
        advertiser_ids: [adAccountOf(identity, 'tiktok').id],
        scope: GRANTED_SCOPES.map(Number),
      });
    }, envelopeError),
  );

  // Revoking the advertiser's token withdraws the business app's grant (the Login Kit grant stays).
  router.post(
    `${BASE}/oauth2/revoke_token`,
    tokenEndpoint((req) => {
      const body = req.body as unknown;
      const appId = param(body, 'app_id');
      const token = param(body, 'access_token');
      if (!appId || !param(body, 'secret') || !token)
        return envelope(40002, 'app_id, secret and access_token are required.');
      const client = flow.authenticateClient('tiktok', appId, param(body, 'secret'));
      flow.revokeByToken('tiktok', client, token);
      return envelope(0, 'OK', { app_id: appId });
    }, envelopeError),
  );

  const options = { token: accessToken, reject: tokenRejection };
  registerDataEndpoint(
    'tiktok',
    'GET',
    `${BASE}/oauth2/advertiser/get`,
    (ctx) => {
      if (ctx.token.data.variant !== 'business') return answer(40001, 'Access token is incorrect or has been revoked.');
      const client = ctx.sandbox.clients.find('tiktok', param(ctx.query, 'app_id'));
      if (!client || client.clientSecret !== param(ctx.query, 'secret') || client.clientId !== ctx.token.clientId)
        return answer(40001, 'The app_id or secret is incorrect.');
      const advertiser = adAccountOf(ctx.identity, 'tiktok');
      return answer(0, 'OK', { list: [{ advertiser_id: advertiser.id, advertiser_name: advertiser.name }] });
    },
    options,
  );
  registerDataEndpoint(
    'tiktok',
    'GET',
    `${BASE}/advertiser/info`,
    (ctx) => {
      if (ctx.token.data.variant !== 'business') return answer(40001, 'Access token is incorrect or has been revoked.');
      const ids = jsonList(ctx.query.advertiser_ids);
      if (!ids || !ids.length) return invalidParams('advertiser_ids: Must be a non-empty JSON list.');
      const advertiser = adAccountOf(ctx.identity, 'tiktok');
      const other = ids.find((id) => id !== advertiser.id);
      if (other) return answer(40001, `No permission to operate advertiser ${other}. Please check the authorization.`);
      return answer(0, 'OK', {
        list: [
          {
            advertiser_id: advertiser.id,
            name: advertiser.name,
            currency: advertiser.currency,
            status: 'STATUS_ENABLE',
          },
        ],
      });
    },
    options,
  );
  registerDataEndpoint(
    'tiktok',
    'GET',
    `${BASE}/campaign/get`,
    (ctx) => {
      const found = advertiserOf(ctx);
      if (found.refused) return found.refused;
      const pages = paging(ctx.query, 10);
      if (typeof pages === 'string') return invalidParams(pages);
      const campaigns = found.advertiser.campaigns.map((campaign) => ({
        advertiser_id: found.advertiser.id,
        campaign_id: campaign.id,
        campaign_name: campaign.name,
        objective_type: 'PRODUCT_SALES',
        operation_status: 'ENABLE',
      }));
      return answer(0, 'OK', pageOf(campaigns, pages.page, pages.pageSize));
    },
    options,
  );
  registerDataEndpoint('tiktok', 'GET', `${BASE}/report/integrated/get`, integratedReport, options);
}
