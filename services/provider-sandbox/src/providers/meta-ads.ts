import { randomBytes } from 'node:crypto';
import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, DATA_EPOCH, isoDay } from '../generators';
import { adAccountOf, adCampaignDays, type AdCampaignDay } from '../generators-ads';
import { selectFields } from './graph-fields';

// The Marketing API's reads a shop owner's reporting makes: the person's ad accounts
// (`/me/adaccounts`) and an account's Ads Insights (`/act_<id>/insights`) by campaign and day. Both
// need `ads_read` (or `ads_management`) on the person's user token; the figures are the
// deterministic model of generators-ads.ts.

const ADS_SCOPES = ['ads_read', 'ads_management'];
const DEFAULT_LIMIT = 25;
const MAX_LIMIT = 500;
/** Ads Insights keeps 37 months. */
const MAX_MONTHS_BACK = 37;
const INSIGHT_FIELDS = [
  'account_id',
  'account_name',
  'account_currency',
  'campaign_id',
  'campaign_name',
  'spend',
  'impressions',
  'clicks',
  'actions',
  'cpc',
  'cpm',
  'ctr',
  'date_start',
  'date_stop',
];
const LEVELS = ['account', 'campaign'];

function graphError(status: number, message: string, code: number, extra: Record<string, unknown> = {}): DataReply {
  return new DataReply(status, {
    error: { message, type: 'OAuthException', code, ...extra, fbtrace_id: randomBytes(9).toString('base64url') },
  });
}

const missingAdsPermission = () =>
  graphError(403, '(#200) Ad account owner has NOT grant ads_management or ads_read permission', 200);

function adsGranted(ctx: DataContext): boolean {
  return ADS_SCOPES.some((scope) => ctx.token.scopes.includes(scope));
}

const cursorOf = (offset: number) => Buffer.from(String(offset)).toString('base64url');

function offsetOf(cursor: unknown): number | null {
  if (cursor === undefined || cursor === '') return 0;
  if (typeof cursor !== 'string') return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  return /^\d{1,7}$/.test(text) ? Number(text) : null;
}

function limitOf(value: unknown): number | null {
  if (value === undefined || value === '') return DEFAULT_LIMIT;
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || Number(value) < 1) return null;
  return Math.min(MAX_LIMIT, Number(value));
}

/** A page of `items` from the `after` cursor, with Graph's cursors and the next page's link. */
function paged<T>(
  ctx: DataContext,
  items: T[],
  path: string,
): { data: T[]; paging: Record<string, unknown> } | DataReply {
  const offset = offsetOf(ctx.query.after);
  const limit = limitOf(ctx.query.limit);
  if (offset === null) return graphError(400, '(#100) Invalid cursor', 100);
  if (limit === null) return graphError(400, '(#100) param limit must be a positive integer', 100);
  const data = items.slice(offset, offset + limit);
  const paging: Record<string, unknown> = {
    cursors: { before: cursorOf(offset), after: cursorOf(offset + Math.max(0, data.length - 1)) },
  };
  if (offset + limit < items.length) {
    const url = new URL(`${ctx.publicUrl}/meta/${ctx.params.version ?? 'v23.0'}${path}`);
    for (const [key, value] of Object.entries(ctx.query))
      if (typeof value === 'string' && key !== 'after') url.searchParams.set(key, value);
    url.searchParams.set('access_token', ctx.token.value);
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('after', cursorOf(offset + limit));
    paging.next = url.toString();
  }
  return { data, paging };
}

function adAccounts(ctx: DataContext): unknown {
  if (ctx.token.data.pageId)
    return graphError(400, '(#100) Tried accessing nonexisting field (adaccounts) on node type (Page)', 100);
  if (!adsGranted(ctx)) return missingAdsPermission();
  const account = adAccountOf(ctx.identity);
  const fields = {
    id: account.id,
    account_id: account.accountId,
    name: account.name,
    currency: account.currency,
    account_status: 1,
    timezone_name: 'Etc/GMT',
  };
  return paged(ctx, [selectFields(fields, ctx.query.fields, ['id'])], '/me/adaccounts');
}

/** time_range as Graph takes it: a JSON object `{"since":"YYYY-MM-DD","until":"YYYY-MM-DD"}`. */
function timeRangeOf(value: unknown): { since: string; until: string } | undefined | null {
  if (value === undefined || value === '') return undefined;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { since, until } = parsed as Record<string, unknown>;
  const day = (text: unknown) =>
    typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && isoDay(new Date(`${text}T00:00:00Z`)) === text;
  if (!day(since) || !day(until)) return null;
  return { since: since as string, until: until as string };
}

