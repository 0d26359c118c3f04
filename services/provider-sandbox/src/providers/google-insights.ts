import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, DATA_EPOCH, dailyCount, dayRange, isoDay, shopOrders } from '../generators';
import type { SampleIdentity } from '../identities';
import { seededRandom } from '../seeded-random';
import { GOOGLE_ANALYTICS_SCOPES, googleApiRejection } from './google-analytics';

// The GA4 Data API (analyticsdata.googleapis.com, v1beta) `runReport`, for the daily sessions,
// conversions and revenue of a property. A property whose display name is the person's shop domain
// measures that shop: its conversions and revenue are the shop's paid orders of the day and its
// sessions follow from a daily conversion rate of 1.5 to 3.5 %.

const SERVICE = 'analyticsdata.googleapis.com';
const METHOD = 'google.analytics.data.v1beta.BetaAnalyticsData.RunReport';
const DEFAULT_LIMIT = 10000;
const MAX_LIMIT = 250000;
const KNOWN_BODY_FIELDS = new Set([
  'dateRanges',
  'dimensions',
  'metrics',
  'limit',
  'offset',
  'orderBys',
  'keepEmptyRows',
  'currencyCode',
  'returnPropertyQuota',
  'property',
]);

type MetricName =
  | 'sessions'
  | 'engagedSessions'
  | 'activeUsers'
  | 'totalUsers'
  | 'newUsers'
  | 'screenPageViews'
  | 'conversions'
  | 'keyEvents'
  | 'ecommercePurchases'
  | 'transactions'
  | 'totalRevenue'
  | 'purchaseRevenue';

const METRIC_TYPES: Record<MetricName, 'TYPE_INTEGER' | 'TYPE_CURRENCY'> = {
  sessions: 'TYPE_INTEGER',
  engagedSessions: 'TYPE_INTEGER',
  activeUsers: 'TYPE_INTEGER',
  totalUsers: 'TYPE_INTEGER',
  newUsers: 'TYPE_INTEGER',
  screenPageViews: 'TYPE_INTEGER',
  conversions: 'TYPE_INTEGER',
  keyEvents: 'TYPE_INTEGER',
  ecommercePurchases: 'TYPE_INTEGER',
  transactions: 'TYPE_INTEGER',
  totalRevenue: 'TYPE_CURRENCY',
  purchaseRevenue: 'TYPE_CURRENCY',
};

function invalid(message: string): DataReply {
  return new DataReply(400, { error: { code: 400, message, status: 'INVALID_ARGUMENT' } });
}

/** A GA4 date: YYYY-MM-DD, `today`, `yesterday` or `NdaysAgo` (UTC here). */
export function resolveGaDate(value: unknown, today = isoDay(new Date())): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value === 'today') return today;
  if (value === 'yesterday') return addDays(today, -1);
  const ago = /^(\d{1,5})daysAgo$/.exec(value);
  if (ago) return addDays(today, -Number(ago[1]));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return undefined;
  return isoDay(new Date(`${value}T00:00:00Z`)) === value ? value : undefined;
}

type DayMetrics = Record<MetricName, number>;

/** One day of a property: pure in the property, its shop and the date. */
function propertyDay(propertyId: string, shop: SampleIdentity['shop'] | undefined, date: string): DayMetrics {
  let sessions: number;
  let purchases = 0;
  let revenue = 0;
  if (shop) {
    const paid = shopOrders(shop.domain, date, date, shop.currency).filter(
      (order) => order.financial_status === 'paid',
    );
    purchases = paid.length;
    revenue = paid.reduce((sum, order) => sum + Number(order.total_price), 0);
    const rate = 0.015 + seededRandom(`ga4:${propertyId}:conversion-rate:${date}`).next() * 0.02;
    sessions = purchases ? Math.round(purchases / rate) : dailyCount(shop.domain, 'ga4-sessions', date, 90);
  } else {
    sessions = dailyCount(`ga4:${propertyId}`, 'sessions', date, 260);
  }
  const share = (factor: number) => Math.round(sessions * factor);
  return {
    sessions,
    engagedSessions: share(0.62),
    activeUsers: share(0.81),
    totalUsers: share(0.84),
    newUsers: share(0.46),
    screenPageViews: share(3.2),
    conversions: purchases,
    keyEvents: purchases,
    ecommercePurchases: purchases,
    transactions: purchases,
    totalRevenue: Math.round(revenue * 100) / 100,
    purchaseRevenue: Math.round(revenue * 100) / 100,
  };
}

