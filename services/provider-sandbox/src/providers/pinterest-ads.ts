import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { DATA_EPOCH, isoDay } from '../generators';
import { adAccountOf, adCampaignDays } from '../generators-ads';
import { isDate } from './pinterest-insights';

// Pinterest API v5 ads reporting as a shop owner's reporting reads it: the ad accounts the user
// can read (`/v5/ad_accounts`), an account's campaigns, and their analytics by day
// (`/v5/ad_accounts/<id>/campaigns/analytics`), all under `ads:read`. At most 90 days a call
// (Pinterest also keeps only 90 days back; the sandbox serves the whole history so a sync can
// backfill, as the user account analytics do). Figures: generators-ads.ts.

const MAX_DAYS = 90;
const MAX_CAMPAIGNS = 250;
const COLUMNS = new Set([
  'SPEND_IN_DOLLAR',
  'SPEND_IN_MICRO_DOLLAR',
  'TOTAL_IMPRESSION',
  'TOTAL_CLICKTHROUGH',
  'TOTAL_CHECKOUT',
]);
const GRANULARITIES = new Set(['TOTAL', 'DAY']);
const ADS_SCOPES = [['ads:read', 'ads:write'] as const];

function invalid(message: string, status = 400): DataReply {
  return new DataReply(status, { code: status === 404 ? 2790 : 1, message });
}

/** The person's Pinterest ad account when `adAccountId` is it. */
function ownAccount(ctx: DataContext) {
  const account = adAccountOf(ctx.identity, 'pinterest');
  return ctx.params.adAccountId === account.id ? account : undefined;
}

const notFound = () => invalid('Ad account not found.', 404);

function listValues(value: unknown): string[] | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function analytics(ctx: DataContext): unknown {
  const account = ownAccount(ctx);
  if (!account) return notFound();
  const { start_date: start, end_date: end, granularity } = ctx.query;
  if (!isDate(start) || !isDate(end)) return invalid('start_date and end_date must be dates (YYYY-MM-DD).');
  if (start > end) return invalid('start_date must be before or equal to end_date.');
  if ((Date.parse(end) - Date.parse(start)) / (24 * 3600 * 1000) + 1 > MAX_DAYS)
    return invalid(`The date range cannot exceed ${MAX_DAYS} days.`);
  if (typeof granularity !== 'string' || !GRANULARITIES.has(granularity))
    return invalid('granularity must be one of TOTAL, DAY.');
  const ids = listValues(ctx.query.campaign_ids);
  if (!ids || ids.length > MAX_CAMPAIGNS) return invalid(`campaign_ids must list 1 to ${MAX_CAMPAIGNS} campaigns.`);
  const columns = listValues(ctx.query.columns);
  if (!columns) return invalid('columns is required.');
  const unknown = columns.find((column) => !COLUMNS.has(column));
  if (unknown) return invalid(`Invalid column: ${unknown}.`);
  const today = isoDay(new Date());
  const from = start < DATA_EPOCH ? DATA_EPOCH : start;
  const to = end > today ? today : end;
  const days = from <= to ? adCampaignDays(account, ctx.identity.shop.domain, from, to) : [];
  const rows = days.filter((day) => ids.includes(day.campaignId));
  const valueOf = (column: string, row: { spend: number; impressions: number; clicks: number; purchases: number }) =>
    ({
      SPEND_IN_DOLLAR: row.spend,
      SPEND_IN_MICRO_DOLLAR: Math.round(row.spend * 1e6),
      TOTAL_IMPRESSION: row.impressions,
      TOTAL_CLICKTHROUGH: row.clicks,
      TOTAL_CHECKOUT: row.purchases,
    })[column];
  if (granularity === 'TOTAL') {
    return ids.flatMap((id) => {
      const mine = rows.filter((row) => row.campaignId === id);
      if (!mine.length) return [];
      const sum = {
        spend: Math.round(mine.reduce((total, row) => total + row.spend, 0) * 100) / 100,
        impressions: mine.reduce((total, row) => total + row.impressions, 0),
        clicks: mine.reduce((total, row) => total + row.clicks, 0),
        purchases: mine.reduce((total, row) => total + row.purchases, 0),
      };
      return [{ CAMPAIGN_ID: id, ...Object.fromEntries(columns.map((column) => [column, valueOf(column, sum)])) }];
    });
  }
  return rows.map((row) => ({
    CAMPAIGN_ID: row.campaignId,
    DATE: row.date,
    ...Object.fromEntries(columns.map((column) => [column, valueOf(column, row)])),
  }));
}

export function registerPinterestAds(): void {
  registerDataEndpoint(
    'pinterest',
    'GET',
    '/v5/ad_accounts',
    (ctx) => {
      const account = adAccountOf(ctx.identity, 'pinterest');
      return {
        items: [
          {
            id: account.id,
            name: account.name,
            owner: { username: ctx.identity.usernames.pinterest, id: ctx.identity.subjects.pinterest },
            country: 'US',
            currency: account.currency,
            permissions: ['OWNER'],
          },
        ],
        bookmark: null,
      };
    },
    { scopes: ADS_SCOPES },
  );
  registerDataEndpoint(
    'pinterest',
    'GET',
    '/v5/ad_accounts/:adAccountId/campaigns',
    (ctx) => {
      const account = ownAccount(ctx);
      if (!account) return notFound();
      return {
        items: account.campaigns.map((campaign) => ({
          id: campaign.id,
          ad_account_id: account.id,
          name: campaign.name,
          status: 'ACTIVE',
          objective_type: 'CONSIDERATION',
        })),
        bookmark: null,
      };
    },
    { scopes: ADS_SCOPES },
  );
  registerDataEndpoint('pinterest', 'GET', '/v5/ad_accounts/:adAccountId/campaigns/analytics', analytics, {
    scopes: ADS_SCOPES,
  });
}