function insightRow(
  fields: string[],
  account: ReturnType<typeof adAccountOf>,
  row: AdCampaignDay,
  level: string,
): Record<string, unknown> {
  const all: Record<string, unknown> = {
    account_id: account.accountId,
    account_name: account.name,
    account_currency: account.currency,
    ...(level === 'campaign' ? { campaign_id: row.campaignId, campaign_name: row.campaignName } : {}),
    spend: row.spend.toFixed(2).replace(/\.?0+$/, ''),
    impressions: String(row.impressions),
    clicks: String(row.clicks),
    // Graph leaves out an action nobody took.
    ...(row.clicks > 0 || row.purchases > 0
      ? {
          actions: [
            ...(row.clicks > 0 ? [{ action_type: 'link_click', value: String(row.clicks) }] : []),
            ...(row.purchases > 0
              ? [
                  { action_type: 'purchase', value: String(row.purchases) },
                  { action_type: 'omni_purchase', value: String(row.purchases) },
                ]
              : []),
          ],
        }
      : {}),
    cpc: row.clicks > 0 ? String(Math.round((row.spend / row.clicks) * 1e6) / 1e6) : undefined,
    cpm: row.impressions > 0 ? String(Math.round((row.spend / row.impressions) * 1e9) / 1e6) : undefined,
    ctr: row.impressions > 0 ? String(Math.round((row.clicks / row.impressions) * 1e8) / 1e6) : undefined,
  };
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (all[field] !== undefined) picked[field] = all[field];
  picked.date_start = row.date;
  picked.date_stop = row.date;
  return picked;
}

/** One row per day of the account: its campaigns' days added up. */
function accountDays(rows: AdCampaignDay[]): AdCampaignDay[] {
  const byDay = new Map<string, AdCampaignDay>();
  for (const row of rows) {
    const day = byDay.get(row.date);
    if (!day) byDay.set(row.date, { ...row, campaignId: '', campaignName: '' });
    else {
      day.spend = Math.round((day.spend + row.spend) * 100) / 100;
      day.impressions += row.impressions;
      day.clicks += row.clicks;
      day.purchases += row.purchases;
    }
  }
  return [...byDay.values()];
}

function adInsights(ctx: DataContext): unknown {
  const nodeId = `act_${ctx.params.accountId ?? ''}`;
  const account = adAccountOf(ctx.identity);
  if (ctx.token.data.pageId || account.id !== nodeId)
    return graphError(
      400,
      `Unsupported get request. Object with ID '${nodeId}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
      100,
      { type: 'GraphMethodException', error_subcode: 33 },
    );
  if (!adsGranted(ctx)) return missingAdsPermission();

  const level = ctx.query.level ?? 'account';
  if (typeof level !== 'string' || !LEVELS.includes(level))
    return graphError(400, `(#100) param level must be one of {${LEVELS.join(', ')}}`, 100);
  const increment = ctx.query.time_increment ?? 'all_days';
  if (increment !== '1' && increment !== 'all_days')
    return graphError(400, '(#100) param time_increment must be 1 or all_days', 100);
  const fieldsParam = typeof ctx.query.fields === 'string' && ctx.query.fields ? ctx.query.fields : 'spend';
  const fields = fieldsParam.split(',').map((field) => field.trim());
  for (const field of fields)
    if (!INSIGHT_FIELDS.includes(field))
      return graphError(
        400,
        `(#100) ${field} is not valid for fields param. please check https://developers.facebook.com/docs/marketing-api/reference/ads-insights/ for all valid values`,
        100,
      );

  const range = timeRangeOf(ctx.query.time_range);
  if (range === null)
    return graphError(
      400,
      '(#100) param time_range must be a JSON object with since and until dates (YYYY-MM-DD)',
      100,
    );
  const today = isoDay(new Date());
  // Without a range Graph answers the last 30 days.
  const { since, until } = range ?? { since: addDays(today, -30), until: addDays(today, -1) };
  if (since > until) return graphError(400, '(#100) The since field must be before or equal to the until field', 100);
  const oldest = isoDay(new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - MAX_MONTHS_BACK, 1)));
  if (since < oldest)
    return graphError(
      400,
      `(#3018) The start date of the time range cannot be beyond ${MAX_MONTHS_BACK} months from the current date`,
      3018,
    );

  const from = since < DATA_EPOCH ? DATA_EPOCH : since;
  const to = until > today ? today : until;
  const campaignDays = from <= to ? adCampaignDays(account, ctx.identity.shop.domain, from, to) : [];
  let rows = level === 'campaign' ? campaignDays : accountDays(campaignDays);
  if (increment === 'all_days' && rows.length) {
    // One row for the whole range, per campaign at campaign level.
    const totals = new Map<string, AdCampaignDay>();
    for (const row of rows) {
      const key = level === 'campaign' ? row.campaignId : '';
      const total = totals.get(key);
      if (!total) totals.set(key, { ...row });
      else {
        total.spend = Math.round((total.spend + row.spend) * 100) / 100;
        total.impressions += row.impressions;
        total.clicks += row.clicks;
        total.purchases += row.purchases;
      }
    }
    rows = [...totals.values()];
    return paged(
      ctx,
      rows.map((row) => ({ ...insightRow(fields, account, row, level), date_start: since, date_stop: until })),
      `/${nodeId}/insights`,
    );
  }
  return paged(
    ctx,
    rows.map((row) => insightRow(fields, account, row, level)),
    `/${nodeId}/insights`,
  );
}

export function registerMetaAds(): void {
  registerDataEndpoint('meta', 'GET', '/:version/me/adaccounts', adAccounts);
  // Before the page and Instagram insights (`/:version/:nodeId/insights`): the registry answers in
  // registration order.
  registerDataEndpoint('meta', 'GET', '/:version/act_:accountId/insights', adInsights);
}