function names(value: unknown, kind: 'dimensions' | 'metrics'): string[] | DataReply {
  if (value === undefined && kind === 'dimensions') return [];
  if (!Array.isArray(value)) return invalid(`${kind} must be a list of { name } objects.`);
  const out: string[] = [];
  for (const [index, entry] of value.entries()) {
    const name = (entry as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || !name) return invalid(`${kind}[${index}].name is required.`);
    out.push(name);
  }
  return out;
}

function count(value: unknown, field: 'limit' | 'offset'): number | undefined | DataReply {
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number))
    return invalid(`Invalid value at '${field}' (TYPE_INT64), ${JSON.stringify(value)}`);
  if (number < 0) return invalid(`${field} must be non-negative, but got ${number}.`);
  if (field === 'limit' && number > MAX_LIMIT)
    return invalid(`limit must be less than or equal to ${MAX_LIMIT}, but got ${number}.`);
  return number;
}

function runReport(ctx: DataContext): unknown {
  const propertyId = ctx.params.propertyId ?? '';
  if (!/^\d{1,20}$/.test(propertyId)) return invalid(`Property ${propertyId} is not a valid property ID.`);
  const property = ctx.identity.googleAnalytics
    .flatMap((account) => account.properties)
    .find((candidate) => candidate.id === propertyId);
  if (!property)
    return new DataReply(403, {
      error: {
        code: 403,
        message:
          'User does not have sufficient permissions for this property. To learn more about Property ID, see https://developers.google.com/analytics/devguides/reporting/data/v1/property-id.',
        status: 'PERMISSION_DENIED',
      },
    });
  const body = ctx.body;
  if (!body || typeof body !== 'object' || Array.isArray(body))
    return invalid('The request body must be a JSON object.');
  const request = body as Record<string, unknown>;
  for (const key of Object.keys(request))
    if (!KNOWN_BODY_FIELDS.has(key))
      return invalid(`Invalid JSON payload received. Unknown name "${key}": Cannot find field.`);

  const rawRanges = request.dateRanges;
  if (!Array.isArray(rawRanges) || rawRanges.length === 0)
    return invalid('dateRanges is required: at least one date range.');
  if (rawRanges.length > 4) return invalid('Requests are limited to 4 dateRanges.');
  const today = isoDay(new Date());
  const ranges: { start: string; end: string; name: string }[] = [];
  for (const [index, range] of rawRanges.entries()) {
    const entry = (range ?? {}) as { startDate?: unknown; endDate?: unknown; name?: unknown };
    const start = resolveGaDate(entry.startDate, today);
    const end = resolveGaDate(entry.endDate, today);
    if (!start)
      return invalid(
        `dateRanges[${index}].startDate: invalid date ${JSON.stringify(entry.startDate ?? '')}; use YYYY-MM-DD, today, yesterday or NdaysAgo.`,
      );
    if (!end)
      return invalid(
        `dateRanges[${index}].endDate: invalid date ${JSON.stringify(entry.endDate ?? '')}; use YYYY-MM-DD, today, yesterday or NdaysAgo.`,
      );
    if (end < start) return invalid(`dateRanges[${index}]: endDate ${end} is before startDate ${start}.`);
    ranges.push({ start, end, name: typeof entry.name === 'string' ? entry.name : `date_range_${index}` });
  }

  const dimensions = names(request.dimensions, 'dimensions');
  if (dimensions instanceof DataReply) return dimensions;
  for (const name of dimensions)
    if (name !== 'date')
      return invalid(
        `Field ${name} is not a valid dimension. The sandbox supports the dimension date. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema`,
      );
  const metrics = names(request.metrics, 'metrics');
  if (metrics instanceof DataReply) return metrics;
  if (!metrics.length) return invalid('metrics is required: at least one metric.');
  for (const name of metrics)
    if (!(name in METRIC_TYPES))
      return invalid(
        `Field ${name} is not a valid metric. For a list of valid dimensions and metrics, see https://developers.google.com/analytics/devguides/reporting/data/v1/api-schema`,
      );
  const limit = count(request.limit, 'limit');
  if (limit instanceof DataReply) return limit;
  const offset = count(request.offset, 'offset');
  if (offset instanceof DataReply) return offset;
  const descending =
    Array.isArray(request.orderBys) &&
    request.orderBys.some(
      (order: unknown) =>
        (order as { dimension?: { dimensionName?: unknown }; desc?: unknown })?.dimension?.dimensionName === 'date' &&
        (order as { desc?: unknown }).desc === true,
    );

  const shop = property.displayName === ctx.identity.shop.domain ? ctx.identity.shop : undefined;
  const byDate = dimensions.includes('date');
  const multiple = ranges.length > 1;
  const format = (name: string, value: number) =>
    METRIC_TYPES[name as MetricName] === 'TYPE_CURRENCY' ? String(value) : String(Math.round(value));
  const rows: { dimensionValues: { value: string }[]; metricValues: { value: string }[] }[] = [];
  for (const range of ranges) {
    // No data before the property started collecting (the epoch) or after today.
    const from = range.start < DATA_EPOCH ? DATA_EPOCH : range.start;
    const to = range.end > today ? today : range.end;
    const days =
      from <= to ? dayRange(from, to).map((date) => ({ date, values: propertyDay(property.id, shop, date) })) : [];
    const rangeValue = multiple ? [{ value: range.name }] : [];
    if (byDate) {
      for (const day of days)
        rows.push({
          dimensionValues: dimensions
            .map((name) => (name === 'date' ? { value: day.date.replace(/-/g, '') } : { value: '' }))
            .concat(rangeValue),
          metricValues: metrics.map((name) => ({ value: format(name, day.values[name as MetricName]) })),
        });
    } else if (days.length) {
      rows.push({
        dimensionValues: rangeValue,
        metricValues: metrics.map((name) => ({
          value: format(
            name,
            Math.round(days.reduce((sum, day) => sum + day.values[name as MetricName], 0) * 100) / 100,
          ),
        })),
      });
    }
  }
  if (byDate) {
    const key = (row: (typeof rows)[number]) => row.dimensionValues.map((value) => value.value).join('|');
    rows.sort((a, b) => (descending ? key(b).localeCompare(key(a)) : key(a).localeCompare(key(b))));
  }
  const start = offset ?? 0;
  const page = rows.slice(start, start + (limit || DEFAULT_LIMIT));
  return {
    dimensionHeaders: [...dimensions, ...(multiple ? ['dateRange'] : [])].map((name) => ({ name })),
    metricHeaders: metrics.map((name) => ({ name, type: METRIC_TYPES[name as MetricName] })),
    // Proto3 JSON leaves out an empty list and a zero count, as Google does.
    ...(page.length ? { rows: page } : {}),
    ...(rows.length ? { rowCount: rows.length } : {}),
    metadata: { currencyCode: shop?.currency ?? 'USD', timeZone: 'America/New_York' },
    kind: 'analyticsData#runReport',
  };
}

export function registerGoogleInsights(): void {
  registerDataEndpoint('google', 'POST', '/v1beta/properties/:propertyId\\:runReport', runReport, {
    scopes: [GOOGLE_ANALYTICS_SCOPES],
    reject: googleApiRejection(METHOD, SERVICE),
  });
}
