import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { DATA_EPOCH, dailyCount, dayRange, isoDay } from '../generators';

// Pinterest API v5 user account analytics (`GET /v5/user_account/analytics`): daily impressions,
// saves, pin clicks, outbound clicks and engagements, at most 90 days a call (Pinterest also keeps
// only 90 days; the sandbox serves the whole history so a sync can backfill). Counts follow
// dailyActivity of `pinterest:<user id>`, the key the profile endpoint uses.

const MAX_DAYS = 90;
const COUNT_METRICS = ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK', 'ENGAGEMENT'] as const;
const RATE_METRICS = ['SAVE_RATE', 'PIN_CLICK_RATE', 'OUTBOUND_CLICK_RATE', 'ENGAGEMENT_RATE'] as const;
const METRICS = new Set<string>([...COUNT_METRICS, ...RATE_METRICS]);

type Counts = Record<(typeof COUNT_METRICS)[number], number>;

function invalid(message: string): DataReply {
  return new DataReply(400, { code: 1, message });
}

function dayCounts(key: string, date: string): Counts {
  const IMPRESSION = dailyCount(key, 'impressions', date, 1800);
  const SAVE = dailyCount(key, 'saves', date, 30);
  const PIN_CLICK = dailyCount(key, 'pin-clicks', date, 45);
  const OUTBOUND_CLICK = dailyCount(key, 'outbound-clicks', date, 16);
  return { IMPRESSION, SAVE, PIN_CLICK, OUTBOUND_CLICK, ENGAGEMENT: SAVE + PIN_CLICK + OUTBOUND_CLICK };
}

function withRates(counts: Counts, metrics: string[]): Record<string, number> {
  const rate = (value: number) => (counts.IMPRESSION ? value / counts.IMPRESSION : 0);
  const all: Record<string, number> = {
    ...counts,
    SAVE_RATE: rate(counts.SAVE),
    PIN_CLICK_RATE: rate(counts.PIN_CLICK),
    OUTBOUND_CLICK_RATE: rate(counts.OUTBOUND_CLICK),
    ENGAGEMENT_RATE: rate(counts.ENGAGEMENT),
  };
  return Object.fromEntries(metrics.map((metric) => [metric, all[metric] ?? 0]));
}

export function isDate(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
    isoDay(new Date(`${value}T00:00:00Z`)) === value
  );
}

function analytics(ctx: DataContext): unknown {
  const { start_date: start, end_date: end } = ctx.query;
  if (start === undefined) return invalid('start_date is a required parameter.');
  if (end === undefined) return invalid('end_date is a required parameter.');
  if (!isDate(start)) return invalid(`start_date: '${String(start)}' is not a valid date (YYYY-MM-DD).`);
  if (!isDate(end)) return invalid(`end_date: '${String(end)}' is not a valid date (YYYY-MM-DD).`);
  if (end < start) return invalid('end_date must be on or after start_date.');
  const today = isoDay(new Date());
  const span = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / (24 * 3600 * 1000) + 1;
  if (span > MAX_DAYS) return invalid(`The date range must be no more than ${MAX_DAYS} days.`);
  let metrics = [...COUNT_METRICS] as string[];
  if (ctx.query.metric_types !== undefined) {
    if (typeof ctx.query.metric_types !== 'string') return invalid('metric_types must be a comma-separated list.');
    metrics = ctx.query.metric_types.split(',').map((metric) => metric.trim());
    const unknown = metrics.find((metric) => !METRICS.has(metric));
    if (unknown) return invalid(`metric_types: '${unknown}' is not a valid metric type.`);
  }
  const key = `pinterest:${ctx.identity.subjects.pinterest}`;
  const totals: Counts = { IMPRESSION: 0, SAVE: 0, PIN_CLICK: 0, OUTBOUND_CLICK: 0, ENGAGEMENT: 0 };
  const daily = dayRange(start, end).map((date) => {
    if (date < DATA_EPOCH) return { date, data_status: 'BEFORE_BUSINESS_CREATED' };
    if (date > today) return { date, data_status: 'IN_FUTURE' };
    const counts = dayCounts(key, date);
    for (const metric of COUNT_METRICS) totals[metric] += counts[metric];
    return { date, data_status: date === today ? 'PROCESSING' : 'READY', metrics: withRates(counts, metrics) };
  });
  return { all: { daily_metrics: daily, summary_metrics: withRates(totals, metrics) } };
}

export function registerPinterestInsights(): void {
  registerDataEndpoint('pinterest', 'GET', '/v5/user_account/analytics', analytics, {
    scopes: ['user_accounts:read'],
  });
}
