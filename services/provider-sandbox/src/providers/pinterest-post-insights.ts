import { DataReply, registerDataEndpoint, type DataContext } from '../data-endpoints';
import { addDays, dayRange, isoDay } from '../generators';
import { isDate } from './pinterest-insights';
import { publishedPostsOf } from '../publishing/published-posts';
import { postFiguresAt, type PostFigures } from './post-figures';

// Pinterest API v5 pin analytics, `GET /v5/pins/{pin_id}/analytics?start_date=&end_date=&metric_types=…`
// (pins:read, boards:read), for the account's pins published in the sandbox: per day what the pin
// gained (impressions, saves, pin and outbound clicks), the range's summary, and the lifetime
// totals, where the comments and reactions are (Pinterest counts those for the pin's whole life
// only). Dates within the last 90 days. The figures grow with the pin's age (post-figures.ts).

const MAX_DAYS_BACK = 90;
const DAY_MS = 24 * 3600 * 1000;
const DAILY_METRICS = ['IMPRESSION', 'SAVE', 'PIN_CLICK', 'OUTBOUND_CLICK', 'SAVE_RATE'] as const;
const LIFETIME_METRICS = ['TOTAL_COMMENTS', 'TOTAL_REACTIONS'] as const;
const METRICS = new Set<string>([...DAILY_METRICS, ...LIFETIME_METRICS]);

function invalid(message: string, status = 400, code = 1): DataReply {
  return new DataReply(status, { code, message });
}

function counts(figures: PostFigures): Record<string, number> {
  return {
    IMPRESSION: figures.impressions,
    SAVE: figures.saves,
    PIN_CLICK: figures.clicks + Math.floor(figures.impressions * 0.01),
    OUTBOUND_CLICK: figures.clicks,
    TOTAL_COMMENTS: figures.comments,
    TOTAL_REACTIONS: figures.likes,
  };
}

function pick(all: Record<string, number>, metrics: string[]): Record<string, number> {
  const withRate: Record<string, number> = { ...all, SAVE_RATE: all.IMPRESSION ? (all.SAVE ?? 0) / all.IMPRESSION : 0 };
  return Object.fromEntries(metrics.filter((metric) => metric in withRate).map((m) => [m, withRate[m] ?? 0]));
}

function pinAnalytics(ctx: DataContext): unknown {
  const pinId = ctx.params.pinId ?? '';
  const { start_date: start, end_date: end, metric_types: metricTypes } = ctx.query;
  if (start === undefined) return invalid('start_date is a required parameter.');
  if (end === undefined) return invalid('end_date is a required parameter.');
  if (metricTypes === undefined) return invalid('metric_types is a required parameter.');
  if (!isDate(start)) return invalid(`start_date: '${String(start)}' is not a valid date (YYYY-MM-DD).`);
  if (!isDate(end)) return invalid(`end_date: '${String(end)}' is not a valid date (YYYY-MM-DD).`);
  if (end < start) return invalid('end_date must be on or after start_date.');
  const today = isoDay(new Date());
  if (start < addDays(today, -MAX_DAYS_BACK))
    return invalid(`start_date must be within the last ${MAX_DAYS_BACK} days.`);
  if (typeof metricTypes !== 'string') return invalid('metric_types must be a comma-separated list.');
  const metrics = metricTypes.split(',').map((metric) => metric.trim());
  const unknown = metrics.find((metric) => !METRICS.has(metric));
  if (unknown) return invalid(`metric_types: '${unknown}' is not a valid metric type.`);
  const pin = publishedPostsOf(ctx.sandbox).find('pinterest', pinId);
  if (!pin || pin.accountId !== ctx.identity.subjects.pinterest) return invalid('Pin not found.', 404, 50);

  const now = Date.now();
  const at = (ms: number) => counts(postFiguresAt(pin, ms));
  const dailyMetrics = metrics.filter((metric) => !(LIFETIME_METRICS as readonly string[]).includes(metric));
  const totals: Record<string, number> = {};
  const daily = dayRange(start, end).map((date) => {
    if (date > today) return { date, data_status: 'IN_FUTURE' };
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    if (dayStart + DAY_MS <= pin.createdAt) return { date, data_status: 'BEFORE_PIN_CREATED' };
    const before = at(dayStart);
    const after = at(Math.min(dayStart + DAY_MS, now));
    const gained = Object.fromEntries(
      Object.keys(after).map((name) => [name, (after[name] ?? 0) - (before[name] ?? 0)]),
    );
    for (const [name, value] of Object.entries(gained)) totals[name] = (totals[name] ?? 0) + value;
    return { date, data_status: date === today ? 'PROCESSING' : 'READY', metrics: pick(gained, dailyMetrics) };
  });
  return {
    all: {
      daily_metrics: daily,
      summary_metrics: pick(totals, dailyMetrics),
      lifetime_metrics: pick(at(now), metrics),
    },
  };
}

export function registerPinterestPostInsights(): void {
  registerDataEndpoint('pinterest', 'GET', '/v5/pins/:pinId/analytics', pinAnalytics, {
    scopes: ['boards:read', 'pins:read'],
  });
}
